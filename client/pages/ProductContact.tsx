import { useParams } from 'wouter'
import { products } from '../../shared/content/products'
import type { routePatterns } from '../../shared/routes'
import { ProductEnquiryForm } from '../components/forms/ProductEnquiryForm'
import { Inner, Section } from '../components/layout'
import { Kicker, PageTitle } from '../components/typography'
import { ProductNotFound } from './Product'

export default function ProductContact() {
  const { productId } = useParams<typeof routePatterns.productContact>()
  const product = products.find((p) => p.hash === productId)
  if (!product) return <ProductNotFound />
  return (
    <Section>
      <Inner>
        <PageTitle>¡Envianos tu consulta acerca de este producto!</PageTitle>
        <Kicker>{product.title}</Kicker>
        <ProductEnquiryForm productId={product.hash} />
      </Inner>
    </Section>
  )
}
