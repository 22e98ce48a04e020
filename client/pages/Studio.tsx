import { Inner, Section } from '../components/layout'
import { Kicker, PageTitle } from '../components/typography'

export default function Studio() {
  return (
    <Section>
      <Inner>
        <Kicker>El estudio</Kicker>
        <PageTitle>Conoce el espacio donde sucede la magia en fotos.</PageTitle>
      </Inner>
    </Section>
  )
}
