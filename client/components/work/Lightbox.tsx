import { styled } from 'goober'
import { Splide } from '@splidejs/splide'
import { useLayoutEffect, useRef, useState } from 'react'
import { Button, Dialog, I18nProvider, Modal, ModalOverlay } from 'react-aria-components'
import type { Work } from '../../../shared/content/portfolio'
import { breakpoints, easeOut, fonts, palette, under } from '../../../shared/site/design'
import { siteLocale } from '../../../shared/site/locale'
import { keyframes } from '../../styles/motion'
import { Picture } from '../media/Picture'
import { SlideTrack } from '../services/Slides'
import { splideSpanish } from '../carousel/i18n'
import { splideCore } from '../services/splide'

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 150;
  background: ${palette.grafito};
  &[data-entering] {
    animation: ${keyframes.fadeIn} 250ms ${easeOut};
  }
`

const Sheet = styled(Modal)`
  height: 100%;
  outline: none;
`

const Frame = styled(Dialog)`
  ${splideCore}
  position: relative;
  height: 100%;
  color: ${palette.white};
  outline: none;
  .splide,
  .splide__track {
    height: 100%;
  }
  .splide__slide {
    display: grid;
    place-items: center;
    height: 100%;
    padding: 72px 88px;
    touch-action: pan-y;
  }
  .splide__slide img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  /* Thin chevrons with no box, as the site's carousels have: on hover they lean the way they go. */
  .splide__arrow {
    border: 0;
    background: transparent;
    color: ${palette.white};
  }
  .splide__arrow svg {
    width: 28px;
    height: 28px;
    transition: translate 250ms ${easeOut};
  }
  .splide__arrow--prev {
    left: 24px;
  }
  .splide__arrow--next {
    right: 24px;
  }
  .splide__arrow:hover {
    background: transparent;
    color: ${palette.white};
  }
  .splide__arrow--prev:hover svg {
    translate: -3px 0;
  }
  .splide__arrow--next:hover svg {
    translate: 3px 0;
  }
  @media (prefers-reduced-motion: reduce) {
    .splide__arrow svg {
      transition: none;
    }
  }
  :focus-visible {
    outline-color: ${palette.white};
  }
  ${under(breakpoints.lightboxArrows)} {
    .splide__slide {
      padding: 72px 0;
    }
    .splide__arrows {
      display: none;
    }
  }
`

const Bar = styled('div')`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 72px;
  padding: 0 24px;
  font-family: ${fonts.sans};
  font-size: 0.875rem;
  letter-spacing: 0.18em;
  text-transform: uppercase;
`

const Close = styled(Button)`
  min-width: 48px;
  min-height: 48px;
  padding: 0 12px;
  border: 1px solid ${palette.white};
  background: transparent;
  color: ${palette.white};
  cursor: pointer;
  font-size: 0.875rem;
  letter-spacing: 0.18em;
  &[data-hovered] {
    background: ${palette.white};
    color: ${palette.grafito};
  }
  &[data-focus-visible] {
    outline: 2px solid ${palette.white};
    outline-offset: 3px;
  }
`

/** What the lightbox shows of a session. */
export type LightboxWork = Pick<Work, 'title' | 'imagesResponsive'>

interface LightboxProps {
  work: LightboxWork
  /** The photo to open at, or null when closed. */
  openAt: number | null
  onClose: () => void
}

/**
 * A session's photos full screen: a react-aria modal dialog (focus trapped and
 * restored, Escape closes) around a Splide slider (arrow keys and swipe). The
 * position is announced as 'n de total'. In the site's Spanish, whatever the browser's language.
 */
export function Lightbox({ work, openAt, onClose }: LightboxProps) {
  return (
    <I18nProvider locale={siteLocale}>
      <Overlay
        isOpen={openAt !== null}
        onOpenChange={(open) => {
          if (!open) onClose()
        }}
        isDismissable
      >
        <Sheet>
          <Frame aria-label={`Fotos de la sesión ${work.title}`}>
            {openAt !== null ? <Slides work={work} start={openAt} /> : null}
          </Frame>
        </Sheet>
      </Overlay>
    </I18nProvider>
  )
}

function Slides({ work, start }: { work: LightboxWork; start: number }) {
  const [index, setIndex] = useState(start)
  const total = work.imagesResponsive.length
  const root = useRef<HTMLDivElement>(null)
  // Before the first paint, so the dialog opens on the chosen photo.
  useLayoutEffect(() => {
    const element = root.current
    if (!element) return
    const splide = new Splide(element, {
      start,
      keyboard: 'global',
      drag: true,
      // One photo per swipe, however fast: Splide adds the flick's speed to the
      // drag (up to flickMaxPages slides), so a quick swipe skipped a photo. A
      // drag spans at most one slide (the screen), and under half a slide more
      // keeps the next photo the nearest.
      flickMaxPages: 0.4,
      arrows: true,
      // A chevron of thin strokes (Splide fills the path in a 40×40 box).
      arrowPath: 'M13 4l1.4-1.4L31.8 20 14.4 37.4 13 36l16-16z',
      pagination: false,
      speed: 300,
      // The position is announced by our own 'n de total' region, not Splide's.
      live: false,
      i18n: splideSpanish('Foto'),
    })
    splide.on('moved', (next: number) => setIndex(next))
    splide.mount()
    return () => {
      splide.destroy()
    }
  }, [start])
  return (
    <>
      <Bar>
        <p aria-live="polite" aria-atomic="true">
          {index + 1} de {total}
        </p>
        <Close slot="close">CERRAR</Close>
      </Bar>
      <div ref={root} className="splide" aria-label={work.title}>
        <SlideTrack
          slides={work.imagesResponsive.map((key) => ({
            key,
            node: <Picture image={key} sizes="100vw" />,
          }))}
        />
      </div>
    </>
  )
}
