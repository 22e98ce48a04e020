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
