import { portfolioLabels, works, type PortfolioSection } from '../shared/content/portfolio'
import { products } from '../shared/content/products'
import { owner } from '../shared/owner'
import { resolvePath } from '../shared/routes'

const titles: Record<string, string> = {
  home: 'Fotografía emocional de familias y marcas en Canning',
  about: 'Sobre mí',
  studio: 'Alquiler del estudio',
  services: 'Servicios',
  faqs: 'Preguntas frecuentes',
  contact: 'Contacto',
  shop: 'Tienda',
}

/** The document title of a path; detail pages name what they show. */
export function titleFor(path: string): string {
  const r = resolvePath(path)
  const [, a, b] = path.split('/')
  let title = 'Página no encontrada'
  if (r.kind === 'page') {
    if (r.route === 'portfolio') title = `Portfolio · ${portfolioLabels[b as PortfolioSection]}`
    else if (r.route === 'work') title = works.find((w) => String(w.id) === b)?.title ?? 'Portfolio'
    else if (r.route === 'product' || r.route === 'productContact')
      title = products.find((p) => p.hash === b)?.title ?? 'Tienda'
    else if (r.route === 'serviceDetail')
      title = b === 'brands' ? 'Fotografía para marcas' : 'Fotografía de familia'
    else title = titles[r.route] ?? owner.brand
  } else if (r.kind === 'notFound') {
    title = a === 'services' ? 'Servicio no encontrado' : 'Producto no encontrado'
  }
  return `${title} | ${owner.brand}`
}
