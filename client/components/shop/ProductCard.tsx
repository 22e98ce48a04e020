import { styled } from 'goober'
import type { Product } from '../../../shared/content/products'
import { breakpoints, fonts, palette, under } from '../../../shared/site/design'
import { paths } from '../../../shared/site/routes'
import { cardRows } from '../layout'
import { Picture } from '../media/Picture'
import { buttonStyle, ItemTitle, thinUnderline } from '../typography'
import { zoomingFrame } from '../../styles/photoCard'
import { phoneSizes } from '../../styles/photoRhythm'

/** Every card's photo has one shape, the products' own (9:10): rows line up, nothing cropped. */
export const productPhotoRatio = '9 / 10'

/**
 * The cards on the page grid: three a row on wide screens, two on a tablet, and two on a
 * phone too, where a product's photo is small enough to sit beside another.
 */
export const CardGrid = styled('ul')`
  list-style: none;
  padding: 0;
  ${cardRows}
  /* Two columns with the grid's gutter: the page grid's halves, as a list of its own. */
  ${under(breakpoints.headerNarrow)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > * {
      grid-column: auto;
    }
  }
`

// The whole card is its one link: photo, title, description, then (from a tablet up) the
// button's look at the card's foot, so the buttons of a row line up. On a phone the
// button goes: two cards a row leave no room for it, and the card itself is the target.
const Card = styled('li')`
  display: flex;
  > a {
    flex: 1;
    display: flex;
    flex-direction: column;
    text-decoration: none;
  }
  ${zoomingFrame(productPhotoRatio, 'a')}
  h3 {
    margin-top: 20px;
  }
  a:hover h3,
  a:focus-visible h3 {
    ${thinUnderline('0.2em')}
  }
  .description {
    display: block;
    margin-top: 4px;
    color: ${palette.roseDeep};
    font-family: ${fonts.sans};
  }
  .cta {
    margin-top: auto;
    padding-top: 20px;
  }
  .cta > span {
    ${buttonStyle()}
  }
  a:hover .cta > span {
    background: ${palette.grafito};
    color: ${palette.white};
  }
  ${under(breakpoints.headerNarrow)} {
    h3 {
      margin-top: 12px;
    }
    .description {
      font-size: 0.9375rem;
    }
    .cta {
      display: none;
    }
  }
`

/** The photo's drawn width: half the content column on a phone and a tablet, a third beyond. */
const cardSizes = [
  phoneSizes.pair,
  `(max-width: ${breakpoints.gallery - 0.02}px) 45vw`,
  '(min-width: 1640px) 454px',
  '28vw',
].join(', ')

export function ProductCard({
  product,
  priority = false,
}: {
  product: Product
  priority?: boolean
}) {
  const titleId = `producto-${product.hash}`
  const ctaId = `${titleId}-ver`
  const descriptionId = `${titleId}-tipo`
  return (
    <Card aria-labelledby={titleId}>
      {/*
       * Named by the words it shows, in their order, not by the photo's description too;
       * a space between them, so that their text read whole keeps them apart.
       */}
      <a
        href={paths.product(product.hash)}
        aria-labelledby={[titleId, product.description ? descriptionId : '', ctaId]
          .filter(Boolean)
          .join(' ')}
      >
        <span className="frame" data-testid="product-image">
          <Picture image={product.image} sizes={cardSizes} priority={priority} />
        </span>
        <ItemTitle id={titleId}>{product.title}</ItemTitle>{' '}
        {product.description ? (
          <span className="description" id={descriptionId}>
            {product.description}
          </span>
        ) : null}{' '}
        <span className="cta">
          <span id={ctaId}>VER PRODUCTO</span>
        </span>
      </a>
    </Card>
  )
}
