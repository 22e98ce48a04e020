import { styled } from 'goober'
import { Link } from 'wouter'
import type { ServiceContent } from '../../../shared/content/services'
import { breakpoints, easeOut, fonts, palette, upTo } from '../../../shared/design'
import { paths } from '../../../shared/routes'
import { Picture } from '../media/Picture'

const Grid = styled('ul')`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 32px;
  ${upTo(breakpoints.serviceMobileHero)} {
    grid-template-columns: 1fr;
  }
`

export const CardLink = styled(Link)`
  display: block;
  text-decoration: none;
  .frame {
    display: block;
    aspect-ratio: 4 / 5;
    overflow: hidden;
    background: ${palette.orchid};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 600ms ${easeOut};
  }
  &:hover img {
    transform: scale(1.02);
  }
  .label {
    display: block;
    margin-top: 16px;
    font-family: ${fonts.sans};
    font-size: 1rem;
    font-weight: 600;
    letter-spacing: 0.18em;
    font-variant-caps: all-small-caps;
    color: ${palette.roseDeep};
  }
  .title {
    display: block;
    margin-top: 4px;
    font-family: ${fonts.serif};
    font-weight: 300;
    font-size: clamp(1.5rem, 2.2vw, 2rem);
    line-height: 1.15;
  }
  &:hover .title,
  &:focus-visible .title {
    text-decoration: underline;
    text-underline-offset: 0.2em;
    text-decoration-thickness: 1px;
  }
`

/** The service page's two portfolio cards, each opening its session. */
export function PortfolioCards({ cards }: { cards: ServiceContent['portfolio'] }) {
  return (
    <Grid>
      {cards.map((card) => (
        <li key={card.work}>
          <CardLink href={paths.work(card.work)}>
            <span className="frame">
              <Picture image={card.image} sizes="(max-width: 720px) 100vw, 45vw" />
            </span>
            <span className="label">{card.filter}</span>
            <span className="title">{card.title}</span>
          </CardLink>
        </li>
      ))}
    </Grid>
  )
}
