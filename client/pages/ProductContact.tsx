import { styled } from 'goober'
import { useParams } from 'wouter'
import { products } from '../../shared/content/products'
import { paths, type routePatterns } from '../../shared/routes'
import { formColumns, Inner, Section } from '../components/layout'
import { ReactIsland } from '../islands/Island'
import { Lead, PageOpening } from '../components/media/PageOpening'
import { ProductNotFound } from '../components/shop/ProductNotFound'
import { TextLink } from '../components/typography'

// The form on the grid's middle columns, like /contact's.
const Column = styled('div')`
  ${formColumns}
`

/** A product enquiry: the product's photo and name open it, as on its own page; then the form. */
export default function ProductContact() {
  const { productId } = useParams<typeof routePatterns.productContact>()
  const product = products.find((p) => p.hash === productId)
  if (!product) return <ProductNotFound />
  return (
    <>
      <PageOpening
        titleId="consulta-titulo"
        image={product.image}
        phoneImage={product.image}
        kicker="Tienda"
        title="¡Envianos tu consulta acerca de este producto!"
      >
        <Lead>{product.title}</Lead>
        <TextLink href={paths.product(product.hash)} style={{ marginTop: 32 }}>
          VOLVER AL PRODUCTO
        </TextLink>
      </PageOpening>
      <Section style={{ paddingTop: 0 }}>
        <Inner>
          <Column>
            <ReactIsland
              name="productForm"
              when="visible"
              props={{ productId: product.hash, productTitle: product.title }}
            />
          </Column>
        </Inner>
      </Section>
    </>
  )
}
