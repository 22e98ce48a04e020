import { styled } from 'goober'
import { Redirect, useParams } from 'wouter'
import { portfolioLabels, works, type PortfolioSection } from '../../shared/content/portfolio'
import { breakpoints, upTo } from '../../shared/design'
import { paths, type routePatterns } from '../../shared/routes'
import { contentCatalog } from '../../shared/catalog'
import { contentSizes, Inner, Section } from '../components/layout'
import { WorkCard } from '../components/portfolio/WorkCard'
import { Kicker, PageTitle } from '../components/typography'

const Grid = styled('ul')`
  list-style: none;
  padding: 0;
  margin-top: 64px;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 64px 40px;
  ${upTo(breakpoints.gallery)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${upTo(breakpoints.headerNarrow)} {
    grid-template-columns: 1fr;
  }
`

export default function Portfolio() {
  const { section } = useParams<typeof routePatterns.portfolio>()
  // Reached by client-side navigation with a category that has no works: go home.
  if (!contentCatalog.sectionHasWorks(section)) return <Redirect to={paths.home} replace />
  const category = section as PortfolioSection
  const list = works.filter((w) => w.category === category)
  return (
    <Section>
      <Inner>
        <PageTitle>Portfolio</PageTitle>
        <Kicker style={{ marginTop: 16 }}>{portfolioLabels[category]}</Kicker>
        <Grid>
          {list.map((work, i) => (
            <li key={work.id}>
              <WorkCard
                href={paths.work(work.id)}
                image={work.image}
                label={work.subcategory}
                title={work.title}
                sizes={contentSizes(576, '(max-width: 992px) 50vw, 30vw')}
                priority={i === 0}
              />
            </li>
          ))}
        </Grid>
      </Inner>
    </Section>
  )
}
