import { products, shopOpeningImage } from '../../shared/content/products'
import { FirstYearMarquee } from '../components/banners/FirstYearMarquee'
import { GiftBanner } from '../components/banners/GiftBanner'
import { Inner, Section } from '../components/layout'
import { CardGrid, ProductCard } from '../components/shop/ProductCard'
import { PageOpening } from '../components/media/PageOpening'
import type { PageHead } from '../../shared/site/head'

export default function Shop() {
  return (
    <>
      <PageOpening
        titleId="tienda-titulo"
        image={shopOpeningImage}
        kicker="Tienda"
        title="Productos"
      />
      {/* The cards' titles are item titles (h3), under one section title read aloud. */}
      <Section style={{ paddingTop: 0 }} aria-labelledby="productos-lista">
        <Inner>
          <h2 id="productos-lista" className="visually-hidden">
            Productos a la venta
          </h2>
          <CardGrid>
            {products.map((p) => (
              <ProductCard key={p.hash} product={p} />
            ))}
          </CardGrid>
        </Inner>
      </Section>
      <FirstYearMarquee />
      <GiftBanner buttonText="CONOCE LOS SERVICIOS" />
    </>
  )
}

export const head: PageHead<'shop'> = () => ({
  title: 'Tienda',
  description: 'Libros de recuerdos, presets y regalos para guardar tus historias en fotos.',
})
