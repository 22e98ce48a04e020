import { styled } from 'goober'
import { faqsLead, legalAnchor, legalSections } from '../../shared/content/faqs'
import { owner } from '../../shared/owner'
import { FaqList } from '../components/faqs/FaqList'
import { Inner, Section } from '../components/layout'
import { CapsPageTitle } from '../components/CapsPageTitle'
import { Lead, PageOpening } from '../components/media/PageOpening'
import { Kicker, SectionTitle } from '../components/typography'

const Legal = styled('div')`
  max-width: 70ch;
  h3 {
    margin: 48px 0 16px;
    font-size: clamp(1.375rem, 2vw, 1.75rem);
  }
  p + p {
    margin-top: 1em;
  }
`

export default function Faqs() {
  return (
    <>
      <PageOpening titleId="faqs-titulo" image="opening-faqs">
        <Kicker>Preguntas frecuentes</Kicker>
        <CapsPageTitle id="faqs-titulo">PREGUNTAS FRECUENTES SOBRE MI TRABAJO</CapsPageTitle>
        <Lead>{faqsLead}</Lead>
      </PageOpening>
      <Section style={{ paddingTop: 0 }}>
        <Inner>
          <FaqList />
        </Inner>
      </Section>
      <Section $tone="lush" id={legalAnchor} aria-labelledby="terminos-titulo">
        <Inner>
          <Legal>
            <SectionTitle id="terminos-titulo">Términos y políticas de privacidad</SectionTitle>
            {legalSections.map((s) => (
              <section key={s.title} id={s.anchor}>
                <h3>{s.title}</h3>
                {s.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </section>
            ))}
            <p style={{ marginTop: 32 }}>
              Contacto: <a href={`mailto:${owner.email}`}>{owner.email}</a>
            </p>
          </Legal>
        </Inner>
      </Section>
    </>
  )
}
