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
 * Splide core on a prerendered carousel (Carousel.tsx), with the options it was built
 * with and its Spanish strings.
 */
const carousel: IslandModule<{ options: Options; noun?: string }> = {
  mount(element, { options, noun }) {
    const root = element.querySelector<HTMLElement>('.splide')
    if (!root) return
    // Dots drawn with the page: Splide draws its own, and a dot pressed before it mounted
    // (pressed again then by the runtime) presses Splide's in its place.
    const list = root.querySelector('.splide__pagination')
    const drawn = [...(list?.querySelectorAll('button') ?? [])]
    list?.replaceChildren()
    const splide = new Splide(root, {
      ...options,
      i18n: carouselI18n(noun),
      start: takeOverTrack(root),
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
    const dots = list?.querySelectorAll('button') ?? []
    drawn.forEach((dot, i) => dot.addEventListener('click', () => dots[i]?.click()))
  },
}
export default carousel
