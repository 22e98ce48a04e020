import { Inner, Section } from '../components/layout'
import { Kicker, PageTitle } from '../components/typography'

export default function About() {
  return (
    <Section>
      <Inner>
        <Kicker>Sobre mí</Kicker>
        <PageTitle>
          La fotografía emocional guarda lo que sentimos, no solo cómo nos veíamos.
        </PageTitle>
      </Inner>
    </Section>
  )
}
