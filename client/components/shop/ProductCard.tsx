import { styled } from 'goober'
import type { Product } from '../../../shared/content/products'
import { breakpoints, fonts, palette } from '../../../shared/design'
import { paths } from '../../../shared/routes'
import { cardRows, contentSizes } from '../layout'
import { Picture } from '../media/Picture'
import { ButtonLink, ItemTitle } from '../typography'
import { photoFill, photoFrame } from '../../styles/photoFrame'

/** Every card's photo has one shape, the products' own (9:10): rows line up, nothing cropped. */
export const productPhotoRatio = '9 / 10'

/** The cards on the page grid: three a row on wide screens, two on a tablet, one on a phone. */
export const CardGrid = styled('ul')`
  list-style: none;
  padding: 0;
  ${cardRows}
`

// Photo, title, description, then the button at the card's foot, so the buttons of a row line up.
const Card = styled('li')`
  display: flex;
  flex-direction: column;
  .frame {
    aspect-ratio: ${productPhotoRatio};
    ${photoFrame}
  }
  img {
    ${photoFill}
  }
  h3 {
    margin-top: 20px;
  }
  .description {
    margin-top: 4px;
    color: ${palette.roseDeep};
    font-family: ${fonts.sans};
  }
  .cta {
    margin-top: auto;
    padding-top: 20px;
  }
`

/** The photo's drawn width: the content column on a phone, half of it on a tablet, a third beyond. */
const cardSizes = contentSizes(
  breakpoints.headerNarrow,
  `(max-width: ${breakpoints.gallery - 0.02}px) 45vw, (min-width: 1640px) 454px, 28vw`,
)

export function ProductCard({
  product,
  priority = false,
}: {
  product: Product
  priority?: boolean
}) {
  const titleId = `producto-${product.hash}`
  return (
    <Card aria-labelledby={titleId}>
      <div className="frame" data-testid="product-image">
        <Picture image={product.image} sizes={cardSizes} priority={priority} />
      </div>
      <ItemTitle id={titleId}>{product.title}</ItemTitle>
      {product.description ? <p className="description">{product.description}</p> : null}
      <div className="cta">
        <ButtonLink href={paths.product(product.hash)} aria-describedby={titleId}>
          VER PRODUCTO
        </ButtonLink>
      </div>
    </Card>
  )
}
