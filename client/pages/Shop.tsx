import { products } from '../../shared/content/products'
import { FirstYearMarquee } from '../components/banners/FirstYearMarquee'
import { GiftBanner } from '../components/banners/GiftBanner'
import { Inner, Section } from '../components/layout'
import { CardGrid, ProductCard } from '../components/shop/ProductCard'
import { Kicker, PageTitle } from '../components/typography'

export default function Shop() {
  return (
    <>
      <Section>
        <Inner>
          <Kicker>Tienda</Kicker>
          <PageTitle style={{ marginBottom: 64 }}>Productos</PageTitle>
          <CardGrid>
            {products.map((p, i) => (
              <ProductCard key={p.hash} product={p} priority={i === 0} />
            ))}
          </CardGrid>
        </Inner>
      </Section>
      <FirstYearMarquee />
      <GiftBanner buttonText="CONOCE LOS SERVICIOS" />
    </>
  )
}
