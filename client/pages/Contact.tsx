import { ContactForms } from '../components/forms/ContactForms'
import { Inner, Section } from '../components/layout'
import { Kicker, PageTitle } from '../components/typography'

export default function Contact() {
  return (
    <Section>
      <Inner>
        <Kicker>Contacto</Kicker>
        <PageTitle>TRABAJEMOS JUNTOS</PageTitle>
        <ContactForms />
      </Inner>
    </Section>
  )
}
