/** Shop products (spec section 3, "Shop product"). */

export interface Product {
  hash: string
  title: string
}

export const products: readonly Product[] = [
  { hash: 'libro', title: 'Había una vez tu propia historia' },
  { hash: 'presets', title: 'Pack de 5 presets Lightroom' },
  { hash: 'box', title: 'Box regalo + libro' },
  { hash: 'prod4', title: 'Título 4' },
  { hash: 'prod5', title: 'Título 5' },
  { hash: 'prod6', title: 'Título 6' },
]
