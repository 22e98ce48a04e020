import { styled } from 'goober'
import { Redirect, useParams } from 'wouter'
import {
  portfolioLabels,
  portfolioOpenings,
  works,
  type PortfolioSection,
} from '../../shared/content/portfolio'
import { breakpoints, upTo } from '../../shared/site/design'
import { paths, type RoutePattern } from '../../shared/site/routes'
import { contentCatalog } from '../../shared/site/catalog'
import { Inner, Section } from '../components/layout'
import { Lead, PageOpening } from '../components/media/PageOpening'
import { FullBleed } from '../components/media/FullBleed'
import { WorkCard } from '../components/portfolio/WorkCard'
import { WorkTogether } from '../components/home/WorkTogether'
import { bleedItem, phoneList, phoneRhythm, phoneSizes } from '../styles/photoRhythm'
import { breadcrumbs, homeCrumb, type PageHead } from '../../shared/site/head'

/**
 * Three works a row on wide screens, on a six-column grid so that no row is left
 * with an empty slot: when the count is not a multiple of three, the first row (or
 * the first two) hold two works each, at half the width.
 */
const Grid = styled('ul')`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 64px 40px;
  > li {
    grid-column: span var(--span);
  }
  ${upTo(breakpoints.gallery)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > li {
      grid-column: auto;
    }
  }
  /* A phone: every third work across the screen, the others two a row (photoRhythm.ts). */
  ${phoneList} {
    column-gap: var(--gutter);
    row-gap: 48px;
    > li[data-phone='bleed'] {
      grid-column: 1 / -1;
      ${bleedItem('.label, .title')}
    }
    > li[data-phone='pair'] .title {
      font-size: 1.25rem;
    }
  }
`

/** How many of the first works sit two to a row (the rest three to a row). */
const inPairs = (count: number): number => {
  const rest = count % 3
  if (rest === 2) return 2
  if (rest === 1) return count === 1 ? 1 : 4
  return 0
}

export default function Portfolio() {
  const { section } = useParams<RoutePattern<'portfolio'>>()
  // Reached by client-side navigation with a category that has no works: go home.
  if (!contentCatalog.sectionHasWorks(section)) return <Redirect to={paths.home} replace />
  const category = section as PortfolioSection
  const list = works.filter((w) => w.category === category)
  const opening = portfolioOpenings[category]
  const phoneShapes = phoneRhythm(list.length)
  return (
    <>
      <PageOpening
        titleId="portfolio-titulo"
        image={opening.image}
        kicker={portfolioLabels[category]}
        title="Portfolio"
      >
        <Lead>{opening.lead}</Lead>
      </PageOpening>
      <Section style={{ paddingTop: 0 }}>
        <Inner>
          <Grid>
            {list.map((work, i) => {
              const paired = i < inPairs(list.length)
              const phone = phoneShapes[i]!
              return (
                <li
                  key={work.id}
                  data-phone={phone}
                  style={{ ['--span' as string]: paired ? 3 : 2 }}
                >
                  <WorkCard
                    href={paths.work(work.id)}
                    image={work.image}
                    label={work.subcategory}
                    title={work.title}
                    sizes={`${phoneSizes[phone]}, (max-width: 992px) 50vw, ${paired ? 45 : 30}vw`}
                  />
                </li>
              )
            })}
          </Grid>
        </Inner>
      </Section>
      <FullBleed image="portfolio-band" />
      {/* The list ends on an invitation to book, not on the footer. */}
      <WorkTogether />
    </>
  )
}

export const head: PageHead<'portfolio'> = ({ params, path, origin }) => {
  const label = portfolioLabels[params.section as PortfolioSection]
  return {
    title: `Portfolio: ${label.toLowerCase()}`,
    description: `Sesiones de ${label.toLowerCase()}: historias reales contadas en fotos.`,
    jsonLd: [breadcrumbs(origin, [homeCrumb, [`Portfolio: ${label}`, path]])],
  }
}
