import { styled } from 'goober'
import { breakpoints, fonts, palette, upTo } from '../../shared/design'
import { paths } from '../../shared/routes'
import { Inner, Section } from '../components/layout'
import { ServiceBlocks } from '../components/services/ServiceBlocks'
import { Testimonials } from '../components/services/Testimonials'
import { CapsPageTitle } from '../components/CapsPageTitle'
import { ButtonLink, Kicker, SectionTitle, TextLink } from '../components/typography'

const Intro = styled('div')`
  display: grid;
  grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
  gap: 64px;
  align-items: end;
  .lead {
    font-size: 1.1875rem;
    max-width: 52ch;
  }
  .lead + * {
    margin-top: 32px;
  }
  ${upTo(breakpoints.gallery)} {
    grid-template-columns: 1fr;
    gap: 32px;
  }
`

const Centered = styled('div')`
  text-align: center;
  h2 {
    margin-bottom: 64px;
  }
  .note {
    max-width: 48ch;
    margin: 0 auto 32px;
    font-family: ${fonts.serif};
    font-size: clamp(1.5rem, 2.4vw, 2rem);
    font-weight: 300;
    line-height: 1.25;
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
      <Section>
        <Inner>
          <Intro>
            <div>
              <Kicker>Servicios</Kicker>
              <CapsPageTitle>COMO TRABAJAR CONMIGO</CapsPageTitle>
            </div>
            <div>
              <p className="lead">
                Fotografío familias en cada etapa, marcas y emprendedores que quieren contar su
                historia, y abro mi estudio a quienes necesitan un espacio con luz natural. Elegí el
                servicio que va con vos.
              </p>
              {/* An in-page link: goober's `as` keeps the bracketed style on a plain anchor. */}
              <TextLink as="a" href="#servicios">
                EXPLORA MIS SERVICIOS
              </TextLink>
            </div>
          </Intro>
        </Inner>
      </Section>
      <Section id="servicios" aria-labelledby="servicios-titulo" style={{ paddingTop: 0 }}>
        <Inner>
          <Rule />
          <h2 id="servicios-titulo" className="visually-hidden">
            Servicios
          </h2>
          <ServiceBlocks />
        </Inner>
      </Section>
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
            <p className="note">Reuní las preguntas que más me hacen, con sus respuestas.</p>
            <ButtonLink href={paths.faqs}>VER FAQ</ButtonLink>
          </Centered>
        </Inner>
      </Section>
    </>
  )
}
