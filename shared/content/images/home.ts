import { defineImages } from './types'

/**
 * Photographs of the home, about and studio pages. Keys are kebab-case and unique
 * across all registries. Alt text describes the photograph each one stands for.
 */
export const homeImages = defineImages({
  // Home: hero
  'home-hero-family': {
    alt: 'Una mamá y un papá abrazan a su bebé junto a una ventana, con luz cálida de tarde',
    width: 2400,
    height: 1600,
    subject: 'family',
  },
  'home-hero-family-narrow': {
    alt: 'Una mamá sostiene a su bebé contra el pecho y lo mira de cerca, con luz suave de ventana',
    width: 1200,
    height: 1800,
    subject: 'baby',
  },
  'home-hero-brand': {
    alt: 'Una emprendedora acomoda sus productos artesanales sobre una mesa de madera en su taller',
    width: 2400,
    height: 1600,
    subject: 'brand',
  },
  // Home: intro and services strip
  'home-intro-portrait': {
    alt: 'Retrato de la fotógrafa sonriendo con su cámara en el estudio',
    width: 1600,
    height: 2000,
    subject: 'portrait',
  },
  'home-service-families': {
    alt: 'Una pareja espera a su bebé: él apoya las manos sobre la panza de ella',
    width: 1600,
    height: 2000,
    subject: 'pregnancy',
  },
  'home-service-newborns': {
    alt: 'Un recién nacido duerme envuelto en una manta de hilo color crema',
    width: 1600,
    height: 2000,
    subject: 'newborn',
  },
  'home-service-brands': {
    alt: 'Manos de una emprendedora envolviendo un pedido con papel y cordel',
    width: 1600,
    height: 2000,
    subject: 'brand',
  },
  // Home: story block
  'home-story': {
    alt: 'Dos hermanos se ríen tirados en la cama con sus papás, en una sesión en casa',
    width: 2400,
    height: 1600,
    subject: 'family',
  },
  // Home: gallery of 9
  'home-gallery-1': {
    alt: 'Manito de un bebé aferrada al dedo de su mamá',
    width: 1600,
    height: 2000,
    subject: 'detail',
  },
  'home-gallery-2': {
    alt: 'Una embarazada de perfil acaricia su panza junto a una cortina blanca',
    width: 1600,
    height: 2000,
    subject: 'pregnancy',
  },
  'home-gallery-3': {
    alt: 'Un papá levanta en brazos a su hija que festeja su primer año',
    width: 1600,
    height: 2000,
    subject: 'firstYear',
  },
  'home-gallery-4': {
    alt: 'Un bebé de pocos meses boca abajo sobre una manta, mirando a cámara',
    width: 1600,
    height: 2000,
    subject: 'baby',
  },
  'home-gallery-5': {
    alt: 'Retrato de una emprendedora en su local, apoyada en el mostrador',
    width: 1600,
    height: 2000,
    subject: 'brand',
  },
  'home-gallery-6': {
    alt: 'Una familia camina de la mano por un parque al atardecer',
    width: 1600,
    height: 2000,
    subject: 'family',
  },
  'home-gallery-7': {
    alt: 'Pies de un recién nacido sobre las manos de su papá',
    width: 1600,
    height: 2000,
    subject: 'newborn',
  },
  'home-gallery-8': {
    alt: 'Una nena de un año sentada en el piso del estudio con una torta pequeña',
    width: 1600,
    height: 2000,
    subject: 'firstYear',
  },
  'home-gallery-9': {
    alt: 'Detalle de productos de una marca de cerámica sobre lino claro',
    width: 1600,
    height: 2000,
    subject: 'detail',
  },
  // Home: philosophy
  'home-philosophy': {
    alt: 'Una mamá le da un beso en la frente a su hijo mientras él se ríe',
    width: 2400,
    height: 1600,
    subject: 'family',
  },
  'home-philosophy-narrow': {
    alt: 'Una mamá besa la frente de su hijo, retrato vertical con luz de ventana',
    width: 1200,
    height: 1600,
    subject: 'family',
  },
  // Gift banner ('Regala recuerdos'), also placed by the shop
  'gift-banner': {
    alt: 'Un libro de fotos abierto sobre una mesa, con una cinta de regalo al costado',
    width: 1600,
    height: 2000,
    subject: 'detail',
  },
  // About
  'about-hero': {
    alt: 'La fotógrafa mira por el visor de su cámara junto a la ventana del estudio',
    width: 2400,
    height: 1600,
    subject: 'portrait',
  },
  'about-story': {
    alt: 'La fotógrafa embarazada, de perfil, con su cámara colgada al hombro',
    width: 1600,
    height: 2000,
    subject: 'pregnancy',
  },
  'about-second-story': {
    alt: 'La fotógrafa abraza a su hija pequeña en el jardín',
    width: 2400,
    height: 1600,
    subject: 'family',
  },
  // Studio
  'studio-hero': {
    alt: 'El estudio vacío: paredes claras, piso de madera y un gran ventanal con luz natural',
    width: 1600,
    height: 2000,
    subject: 'studio',
  },
  'studio-space': {
    alt: 'Rincón del estudio con fondo de papel, una banqueta y la luz del ventanal',
    width: 1600,
    height: 2000,
    subject: 'studio',
  },
})
