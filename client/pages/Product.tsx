import { useParams } from 'wouter'
import { products } from '../../shared/content/products'
import { paths, type routePatterns } from '../../shared/routes'
import { Inner, Section } from '../components/layout'
import { PageTitle, TextLink } from '../components/typography'

export function ProductNotFound() {
  return (
    <Section>
      <Inner>
        <PageTitle>Este producto no está disponible</PageTitle>
        <p style={{ margin: '24px 0' }}>
          Puede que el enlace esté mal escrito o que el producto ya no esté en la tienda.
        </p>
        <TextLink href={paths.shop}>[ VOLVER A LA TIENDA ]</TextLink>
      </Inner>
    </Section>
  )
}

export default function Product() {
  const { productId } = useParams<typeof routePatterns.product>()
  const product = products.find((p) => p.hash === productId)
  if (!product) return <ProductNotFound />
  return (
    <Section>
      <Inner>
        <PageTitle>{product.title}</PageTitle>
      </Inner>
    </Section>
  )
}
