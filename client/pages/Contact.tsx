import { styled } from 'goober'
import { fonts } from '../../shared/design'
import { ContactInfo } from '../components/contact/ContactInfo'
import { QuestionsBanner } from '../components/contact/QuestionsBanner'
import { Steps } from '../components/contact/Steps'
import { ContactForms } from '../components/forms/ContactForms'
import { Inner, Section } from '../components/layout'
import { CapsPageTitle } from '../components/CapsPageTitle'
import { Kicker, SectionTitle } from '../components/typography'

const Lead = styled('p')`
  margin-top: 24px;
  max-width: 28ch;
  font-family: ${fonts.serif};
  font-weight: 300;
  font-size: clamp(1.5rem, 3vw, 2.5rem);
  line-height: 1.2;
`

export default function Contact() {
  return (
    <>
      <Section>
        <Inner>
          <Kicker>Contacto</Kicker>
          <CapsPageTitle>TRABAJEMOS JUNTOS</CapsPageTitle>
          <Lead>Estás listo para guardar los momentos más importantes en fotos?</Lead>
        </Inner>
      </Section>
      <Section $tone="lush" aria-labelledby="pasos">
        <Inner>
          <SectionTitle id="pasos">PASO A PASO PARA TRABAJAR JUNTOS</SectionTitle>
          <Steps />
        </Inner>
      </Section>
      <Section aria-label="Formulario de contacto">
        <Inner>
          <ContactForms />
        </Inner>
      </Section>
      <ContactInfo />
      <QuestionsBanner />
    </>
  )
}
