/**
 * The 7 'Kind Words' testimonials of the home: short, plain quotes, each for a
 * session type. PLACEHOLDER wording until the photographer supplies her clients'
 * own words.
 */
import type { Testimonial } from './schema/home'

export const homeTestimonials: readonly Testimonial[] = [
  {
    session: 'Sesión de bebé',
    quote:
      'Llegamos nerviosos porque Olivia no paraba de moverse, y terminó siendo una tarde hermosa. Las fotos tienen su carita de verdad, con todas sus muecas.',
    author: 'Lucía',
  },
  {
    session: 'Sesión de bebé',
    quote:
      'Tuviste una paciencia infinita con Benja: esperaste cada sonrisa sin apurarlo. Cada vez que miro las fotos me acuerdo de lo chiquito que era.',
    author: 'Carolina',
  },
  {
    session: 'Sesión de bebé en casa',
    quote:
      'Hacer la sesión en casa fue la mejor decisión. Quedaron nuestro sillón, la luz de la ventana y los juguetes de siempre: somos nosotros, tal cual.',
    author: 'Florencia',
  },
  {
    session: 'Sesión de embarazo',
    quote:
      'Nunca me había sentido cómoda frente a una cámara y con vos fue distinto. Me veo linda, tranquila y feliz, como me sentía esperando a Emma.',
    author: 'Agustina',
  },
  {
    session: 'Embarazo, recién nacido y bebé',
    quote:
      'Nos acompañaste en la panza, en sus primeros días y en sus primeros meses. Tener las tres etapas contadas por la misma mirada es un regalo enorme.',
    author: 'Micaela',
  },
  {
    session: 'Sesión para emprendedoras',
    quote:
      'Necesitaba fotos que mostraran mi taller y mi forma de trabajar, y eso logramos. Desde que las uso, mis clientas me dicen que sienten que ya me conocen.',
    author: 'Valeria',
  },
  {
    session: 'Sesión para emprendedoras',
    quote:
      'Me ayudaste a pensar qué quería contar de mi marca antes de sacar una sola foto. El resultado es natural, cálido y muy mío.',
    author: 'Julieta',
  },
]
