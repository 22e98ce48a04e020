import { styled } from 'goober'
import { useParams } from 'wouter'
import { products } from '../../shared/content/products'
import { breakpoints, palette, upTo } from '../../shared/design'
import { paths, type routePatterns } from '../../shared/routes'
import { contentSizes, Inner, photoBeside, Section } from '../components/layout'
import { Picture } from '../components/media/Picture'
import { ProductNotFound } from '../components/shop/ProductNotFound'
import {
  ButtonLink,
  ExternalButton,
  Kicker,
  PageTitle,
  SectionTitle,
  TextLink,
} from '../components/typography'

const Grid = styled('div')`
  ${photoBeside('first', upTo(breakpoints.gallery))}
  align-items: start;
  .frame {
    background: ${palette.orchid};
  }
  img {
    width: 100%;
    height: auto;
  }
  .description {
    margin-top: 24px;
    max-width: 60ch;
    font-size: 1.125rem;
  }
  h2 {
    margin: 48px 0 16px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    border-top: 1px solid ${palette.orchid};
  }
  li {
    padding: 12px 0;
    border-bottom: 1px solid ${palette.orchid};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
    margin-top: 48px;
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
  const { productId } = useParams<typeof routePatterns.product>()
  const product = products.find((p) => p.hash === productId)
  if (!product) return <ProductNotFound />
  const page = product.individualPage
  return (
    <>
      <Section>
        <Inner>
          <TextLink href={paths.shop} style={{ marginBottom: 40 }}>
            VOLVER A LA TIENDA
          </TextLink>
          <Grid>
            <div className="frame">
              <Picture image={product.image} sizes={contentSizes(992, '50vw')} priority />
            </div>
            <div>
              {product.description ? <Kicker>{product.description}</Kicker> : null}
              <PageTitle>{page.title}</PageTitle>
              <p className="description">{page.description}</p>
              <SectionTitle>Características</SectionTitle>
              <ul>
                {page.characteristics.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
              <div className="actions">
                <ExternalButton $solid href={page.wpLink} target="_blank" rel="noopener noreferrer">
                  QUIERO COMPRAR
                </ExternalButton>
                <ButtonLink href={paths.productContact(product.hash)}>CONSULTAR</ButtonLink>
              </div>
            </div>
          </Grid>
        </Inner>
      </Section>
      <Section $tone="lush" aria-labelledby="regalo">
        <Inner>
          <Gift>
            <SectionTitle id="regalo">{page.giftSection.title}</SectionTitle>
            {page.giftSection.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <ButtonLink href={page.giftSection.button.route}>
              {page.giftSection.button.text}
            </ButtonLink>
          </Gift>
        </Inner>
      </Section>
    </>
  )
}
