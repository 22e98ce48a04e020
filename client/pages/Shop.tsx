import { Inner, Section } from '../components/layout'
import { Kicker, PageTitle } from '../components/typography'

export default function Shop() {
  return (
    <Section>
      <Inner>
        <Kicker>Tienda</Kicker>
        <PageTitle>Productos</PageTitle>
      </Inner>
    </Section>
  )
}
