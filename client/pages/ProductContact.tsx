import { styled } from 'goober'
import { useParams } from 'wouter'
import { products } from '../../shared/content/products'
import { breakpoints, fonts, palette, upTo } from '../../shared/design'
import { paths, type routePatterns } from '../../shared/routes'
import { Inner, Section, splitColumns } from '../components/layout'
import { ReactIsland } from '../islands/Island'
import { Picture } from '../components/media/Picture'
import { ProductNotFound } from '../components/shop/ProductNotFound'
import { Kicker, PageTitle, TextLink } from '../components/typography'

const Grid = styled('div')`
  ${splitColumns('narrow', 'second', upTo(breakpoints.gallery))}
  align-items: start;
  .frame {
    background: ${palette.orchid};
  }
  img {
    width: 100%;
    height: auto;
  }
  .product {
    margin: 16px 0 48px;
    font-family: ${fonts.serif};
    font-weight: 300;
    font-size: clamp(1.375rem, 2vw, 1.75rem);
  }
  ${upTo(breakpoints.gallery)} {
    .frame {
      max-width: 420px;
    }
  }
`

export default function ProductContact() {
  const { productId } = useParams<typeof routePatterns.productContact>()
  const product = products.find((p) => p.hash === productId)
  if (!product) return <ProductNotFound />
  return (
    <Section>
      <Inner>
        <TextLink href={paths.product(product.hash)} style={{ marginBottom: 40 }}>
          VOLVER AL PRODUCTO
        </TextLink>
        <Grid>
          <div className="frame">
            <Picture image={product.image} sizes="(max-width: 992px) 420px, 35vw" priority />
          </div>
          <div>
            <Kicker>Tienda</Kicker>
            <PageTitle>¡Envianos tu consulta acerca de este producto!</PageTitle>
            <p className="product">{product.title}</p>
            <ReactIsland
              name="productForm"
              when="visible"
              props={{ productId: product.hash, productTitle: product.title }}
            />
          </div>
        </Grid>
      </Inner>
    </Section>
  )
}
