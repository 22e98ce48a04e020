import { Splide, type Options } from '@splidejs/splide'
import type { IslandModule } from '../../islands/types'
import { carouselI18n } from './i18n'

/**
 * Takes the track over from the browser, which scrolled it until Splide mounted: it
 * is no longer a tab stop of its own, its scroll is undone (Splide moves the list
 * instead), and the slide the visitor scrolled to is returned for Splide to start on.
 */
function takeOverTrack(root: HTMLElement): number {
  const track = root.querySelector<HTMLElement>('.splide__track')
  track?.removeAttribute('tabindex')
  const [first, second] = root.querySelectorAll<HTMLElement>('.splide__slide')
  if (!track || !first || !second || track.scrollLeft === 0) return 0
  const index = Math.round(track.scrollLeft / (second.offsetLeft - first.offsetLeft))
  track.scrollLeft = 0
  return index
}

/**
 * Takes the dots drawn with the page (radios that chose the slide until now) away for
 * Splide to draw its own: returns the chosen slide, and whether a dot had focus.
 */
function takeOverDots(root: HTMLElement): { chosen: number; focused: boolean } | undefined {
  const list = root.querySelector('.splide__pagination')
  const radios = [...(list?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])]
  if (!list || radios.length === 0) return undefined
  const taken = {
    chosen: Math.max(
      0,
      radios.findIndex((radio) => radio.checked),
    ),
    focused: list.contains(document.activeElement),
  }
  list.replaceChildren()
  return taken
}

/**
 * Splide core on a prerendered carousel (Carousel.tsx), with the options it was built
 * with and its Spanish strings.
 */
const carousel: IslandModule<{ options: Options; noun?: string }> = {
  mount(element, { options, noun }) {
    const root = element.querySelector<HTMLElement>('.splide')
    if (!root) return
    const dots = takeOverDots(root)
    const scrolled = takeOverTrack(root)
    const splide = new Splide(root, {
      ...options,
      i18n: carouselI18n(noun),
      start: dots?.chosen ?? scrolled,
    })
    // The '3 / 9' count that stands in for the dots on phones (Carousel's counterUnder).
    const counter = root.querySelector<HTMLElement>('.carousel-counter')
    if (counter) {
      const show = (index: number) => {
        counter.textContent = `${index + 1} / ${splide.length}`
      }
      splide.on('mounted', () => show(splide.index))
      splide.on('move', show)
    }
    splide.mount()
    // A visitor moving between the drawn dots by keyboard carries on with Splide's.
    if (dots?.focused)
      root.querySelectorAll<HTMLElement>('.splide__pagination__page')[dots.chosen]?.focus()
  },
}
export default carousel
