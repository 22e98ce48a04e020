/** The services page's testimonial slides (session, quote, quote2, author); only that page loads them. */
import type { TestimonialSlide } from './schema/pages'

export const serviceTestimonials: readonly TestimonialSlide[] = [
  {
    session: 'Sesión de embarazo',
    quote: 'Me sentí cómoda desde el primer minuto.',
    quote2: 'Las fotos tienen la calma de esa tarde. Las miro y vuelvo a sentir la panza.',
    author: 'Carolina',
  },
  {
    session: 'Sesión de recién nacido',
    quote: 'Tuvo una paciencia infinita con nuestro bebé.',
    quote2: 'Paramos para darle de comer y para mimarlo todas las veces que hizo falta.',
    author: 'Julieta',
  },
  {
    session: 'Sesión de bebés en casa',
    quote: 'Hizo fotos en nuestra casa, con nuestro caos de todos los días.',
    quote2: 'Y salieron las fotos más lindas que tenemos de nuestra hija.',
    author: 'Martín',
  },
  {
    session: 'Sesión de primer año',
    quote: 'Logró que mi hijo se riera toda la sesión.',
    quote2: 'Es el recuerdo más lindo de su primer año.',
    author: 'Lucía',
  },
  {
    session: 'Sesión para emprendedoras',
    quote: 'Entendió mi marca antes de que yo supiera explicarla.',
    quote2: 'Hoy uso sus fotos en mi web y en cada posteo.',
    author: 'Florencia',
  },
]
