import type { Options } from '@splidejs/splide'
import splideCoreCss from '@splidejs/splide/css/core?raw'
import { css, styled } from 'goober'
import { Children, useId, type ReactNode } from 'react'
import { easeOut, fonts, palette, under } from '../../../shared/site/design'
import { Icon } from '../icons'
import { carouselI18n } from './i18n'
import { drawnDotsMost, rowControls } from './nativeCss'
import { Island } from '../../islands/Island'
import type { Directive } from '../../islands/types'

export type { Options as CarouselOptions }

/** One slide (Splide's markup). */
export function Slide({ children }: { children: ReactNode }) {
  return <li className="splide__slide">{children}</li>
}

/** An arrow's tap area: 44px, the size a fingertip hits reliably; the chevron in it is thin. */
const arrowSize = rowControls.arrow
/**
 * A dot's tap area: 44px tall, the size a fingertip hits reliably; 36px wide, so the
 * gallery's nine fit between its arrows in one row.
 */
const dotSize = 44
const dotWidth = 36

/**
 * The controls' colours as custom properties, so the frame's CSS is written once for
 * both tones instead of once per tone.
 */
const toneClass = (tone: 'light' | 'dark'): string =>
  tone === 'light'
    ? css`
        --carousel-ink: ${palette.white};
        --carousel-fill: rgba(44, 44, 44, 0.35);
      `
    : css`
        --carousel-ink: ${palette.grafito};
        --carousel-fill: ${palette.white};
      `

/**
 * Controls in a row under the slides, never over a photo or a quote: the previous arrow,
 * the dots or the '3 / 9' count, the next arrow, centred. A grid places them, so the
 * arrows sit at the ends of whichever shows, however many dots Splide draws. A class of
 * its own beside the frame's (a frame prop would repeat all of the frame's CSS in the
 * page for one more variant); `.splide` in each rule outranks the frame's.
 */
const rowControlsClass = (): string => css`
  .splide {
    display: grid;
    grid-template-columns: 1fr auto auto auto 1fr;
    align-items: center;
  }
  .splide .splide__track {
    grid-column: 1 / -1;
    grid-row: 1;
  }
  .splide .splide__arrows {
    display: contents;
  }
  .splide .splide__arrow {
    position: static;
    grid-row: 2;
    margin: ${rowControls.gap}px 0 0;
  }
  .splide .splide__arrow--prev {
    grid-column: 2;
  }
  .splide .splide__arrow--next {
    grid-column: 4;
  }
  .splide .splide__pagination,
  .splide .carousel-counter {
    grid-column: 3;
    grid-row: 2;
  }
`

/** The '3 / 9' count: a small label, as wide for '10 / 12' as for '1 / 7'. */
const counterCss = `
  display: flex;
  justify-content: center;
  align-items: center;
  width: ${rowControls.counter}px;
  min-height: ${dotSize}px;
  margin: ${rowControls.gap}px 0 0;
  font-family: ${fonts.sans};
  font-size: 0.8125rem;
  font-weight: 400;
  letter-spacing: 0.18em;
  font-variant-numeric: tabular-nums;
  color: var(--carousel-ink);
  visibility: hidden;
`

/**
 * A count of the slides ('3 / 9') in place of the dots: always (a row of seven dots says
 * less than '1 / 7'), or under `px` (nine dots are a heavy row on a phone). It keeps the
 * dots' height, so the page does not shift, and shows once Splide mounts (the island keeps
 * it current), as the dots do.
 */
const counterClass = (counter: true | number): string =>
  counter === true
    ? css`
        --row-middle: ${rowControls.counter}px;
        .splide .carousel-counter {
          ${counterCss}
        }
        .splide.is-initialized .carousel-counter {
          visibility: visible;
        }
      `
    : css`
        .splide .carousel-counter {
          display: none;
        }
        ${under(counter)} {
          --row-middle: ${rowControls.counter}px;
          .splide .splide__pagination {
            display: none;
          }
          .splide .carousel-counter {
            ${counterCss}
          }
          .splide.is-initialized .carousel-counter {
            visibility: visible;
          }
        }
      `

/**
 * The carousel frame. Arrows and the dots list are in the prerendered HTML (Splide
 * adopts them), so their space exists and nothing shifts when Splide mounts. Before
 * mounting, slides lay out in a row with CSS alone. Splide's core stylesheet comes
 * first, in the page's CSS with the rest, so the island loads no stylesheet.
 */
const Frame = styled('div')`
  ${splideCoreCss}
  .splide {
    position: relative;
    visibility: visible;
  }
  .splide__list {
    display: flex;
    margin: 0;
    padding: 0;
  }
  .splide__slide {
    flex-shrink: 0;
    list-style: none;
    margin: 0;
  }
  /* It clips; one with arrows scrolls natively until Splide mounts (nativeCss.ts). */
  .splide__track {
    position: relative;
    overflow: hidden;
  }
  /* Controls do nothing until Splide mounts: keep their space, hide them. */
  .splide__arrows,
  .splide__toggle {
    visibility: hidden;
  }
  .splide.is-initialized .splide__arrows,
  .splide.is-initialized .splide__toggle {
    visibility: visible;
  }
  .splide__arrow {
    position: absolute;
    top: 50%;
    z-index: 2;
    width: ${arrowSize}px;
    height: ${arrowSize}px;
    margin-top: -${arrowSize / 2}px;
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 0;
    border: 0;
    border-radius: 0;
    background: transparent;
    color: var(--carousel-ink);
    cursor: pointer;
  }
  /* A thin chevron, no box: on hover it leans the way it goes. */
  .splide__arrow svg {
    transition: transform 250ms ${easeOut};
  }
  .splide__arrow--prev:hover svg {
    transform: translateX(-3px);
  }
  .splide__arrow--next:hover svg {
    transform: translateX(3px);
  }
  .splide__arrow:disabled {
    opacity: 0.4;
    cursor: default;
  }
  @media (prefers-reduced-motion: reduce) {
    .splide__arrow svg {
      transition: none;
    }
  }
  .splide__arrow--prev {
    left: 16px;
  }
  .splide__arrow--next {
    right: 16px;
  }
  .splide__pagination {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 0;
    min-height: ${dotSize}px;
    margin: 16px 0 0;
    padding: 0;
    list-style: none;
  }
  .splide__pagination li {
    list-style: none;
    display: flex;
  }
  .splide__pagination__page {
    width: ${dotWidth}px;
    height: ${dotSize}px;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
    position: relative;
  }
  .splide__pagination__page::after {
    content: '';
    position: absolute;
    left: 50%;
    top: 50%;
    width: 8px;
    height: 8px;
    margin: -4px 0 0 -4px;
    border: 1px solid var(--carousel-ink);
    border-radius: 50%;
    background: transparent;
    transition: background-color 250ms ${easeOut};
  }
  .splide__pagination__page.is-active::after {
    background: var(--carousel-ink);
  }
  /* In the controls' ink (white over photos); a dot drawn with the page is a label round its
     radio, which is out of sight. */
  .splide__pagination__page:focus-visible,
  .splide__pagination__page:has(:focus-visible) {
    outline: 2px solid var(--carousel-ink);
    outline-offset: 3px;
  }
  .splide__toggle {
    width: 40px;
    height: 40px;
    padding: 0;
    border: 1px solid currentColor;
    border-radius: 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  .splide__toggle__pause {
    display: none;
  }
  .splide__toggle.is-active .splide__toggle__play {
    display: none;
  }
  .splide__toggle.is-active .splide__toggle__pause {
    display: inline;
  }
`

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <Icon size={24} box={24}>
      <path
        d={direction === 'left' ? 'M15 4l-8 8 8 8' : 'M9 4l8 8-8 8'}
        stroke="currentColor"
        strokeWidth="1"
        fill="none"
      />
    </Icon>
  )
}

/** Splide's two arrows, by the step each takes, and the way each chevron points. */
const arrowDirections = [
  ['prev', 'left'],
  ['next', 'right'],
] as const

/** Play/pause icons for Splide's autoplay toggle (it switches them with `is-active`). */
function ToggleIcons() {
  return (
    <>
      <Icon className="splide__toggle__play" size={14} box={14}>
        <path d="M3 1.5l9 5.5-9 5.5z" fill="currentColor" />
      </Icon>
      <Icon className="splide__toggle__pause" size={14} box={14}>
        <path d="M3 1.5h3v11H3zM8 1.5h3v11H8z" fill="currentColor" />
      </Icon>
    </>
  )
}

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string
  options: Options
  children: ReactNode
  /** Colours of the controls: light over photos, dark over paper. */
  tone?: 'light' | 'dark'
  /** Arrows over the slides at mid-height, or under them at the ends of the dots or count. */
  controls?: 'overlay' | 'row'
  /** What a slide is, for screen readers ('Testimonio': 'Testimonio siguiente', '2 de 7'). */
  noun?: string
  arrows?: boolean
  pagination?: boolean
  /** A '3 / 9' count in place of the dots: always, or under this width (one slide per page there). */
  counter?: true | number
  /** A play/pause button for autoplay (WCAG 2.2.2), placed by the caller's CSS. */
  toggle?: boolean
  /**
   * Put the carousel itself in the tab order, so arrow keys work as soon as it
   * has focus (Splide's `keyboard: 'focused'` listens on the root).
   */
  focusable?: boolean
  /** When Splide mounts (`visible` unless said): the page's first screen may wait for `idle`. */
  when?: Directive
  className?: string
}

/**
 * The one wrapper around Splide, an island that mounts Splide as it nears the screen
 * (carousel.island.ts): Spanish labels, autoplay that pauses on hover,
 * on focus and under `prefers-reduced-motion` (Splide's `reducedMotion` default
 * pauses autoplay; it is restated here so a caller's options cannot drop it).
 */
export function Carousel({
  label,
  options,
  children,
  tone = 'dark',
  controls = 'overlay',
  noun,
  arrows = true,
  pagination = true,
  counter,
  toggle = false,
  focusable = false,
  when = 'visible',
  className,
}: CarouselProps) {
  const i18n = carouselI18n(noun)
  const slides = Children.count(children)
  // One slide a page at every width and no arrows (a track that does not scroll): the dots
  // are known, so they are in the page from its first paint as radios that choose the slide
  // with CSS alone (nativeCss.ts), with or without scripts, until Splide takes them over
  // (carousel.island.ts).
  const dotsAhead =
    pagination &&
    !arrows &&
    (options.perPage ?? 1) === 1 &&
    !options.breakpoints &&
    slides <= drawnDotsMost
  const dotsName = useId()
  const settings: Options = {
    pauseOnHover: true,
    pauseOnFocus: true,
    ...options,
    arrows,
    pagination,
    reducedMotion: { speed: 0, rewindSpeed: 0, autoplay: 'pause' },
  }

  return (
    <Island name="carousel" when={when} props={{ options: settings, noun }}>
      <Frame
        className={[
          toneClass(tone),
          controls === 'row' ? rowControlsClass() : '',
          counter ? counterClass(counter) : '',
          className ?? '',
        ]
          .filter(Boolean)
          .join(' ')}
        data-controls={controls}
      >
        <div
          className="splide is-rendered"
          role="region"
          aria-label={label}
          tabIndex={focusable ? 0 : undefined}
        >
          {/* A scroller must take focus for keyboard users to scroll it, until Splide
            mounts (it then drops the stop). */}
          <div
            className="splide__track"
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={arrows ? 0 : undefined}
          >
            <ul className="splide__list">{children}</ul>
          </div>
          {arrows && (
            <div className="splide__arrows">
              {arrowDirections.map(([step, direction]) => (
                <button
                  key={step}
                  type="button"
                  className={`splide__arrow splide__arrow--${step}`}
                  aria-label={i18n?.[step]}
                >
                  <Chevron direction={direction} />
                </button>
              ))}
            </div>
          )}
          {pagination && (
            <ul
              className="splide__pagination"
              role={dotsAhead ? 'radiogroup' : undefined}
              aria-label={dotsAhead ? i18n?.select : undefined}
            >
              {dotsAhead &&
                Array.from({ length: slides }, (_, i) => (
                  <li key={i} role="presentation">
                    <label className="splide__pagination__page">
                      <input
                        type="radio"
                        className="visually-hidden"
                        name={dotsName}
                        defaultChecked={i === 0}
                        // A reload opens on the first slide (its photo is the one preloaded).
                        autoComplete="off"
                        aria-label={i18n?.slideX?.replace('%s', String(i + 1))}
                      />
                    </label>
                  </li>
                ))}
            </ul>
          )}
          {/* Splide's slides already say '3 de 9' to screen readers: this is for the eye. */}
          {counter && (
            <p className="carousel-counter" aria-hidden="true">
              1 / {slides}
            </p>
          )}
          {toggle && (
            <button type="button" className="splide__toggle" aria-label="Pausar">
              <ToggleIcons />
            </button>
          )}
        </div>
      </Frame>
    </Island>
  )
}
