import { Inner, Section } from '../components/layout'
import { Kicker, PageTitle } from '../components/typography'

export default function Services() {
  return (
    <Section>
      <Inner>
        <Kicker>Servicios</Kicker>
        <PageTitle>COMO TRABAJAR CONMIGO</PageTitle>
      </Inner>
    </Section>
  )
}
