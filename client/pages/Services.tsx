import { styled } from 'goober'
import { palette } from '../../shared/site/design'
import { paths } from '../../shared/site/routes'
import { servicesOpeningImage } from '../../shared/content/services'
import { Inner, Section } from '../components/layout'
import { FullBleed } from '../components/media/FullBleed'
import { ServiceBlocks } from '../components/services/ServiceBlocks'
import { Testimonials } from '../components/services/Testimonials'
import { Lead, PageOpening, TextAnchor } from '../components/media/PageOpening'
import { ButtonLink, SectionTitle, lightSerif } from '../components/typography'
import type { PageHead } from '../../shared/site/head'

const Centered = styled('div')`
  text-align: center;
  h2 {
    margin-bottom: 64px;
  }
  .note {
    max-width: 48ch;
    margin: 0 auto 32px;
    ${lightSerif('clamp(1.5rem, 2.4vw, 2rem)', 1.25)}
  }
  /* The page ends on its call to action: the enquiry, solid, after the questions. */
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 16px 24px;
  }
`

const Rule = styled('hr')`
  border: 0;
  border-top: 1px solid ${palette.orchid};
  margin: 0 0 64px;
`

export default function Services() {
  return (
    <>
      <PageOpening
        titleId="servicios-intro"
        image={servicesOpeningImage}
        kicker="Servicios"
        title="COMO TRABAJAR CONMIGO"
      >
        <Lead>
          Fotografío familias en cada etapa, marcas y emprendedores que quieren contar su historia,
          y abro mi estudio a quienes necesitan un espacio con luz natural. Elegí el servicio que va
          con vos.
        </Lead>
        <TextAnchor href="#servicios" style={{ marginTop: 32 }}>
          EXPLORA MIS SERVICIOS
        </TextAnchor>
      </PageOpening>
      <Section id="servicios" aria-labelledby="servicios-titulo" style={{ paddingTop: 0 }}>
        <Inner>
          <Rule />
          <h2 id="servicios-titulo" className="visually-hidden">
            Servicios
          </h2>
          <ServiceBlocks />
        </Inner>
      </Section>
      <FullBleed image="services-band" />
      <Section $tone="lush" aria-labelledby="testimonios">
        <Inner>
          <Centered>
            <SectionTitle id="testimonios">Lo que dicen quienes ya vinieron</SectionTitle>
          </Centered>
          <Testimonials />
        </Inner>
      </Section>
      <Section aria-labelledby="dudas">
        <Inner>
          <Centered>
            <SectionTitle id="dudas" style={{ marginBottom: 24 }}>
              ¿Te quedaron dudas?
            </SectionTitle>
            <p className="note">
              Reuní las preguntas que más me hacen, con sus respuestas. Y si querés contarme lo que
              imaginás, escribime.
            </p>
            <div className="actions">
              <ButtonLink href={paths.faqs}>VER FAQ</ButtonLink>
              <ButtonLink href={paths.contact} $solid>
                QUIERO RESERVAR
              </ButtonLink>
            </div>
          </Centered>
        </Inner>
      </Section>
    </>
  )
}

export const head: PageHead<'services'> = () => ({
  title: 'Servicios',
  description:
    'Sesiones de fotografía para familias y marcas, y alquiler del estudio. Conocé qué incluye cada servicio.',
})
