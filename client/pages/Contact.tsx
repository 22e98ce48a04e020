import { contactOpeningImage } from '../../shared/content/contact'
import { ContactInfo } from '../components/contact/ContactInfo'
import { FormChoice } from '../components/contact/FormChoice'
import { QuestionsBanner } from '../components/contact/QuestionsBanner'
import { Steps } from '../components/contact/Steps'
import { Inner, Section } from '../components/layout'
import { Lead, PageOpening } from '../components/media/PageOpening'
import { SectionTitle } from '../components/typography'
import type { PageHead } from '../../shared/site/head'

export default function Contact() {
  return (
    <>
      <PageOpening
        titleId="contacto-titulo"
        image={contactOpeningImage}
        position="50% 30%"
        kicker="Contacto"
        title="TRABAJEMOS JUNTOS"
      >
        <Lead>Estás listo para guardar los momentos más importantes en fotos?</Lead>
      </PageOpening>
      <Section $tone="lush" aria-labelledby="pasos">
        <Inner>
          <SectionTitle id="pasos">PASO A PASO PARA TRABAJAR JUNTOS</SectionTitle>
          <Steps />
        </Inner>
      </Section>
      <Section aria-label="Formulario de contacto">
        <Inner>
          <FormChoice />
        </Inner>
      </Section>
      <ContactInfo />
      <QuestionsBanner />
    </>
  )
}

export const head: PageHead<'contact'> = () => ({
  title: 'Contacto',
  description:
    'Contame qué sesión te imaginás y te envío un presupuesto con toda la información. Fechas sujetas a disponibilidad.',
})
