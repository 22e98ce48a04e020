import { styled } from 'goober'
import type { ServiceContent } from '../../../shared/content/services'
import { breakpoints, upTo } from '../../../shared/site/design'
import { paths } from '../../../shared/site/routes'
import { contentSizesUpTo, halves } from '../layout'
import { WorkCard } from '../portfolio/WorkCard'

const Grid = styled('ul')`
  list-style: none;
  padding: 0;
  ${halves(upTo(breakpoints.serviceMobileHero))}
  row-gap: 32px;
`

/** The service page's two portfolio cards, each opening its session. */
export function PortfolioCards({ cards }: { cards: ServiceContent['portfolio'] }) {
  return (
    <Grid>
      {cards.map((card) => (
        <li key={card.work}>
          <WorkCard
            href={paths.work(card.work)}
            image={card.image}
            label={card.filter}
            title={card.title}
            sizes={contentSizesUpTo(breakpoints.serviceMobileHero, '45vw')}
          />
        </li>
      ))}
    </Grid>
  )
}
