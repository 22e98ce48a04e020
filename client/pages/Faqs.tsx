import { Inner, Section } from '../components/layout'
import { Kicker, PageTitle } from '../components/typography'

export default function Faqs() {
  return (
    <Section>
      <Inner>
        <Kicker>Preguntas frecuentes</Kicker>
        <PageTitle>PREGUNTAS FRECUENTES SOBRE MI TRABAJO</PageTitle>
      </Inner>
    </Section>
  )
}
