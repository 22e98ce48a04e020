import { spanishI18n } from './i18n'

/** Sizes of the row of controls, px: an arrow's square, the count's width, the space above. */
export const rowControls = { arrow: 44, counter: 72, gap: 16 }

// A carousel with arrows (not the hero's fade).
const scroller = '.splide:has(> .splide__arrows) > .splide__track'
const buttons = `${scroller}::scroll-button(left), ${scroller}::scroll-button(right)`

/** The most slides a carousel may have for its dots to be drawn with the page (Carousel's dotsAhead). */
export const drawnDotsMost = 6

const waiting = '.splide:not(.is-initialized)'
const slides = '> .splide__track > .splide__list'
const chosen = (n: number) => `${waiting}:has(> .splide__pagination > li:nth-child(${n}) :checked)`

/**
 * Dots drawn with the page (Carousel's dotsAhead: radios, one slide a page, a track that
 * clips) show the chosen slide until Splide mounts, or without JavaScript: the list moves
 * it into the track, the others are hidden from sight and from screen readers.
 */
const drawnDotsCss = Array.from({ length: drawnDotsMost }, (_, i) => i + 1)
  .map(
    (n) => `
  ${chosen(n)} ${slides} { transform: translateX(-${(n - 1) * 100}%); }
  ${chosen(n)} ${slides} > .splide__slide:nth-child(${n}) { visibility: visible; }`,
  )
  .join('')

/**
 * Carousels before Splide mounts (their island comes to life as they near the
 * screen) and without JavaScript: the track scrolls and snaps slide by slide
 * under a finger, and the browser draws working previous/next buttons for it
 * (CSS `::scroll-button`, where supported) in the place of Splide's, which show
 * once it has mounted. Plain CSS in every page's head: goober drops selectors
 * like these.
 */
export const nativeCarouselCss = `
  ${scroller} {
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    overscroll-behavior-x: contain;
  }
  ${scroller} > .splide__list > .splide__slide { scroll-snap-align: start; }
  ${buttons} {
    position: absolute; top: 50%; z-index: 2;
    width: ${rowControls.arrow}px; height: ${rowControls.arrow}px; margin-top: -${rowControls.arrow / 2}px;
    display: flex; align-items: center; justify-content: center;
    border: 0; background: var(--carousel-fill); color: var(--carousel-ink);
    font-size: 32px; font-weight: 300; line-height: 1; cursor: pointer;
  }
  ${scroller}::scroll-button(left) { content: '‹' / '${spanishI18n?.prev}'; left: 16px; }
  ${scroller}::scroll-button(right) { content: '›' / '${spanishI18n?.next}'; right: 16px; }
  ${scroller}::scroll-button(left):disabled, ${scroller}::scroll-button(right):disabled {
    opacity: 0.4; cursor: default;
  }
  /* A dot drawn with the page is filled while its radio is chosen (goober garbles this selector). */
  .splide__pagination > li > .splide__pagination__page:has(:checked)::after { background: var(--carousel-ink); }
  ${waiting}:has(> .splide__pagination :checked) ${slides} > .splide__slide { visibility: hidden; }
  ${drawnDotsCss}
  .splide.is-initialized > .splide__track { overflow: hidden; scroll-snap-type: none; }
  /* Hidden, never removed: Chromium's tab crashes when a scroll button that was pressed loses its content. */
  .splide.is-initialized > .splide__track::scroll-button(left),
  .splide.is-initialized > .splide__track::scroll-button(right) { visibility: hidden; }
  /* Controls in a row (Carousel's rowControlsClass): in the row under the track (the
     buttons are the scroller's siblings: they are placed in the carousel's box), where
     Splide's arrows will be, either side of the count (--row-middle, its width) or of the
     dots, which Splide has not drawn yet. */
  [data-controls='row'] ${scroller}::scroll-button(left),
  [data-controls='row'] ${scroller}::scroll-button(right) {
    top: auto; bottom: 0; margin-top: 0;
  }
  [data-controls='row'] ${scroller}::scroll-button(left) {
    left: calc(50% - var(--row-middle, 0px) / 2 - ${rowControls.arrow}px);
  }
  [data-controls='row'] ${scroller}::scroll-button(right) {
    right: calc(50% - var(--row-middle, 0px) / 2 - ${rowControls.arrow}px);
  }
`
