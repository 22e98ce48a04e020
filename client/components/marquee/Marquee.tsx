import { styled } from 'goober'
import { Fragment } from 'react'
import { Link } from 'wouter'
import { palette, reducedMotion, timings } from '../../../shared/site/design'
import { Island } from '../../islands/Island'
import { keyframes } from '../../styles/motion'
import { lightSerif } from '../typography'

export interface MarqueeItem {
  text: string
  /** Where a click on the item goes; plain text when absent. */
  href?: string
}

// One look on every page: a grafito band, the words in the light serif italic.
const Strip = styled('div')`
  overflow: hidden;
  background: ${palette.grafito};
  color: ${palette.white};
  border-top: 1px solid ${palette.orchid};
  border-bottom: 1px solid ${palette.orchid};
  padding: clamp(20px, 3vw, 36px) 0;
  &:hover [data-marquee-track],
  &:focus-within [data-marquee-track] {
    animation-play-state: paused;
  }
  a:focus-visible {
    outline-color: ${palette.white};
  }
`

// Two identical groups; moving the track by half its width loops seamlessly.
const Track = styled('div')`
  display: flex;
  width: max-content;
  animation: ${keyframes.marquee} var(--marquee-duration, 30s) linear infinite;
  ${reducedMotion} {
    animation: none;
  }
`

const Group = styled('div')`
  display: flex;
  align-items: center;
  flex-shrink: 0;
`

const Item = styled('span')`
  display: inline-flex;
  align-items: center;
  ${lightSerif('clamp(1.5rem, 3.2vw, 2.75rem)', 1.2)}
  font-style: italic;
  white-space: nowrap;
  a {
    color: inherit;
    text-decoration: none;
    text-underline-offset: 0.2em;
    text-decoration-thickness: 1px;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`

const Separator = styled('span')`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin: 0 clamp(24px, 3vw, 48px);
  border-radius: 50%;
  background: currentColor;
  opacity: 0.5;
`

/** Copies per group: enough for one group to be wider than a 1920px screen. */
const REPEAT = 4
/** Until measured (marquee.island.ts), assume a glyph is half the em of the widest marquee size. */
const estimatePx = (items: readonly MarqueeItem[]) =>
  items.reduce((sum, i) => sum + i.text.length * 22 + 100, 0) * REPEAT

/**
 * A CSS marquee moving at timings.marqueePxPerSecond. It pauses on hover and focus
 * and stops for `prefers-reduced-motion`. Screen readers get the items once: every
 * repetition is aria-hidden and out of the tab order.
 */
export function Marquee({
  items,
  className,
}: {
  items: readonly MarqueeItem[]
  className?: string
}) {
  const seconds = estimatePx(items) / timings.marqueePxPerSecond
  const copies = Array.from({ length: REPEAT * 2 }, (_, i) => i)
  const renderCopy = (copy: number) => {
    const hidden = copy > 0
    return (
      <Fragment key={copy}>
        {items.map((item, index) => (
          <Fragment key={index}>
            <Item aria-hidden={hidden || undefined}>
              {item.href ? (
                <Link href={item.href} tabIndex={hidden ? -1 : undefined}>
                  {item.text}
                </Link>
              ) : (
                item.text
              )}
            </Item>
            <Separator aria-hidden="true" />
          </Fragment>
        ))}
      </Fragment>
    )
  }

  return (
    <Island name="marquee" when="idle" props={{ pxPerSecond: timings.marqueePxPerSecond }}>
      <Strip className={className} data-marquee="">
        <Track
          data-marquee-track=""
          style={{ ['--marquee-duration' as string]: `${seconds.toFixed(2)}s` }}
        >
          <Group>{copies.slice(0, REPEAT).map(renderCopy)}</Group>
          <Group>{copies.slice(REPEAT).map(renderCopy)}</Group>
        </Track>
      </Strip>
    </Island>
  )
}
