import { styled } from 'goober'
import type { Product } from '../../../shared/content/products'
import { breakpoints, fonts, layout, palette, under } from '../../../shared/design'
import { paths } from '../../../shared/routes'
import { contentSizes } from '../layout'
import { Picture } from '../media/Picture'
import { ButtonLink, SectionTitle } from '../typography'
import { photoFill, photoFrame } from '../../styles/photoFrame'

/**
 * The whole card (photo, title, description and button) measures 450x500, and
 * 420x450 under 1750px; on screens too narrow for 420px it keeps the 420x450 shape.
 */
export const cardSize = { wide: { w: 450, h: 500 }, narrow: { w: 420, h: 450 } } as const

/**
 * The cards from the page's left edge, like the heading above them, to its right
 * edge: the cards keep their size and the row shares what is left between them.
 */
export const CardGrid = styled('ul')`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, ${cardSize.wide.w}px);
  justify-content: space-between;
  gap: 64px 40px;
  ${under(breakpoints.shopCard)} {
    grid-template-columns: repeat(auto-fill, ${cardSize.narrow.w}px);
  }
  ${under(cardSize.narrow.w + 2 * layout.sidePadding.medium)} {
    grid-template-columns: minmax(0, ${cardSize.narrow.w}px);
  }
`

const Card = styled('li')`
  display: flex;
  flex-direction: column;
  height: ${cardSize.wide.h}px;
  /* The photo takes the height the text leaves. */
  .frame {
    flex: 1 1 0;
    min-height: 0;
    ${photoFrame}
  }
  img {
    ${photoFill}
  }
  h2 {
    margin-top: 20px;
  }
  .description {
    margin-top: 4px;
    color: ${palette.roseDeep};
    font-family: ${fonts.sans};
  }
  .cta {
    margin-top: 16px;
  }
  ${under(breakpoints.shopCard)} {
    height: ${cardSize.narrow.h}px;
  }
  ${under(cardSize.narrow.w + 2 * layout.sidePadding.medium)} {
    height: auto;
    aspect-ratio: ${cardSize.narrow.w} / ${cardSize.narrow.h};
  }
`

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
        <Picture
          image={product.image}
          sizes={contentSizes(
            cardSize.narrow.w + 2 * layout.sidePadding.narrow,
            `(max-width: ${breakpoints.shopCard}px) ${cardSize.narrow.w}px, ${cardSize.wide.w}px`,
          )}
          priority={priority}
        />
      </div>
      <SectionTitle id={titleId}>{product.title}</SectionTitle>
      {/* Without a description the photo takes its line: the card keeps its size. */}
      {product.description ? <p className="description">{product.description}</p> : null}
      <div className="cta">
        <ButtonLink href={paths.product(product.hash)} aria-describedby={titleId}>
          VER PRODUCTO
        </ButtonLink>
      </div>
    </Card>
  )
}
