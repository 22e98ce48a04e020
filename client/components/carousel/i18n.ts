import type { Options } from '@splidejs/splide'

/** Splide's screen-reader strings in Spanish (it ships English only). */
export const spanishI18n: Options['i18n'] = {
  prev: 'Anterior',
  next: 'Siguiente',
  first: 'Ir a la primera diapositiva',
  last: 'Ir a la última diapositiva',
  slideX: 'Ir a la diapositiva %s',
  pageX: 'Ir a la página %s',
  play: 'Reproducir',
  pause: 'Pausar',
  carousel: 'carrusel',
  slide: 'diapositiva',
  select: 'Elegí una diapositiva',
  slideLabel: 'Diapositiva %s de %s',
}

/** The same for carousels of one kind of thing ('Testimonio': 'Testimonio siguiente', '2 de 7'). */
export const splideSpanish = (noun: string): Options['i18n'] => ({
  prev: `${noun} anterior`,
  next: `${noun} siguiente`,
  first: 'Ir al primero',
  last: 'Ir al último',
  slideX: 'Ir a %s',
  pageX: 'Ir a la página %s',
  play: 'Reproducir',
  pause: 'Pausar',
  carousel: 'carrusel',
  slide: noun.toLowerCase(),
  select: 'Elegí cuál mostrar',
  slideLabel: '%s de %s',
})

/** A carousel's strings: of its kind of slide, or the general ones. */
export const carouselI18n = (noun?: string): Options['i18n'] =>
  noun ? splideSpanish(noun) : spanishI18n
