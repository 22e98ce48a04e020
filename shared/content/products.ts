/** Shop products. */
import { whatsappLink } from '../whatsapp'
import type { Product } from './schema/pages'

export type { Product }

/**
 * PLACEHOLDER: the external purchase link ("QUIERO COMPRAR") is unknown. Until the
 * real checkout links exist it opens a WhatsApp chat asking to buy the product;
 * replace it with each product's checkout link before going live.
 */
const purchaseLinkPlaceholder = (title: string): string =>
  whatsappLink(`¡Hola! Vi tu tienda y quiero comprar "${title}".`)

const giftSection: Product['individualPage']['giftSection'] = {
  title: 'Un regalo para toda la vida',
  paragraphs: [
    '¿Buscás un regalo especial para una familia que está esperando o que acaba de recibir a su bebé?',
    'Escribime y pensamos juntos el regalo: un producto de la tienda, una sesión de fotos o las dos cosas.',
  ],
  // The route is spelled here because routes.ts imports this module (paths would be a cycle);
  // the content schema checks it equals paths.contact.
  button: { text: 'QUIERO SABER MÁS', route: '/contact' },
}

const bookDescription =
  'Un diario de recuerdos para el primer año de tu bebé: un lugar para escribir y guardar fotos de sus primeras veces, mes a mes, y tenerlas juntas para siempre.'

const bookCharacteristics = [
  'Tapa dura forrada en tela tipo lienzo.',
  '88 páginas.',
  'Medidas: 22,5 x 30 cm.',
  'Diario de recuerdos del primer año del recién nacido.',
]

/** Unfinished products (all but the book): the book's detail text, placeholder characteristics. */
const placeholderPage = (title: string): Product['individualPage'] => ({
  title,
  description: bookDescription,
  characteristics: ['Característica de prueba 1.', 'Característica de prueba 2.'],
  wpLink: purchaseLinkPlaceholder(title),
  giftSection,
})

export const products: readonly Product[] = [
  {
    id: 1,
    title: 'Había una vez tu propia historia',
    description: 'Libro',
    hash: 'libro',
    image: 'product-libro',
    individualPage: {
      title: 'Había una vez tu propia historia',
      description: bookDescription,
      characteristics: bookCharacteristics,
      wpLink: purchaseLinkPlaceholder('Había una vez tu propia historia'),
      giftSection,
    },
  },
  {
    id: 2,
    title: 'Pack de 5 presets Lightroom',
    description: 'Blanco y negro',
    hash: 'presets',
    image: 'product-presets',
    individualPage: placeholderPage('Pack de 5 presets Lightroom'),
  },
  {
    id: 3,
    title: 'Box regalo + libro',
    description: '',
    hash: 'box',
    image: 'product-box',
    individualPage: placeholderPage('Box regalo + libro'),
  },
  {
    id: 4,
    title: 'Título 4',
    description: '',
    hash: 'prod4',
    image: 'product-prod4',
    individualPage: placeholderPage('Título 4'),
  },
  {
    id: 5,
    title: 'Título 5',
    description: '',
    hash: 'prod5',
    image: 'product-prod5',
    individualPage: placeholderPage('Título 5'),
  },
  {
    id: 6,
    title: 'Título 6',
    description: '',
    hash: 'prod6',
    image: 'product-prod6',
    individualPage: placeholderPage('Título 6'),
  },
]
