/**
 * Home content, in voseo. Some headings and buttons are fixed wording the tests
 * check (docs/CONTENT.md): change them only on purpose.
 */
import { paths } from '../routes'
import type { HomeServiceCard } from './schema/home'

export const homeContent = {
  hero: [
    {
      kicker: 'Fotografía emocional',
      headline: 'Capturando la esencia de la vida en cada imagen',
      image: 'home-hero-family',
      // At 720px or narrower slide 1 shows a portrait crop, a separate image.
      narrowImage: 'home-hero-family-narrow',
    },
    {
      kicker: 'Fotografía para marcas',
      headline: 'Cada marca es única y tiene una historia que contar',
      image: 'home-hero-brand',
    },
  ],
  intro: {
    kicker: 'Hola, qué lindo que estés acá',
    title: 'Fotos para volver a sentir lo que viviste',
    paragraphs: [
      'Soy fotógrafa desde 2012 y retrato familias desde 2014. Acompaño embarazos, recién nacidos, bebés y primeros años, y también a marcas y emprendedores que quieren mostrar quiénes son.',
      'Trabajo con calma, en mi estudio de Canning o en tu casa, para que te sientas cómodo y las fotos cuenten lo que de verdad pasa: las miradas, los abrazos, las risas.',
    ],
    cta: 'Conocé más sobre mí',
  },
  services: { title: 'ME ENCANTA CAPTURAR EN FOTOS' },
  agendaMarquee: 'Agenda abierta 2025 - Reserva tu sesión.',
  story: {
    title: 'Todos tenemos una historia que contar...',
    paragraphs: [
      'La de tu familia se escribe todos los días, en gestos que a veces pasan sin que nos demos cuenta. La de tu marca, en cada cosa que hacés con tus manos.',
      'Mi trabajo es detenerme en esos momentos y guardarlos en imágenes que vas a querer mirar una y otra vez.',
    ],
    cta: 'RESERVA ACÁ',
    image: 'home-story',
  },
  gallery: [
    'home-gallery-1',
    'home-gallery-2',
    'home-gallery-3',
    'home-gallery-4',
    'home-gallery-5',
    'home-gallery-6',
    'home-gallery-7',
    'home-gallery-8',
    'home-gallery-9',
  ],
  testimonialsTitle: 'Kind Words',
  philosophy: {
    title: 'Mi Filosofía',
    lines: [
      'Cuento historias a través de la fotografía.',
      'Retrato a emprendedores, familias y el contenido de sus marcas.',
      'Busco momentos genuinos y espontáneos, no poses.',
    ],
    cta: 'Conoce más',
    image: 'home-philosophy',
    // Below 810px the section shows a vertical crop, a separate image.
    narrowImage: 'home-philosophy-narrow',
  },
  workTogether: {
    title: '¡TRABAJEMOS JUNTOS!',
    text: 'Contame qué te gustaría guardar en fotos y armamos juntos tu sesión.',
    cta: 'QUIERO MI LUGAR',
  },
  firstYear: {
    items: ['Sesión Primer Año', 'Celebrá su primer año en fotos'],
  },
  gift: {
    title: 'Regala recuerdos',
    text: '¿Buscás un regalo especial? Los recuerdos en fotos son de esos regalos que se guardan para siempre. Mirá los servicios y elegí el indicado.',
    defaultButton: 'CONOCÉ LOS SERVICIOS',
    image: 'gift-banner',
  },
} as const

/** The three cards of 'ME ENCANTA CAPTURAR EN FOTOS'. */
export const homeServiceCards: readonly HomeServiceCard[] = [
  {
    id: 1,
    title: 'Familia & Maternidad',
    description:
      'Embarazo, bebés y primer año: las etapas que pasan rápido, guardadas para siempre.',
    link: paths.families(),
    image: 'home-service-families',
  },
  {
    id: 2,
    title: 'Recién Nacidos',
    description: 'Los primeros días de tu bebé, con calma y a su ritmo, en el estudio o en casa.',
    link: paths.newbornsAlias,
    image: 'home-service-newborns',
  },
  {
    id: 3,
    title: 'Marcas & Emprendedores',
    description: 'Imágenes que cuentan la historia de tu marca y muestran a quienes están detrás.',
    link: paths.brands,
    image: 'home-service-brands',
  },
]
