import { breakpoints, under } from '../../../shared/design'
import { spanishI18n } from './i18n'

// A carousel with arrows (not the hero's fade).
const scroller = '.splide:has(> .splide__arrows) > .splide__track'
const buttons = `${scroller}::scroll-button(left), ${scroller}::scroll-button(right)`

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
    position: absolute; top: 50%; z-index: 2; width: 48px; height: 48px; margin-top: -24px;
    display: flex; align-items: center; justify-content: center;
    border: 1px solid var(--carousel-ink); background: var(--carousel-fill); color: var(--carousel-ink);
    font-size: 28px; line-height: 1; cursor: pointer;
  }
  ${scroller}::scroll-button(left) { content: '‹' / '${spanishI18n?.prev}'; left: 16px; }
  ${scroller}::scroll-button(right) { content: '›' / '${spanishI18n?.next}'; right: 16px; }
  ${scroller}::scroll-button(left):disabled, ${scroller}::scroll-button(right):disabled {
    opacity: 0.4; cursor: default;
  }
  .splide.is-initialized > .splide__track { overflow: hidden; scroll-snap-type: none; }
  /* Hidden, never removed: Chromium's tab crashes when a scroll button that was pressed loses its content. */
  .splide.is-initialized > .splide__track::scroll-button(left),
  .splide.is-initialized > .splide__track::scroll-button(right) { visibility: hidden; }
  ${under(breakpoints.testimonialArrows)} {
    [data-controls='row'] ${scroller}::scroll-button(left),
    [data-controls='row'] ${scroller}::scroll-button(right) { visibility: hidden; }
  }
`
