import { useParams } from 'wouter'
import { works } from '../../shared/content/portfolio'
import type { routePatterns } from '../../shared/routes'
import { Inner, Section } from '../components/layout'
import { PageTitle } from '../components/typography'

export default function Work() {
  const { id } = useParams<typeof routePatterns.work>()
  const work = works.find((w) => String(w.id) === id)
  return (
    <Section>
      <Inner>
        <PageTitle>{work?.title}</PageTitle>
      </Inner>
    </Section>
  )
}
