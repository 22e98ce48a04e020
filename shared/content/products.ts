/** Shop products, from content/products.json. */
import productsData from '../../content/products.json' with { type: 'json' }
import { whatsappHref } from '../site/whatsapp'
import type { ProductsFile } from './schema/pages'

/** The photo the shop opens with (its phone crop is '<key>-mobile'). */
export const shopOpeningImage: string = (productsData as ProductsFile).openingImage

/** A product as the shop and its page show it. */
export interface Product {
  id: number
  title: string
  /** The card's line under the title ('' for none). */
  description: string
  /** Its page's address, /shop/<hash>. */
  hash: string
  image: string
  individualPage: {
    title: string
    description: string
    characteristics: string[]
    /** "QUIERO COMPRAR": her checkout link, or a WhatsApp chat asking to buy. */
    wpLink: string
    giftSection: { title: string; paragraphs: string[]; button: { text: string; route: string } }
  }
}

/**
 * The purchase link ("QUIERO COMPRAR") of a product whose page has no checkout link
 * (`purchaseLink`) yet: a WhatsApp chat asking to buy it.
 */
const purchaseLinkPlaceholder = (id: number, title: string): string =>
  // The product page's path, spelled here for the same reason as the gift section's route.
  whatsappHref(`/shop/${id}`, `¡Hola! Vi tu tienda y quiero comprar “${title}”.`)

/** Typed by its schema, which the build has parsed it with (files.ts). */
const data = productsData as ProductsFile

const giftSection: Product['individualPage']['giftSection'] = {
  ...data.giftSection,
  // Spelled here, not paths.contact: routes.ts imports this module.
  button: { text: 'QUIERO SABER MÁS', route: '/contact' },
}

/** The shop's products (content/products.json), each with its own page. */
export const products: readonly Product[] = data.products.map(({ page, ...product }) => ({
  ...product,
  description: product.description ?? '',
  individualPage: {
    title: product.title,
    description: page.description,
    characteristics: page.characteristics,
    wpLink: page.purchaseLink ?? purchaseLinkPlaceholder(product.id, product.title),
    giftSection,
  },
}))
