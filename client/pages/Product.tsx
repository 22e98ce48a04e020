import { styled } from 'goober'
import { useParams } from 'wouter'
import { products } from '../../shared/content/products'
import { breakpoints, upTo } from '../../shared/site/design'
import { paths, type RoutePattern } from '../../shared/site/routes'
import { Inner, Section, splitColumns } from '../components/layout'
import { PageOpening } from '../components/media/PageOpening'
import { listItemsOf, paragraphsOf } from '../components/Prose'
import { ProductNotFound } from '../components/shop/ProductNotFound'
import { ButtonLink, ExternalButton, SectionTitle, TextLink } from '../components/typography'
import type { Product as ProductData, WithContext } from 'schema-dts'
import { breadcrumbs, homeCrumb, type PageHead } from '../../shared/site/head'
import { owner } from '../../shared/content/owner'
import { ruledList } from '../styles/ruledList'

// Under the opening: what it is and how to buy it, beside what it includes.
const Details = styled('div')`
  ${splitColumns('wide', 'first', upTo(breakpoints.gallery))}
  align-items: start;
  margin-top: 24px;
  .description {
    max-width: 60ch;
    font-size: 1.125rem;
  }
  h2 {
    margin: 0 0 16px;
  }
  ul {
    ${ruledList('12px 0')}
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
    margin-top: 40px;
  }
  .back {
    margin-top: 40px;
  }
`

const Gift = styled('div')`
  max-width: 60ch;
  margin: 0 auto;
  text-align: center;
  p {
    margin-top: 16px;
  }
  p:last-of-type {
    margin-bottom: 40px;
  }
`

export default function Product() {
  const { productId } = useParams<RoutePattern<'product'>>()
  const product = products.find((p) => p.hash === productId)
  if (!product) return <ProductNotFound />
  const page = product.individualPage
  return (
    <>
      <PageOpening
        titleId="producto-titulo"
        image={product.image}
        phoneImage={product.image}
        kicker={product.description || 'Tienda'}
        title={page.title}
      >
        <Details>
          <div>
            <p className="description">{page.description}</p>
            <div className="actions">
              <ExternalButton $solid href={page.wpLink} target="_blank" rel="noopener noreferrer">
                QUIERO COMPRAR
              </ExternalButton>
              <ButtonLink href={paths.productContact(product.hash)}>CONSULTAR</ButtonLink>
            </div>
            <p className="back">
              <TextLink href={paths.shop}>VOLVER A LA TIENDA</TextLink>
            </p>
          </div>
          <div>
            <SectionTitle>Características</SectionTitle>
            <ul>{listItemsOf(page.characteristics)}</ul>
          </div>
        </Details>
      </PageOpening>
      <Section $tone="lush" aria-labelledby="regalo">
        <Inner>
          <Gift>
            <SectionTitle id="regalo">{page.giftSection.title}</SectionTitle>
            {paragraphsOf(page.giftSection.paragraphs)}
            <ButtonLink href={page.giftSection.button.route}>
              {page.giftSection.button.text}
            </ButtonLink>
          </Gift>
        </Inner>
      </Section>
    </>
  )
}

export const head: PageHead<'product'> = ({ params, path, origin }) => {
  const name = products.find((p) => p.hash === params.productId)?.title ?? 'Producto'
  return {
    title: name,
    description: `${name}: detalles, características y cómo comprarlo.`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        url: `${origin}${path}`,
        brand: { '@type': 'Brand', name: owner.brand },
      } satisfies WithContext<ProductData>,
      breadcrumbs(origin, [homeCrumb, ['Tienda', paths.shop], [name, path]]),
    ],
  }
}
