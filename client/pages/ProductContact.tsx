import { styled } from 'goober'
import { useParams } from 'wouter'
import { products } from '../../shared/content/products'
import { palette } from '../../shared/site/design'
import { paths, type RoutePattern } from '../../shared/site/routes'
import { formColumns, Inner, Section } from '../components/layout'
import { ReactIsland } from '../islands/Island'
import { Picture } from '../components/media/Picture'
import { productPhotoRatio } from '../components/shop/ProductCard'
import { ProductNotFound } from '../components/shop/ProductNotFound'
import { Kicker, PageTitle, TextLink, lightSerif } from '../components/typography'
import { breadcrumbs, homeCrumb, type PageHead } from '../../shared/site/head'

/** The product's photo beside its name, small: the form is what the page is for. */
const thumbWidth = 96

// The form on the grid's middle columns, like /contact's; the title and the product above it.
const Column = styled('div')`
  ${formColumns}
  .product {
    display: flex;
    align-items: center;
    gap: 20px;
    margin: 24px 0 48px;
    padding: 16px 0;
    border-top: 1px solid ${palette.orchid};
    border-bottom: 1px solid ${palette.orchid};
    ${lightSerif('clamp(1.375rem, 2vw, 1.75rem)', 1.2)}
  }
  .frame {
    flex: none;
    width: ${thumbWidth}px;
    aspect-ratio: ${productPhotoRatio};
    background: ${palette.orchid};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

export default function ProductContact() {
  const { productId } = useParams<RoutePattern<'productContact'>>()
  const product = products.find((p) => p.hash === productId)
  if (!product) return <ProductNotFound />
  return (
    <Section>
      <Inner>
        <Column>
          <TextLink href={paths.product(product.hash)} style={{ marginBottom: 40 }}>
            VOLVER AL PRODUCTO
          </TextLink>
          <Kicker>Tienda</Kicker>
          <PageTitle>¡Envianos tu consulta acerca de este producto!</PageTitle>
          <p className="product">
            <span className="frame">
              <Picture image={product.image} sizes={`${thumbWidth}px`} priority />
            </span>
            {product.title}
          </p>
          <ReactIsland
            name="productForm"
            when="visible"
            props={{ productId: product.hash, productTitle: product.title }}
          />
        </Column>
      </Inner>
    </Section>
  )
}

export const head: PageHead<'productContact'> = ({ params, path, origin }) => {
  const name = products.find((p) => p.hash === params.productId)?.title ?? 'Producto'
  return {
    title: `Consultá por ${name}`,
    description: `Envianos tu consulta sobre ${name} y te respondo con toda la información.`,
    jsonLd: [breadcrumbs(origin, [homeCrumb, ['Tienda', paths.shop], [name, path]])],
  }
}
