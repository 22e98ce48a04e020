import { useParams } from 'wouter'
import { portfolioLabels, type PortfolioSection } from '../../shared/content/portfolio'
import type { routePatterns } from '../../shared/routes'
import { Inner, Section } from '../components/layout'
import { Kicker, PageTitle } from '../components/typography'

export default function Portfolio() {
  const { section } = useParams<typeof routePatterns.portfolio>()
  return (
    <Section>
      <Inner>
        <PageTitle>Portfolio</PageTitle>
        <Kicker>{portfolioLabels[section as PortfolioSection]}</Kicker>
      </Inner>
    </Section>
  )
}
