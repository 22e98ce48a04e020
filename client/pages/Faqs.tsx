import { styled } from 'goober'
import { faqsLead, faqsOpeningImage, legalAnchor, legalSections } from '../../shared/content/faqs'
import { owner } from '../../shared/content/owner'
import { FaqList } from '../components/faqs/FaqList'
import { WorkTogether } from '../components/home/WorkTogether'
import { Inner, Reading, Section } from '../components/layout'
import { Lead, PageOpening } from '../components/media/PageOpening'
import { ItemTitle, SectionTitle } from '../components/typography'
import type { FAQPage, WithContext } from 'schema-dts'
import { visibleFaqs } from '../../shared/content/faqs'
import type { PageHead } from '../../shared/site/head'

const Legal = styled(Reading)`
  h3 {
    margin: 48px 0 16px;
  }
  p + p {
    margin-top: 1em;
  }
`

export default function Faqs() {
  return (
    <>
      <PageOpening
        titleId="faqs-titulo"
        image={faqsOpeningImage}
        kicker="Antes de reservar"
        title="PREGUNTAS FRECUENTES SOBRE MI TRABAJO"
      >
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
                <ItemTitle>{s.title}</ItemTitle>
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
      <WorkTogether />
    </>
  )
}

/** The questions and answers, as search engines read them. */
const faqPage = (): WithContext<FAQPage> => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: visibleFaqs.map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: { '@type': 'Answer', text: faq.answer },
  })),
})

export const head: PageHead<'faqs'> = () => ({
  title: 'Preguntas frecuentes',
  description:
    'Reprogramaciones, entregas, mascotas, vestuario, fotolibros y reservas: todo lo que necesitás saber antes de tu sesión.',
  jsonLd: [faqPage()],
})
