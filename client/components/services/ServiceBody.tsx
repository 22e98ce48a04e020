import type { ReactNode } from 'react'
import { styled } from 'goober'
import type { ServiceContent } from '../../../shared/content/services'
import { breakpoints, over, upTo } from '../../../shared/site/design'
import { paths } from '../../../shared/site/routes'
import { useLocation } from 'wouter'
import { whatsappHref } from '../../../shared/site/whatsapp'
import { whatsappServiceGreeting } from '../../../shared/site/whatsapp'
import { Accordion } from '../faqs/Accordion'
import { Inner, Section, splitColumns } from '../layout'
import { ExternalButton, SectionTitle, TextLink } from '../typography'
import { Answer, Paragraphs } from './Answer'
import { Fees } from './Fees'
import { PortfolioCards } from './PortfolioCards'

const About = styled('div')`
  ${splitColumns('wide', 'second', upTo(breakpoints.sectionSwitcher))}
  align-items: start;
  h2 {
    margin-bottom: 1.5rem;
  }
  p + p {
    margin-top: 1em;
  }
  .text {
    max-width: 60ch;
    font-size: 1.125rem;
  }
`

const Cta = styled('div')`
  text-align: center;
  p {
    max-width: 52ch;
    margin: 24px auto 40px;
  }
`

const Actions = styled('div')`
  margin-top: 40px;
  ${over(breakpoints.serviceMobileHero)} {
    text-align: right;
  }
`

/** Everything of a service page below its opening: about, fees, portfolio, WhatsApp. */
export function ServiceBody({
  content,
  stories,
}: {
  content: ServiceContent
  /** The journal's stories of this kind of session, between the portfolio and the close. */
  stories?: ReactNode
}) {
  const [page] = useLocation()
  return (
    <>
      {/* Right under the page's opening, which ends on its own space. */}
      <Section aria-labelledby="acerca" style={{ paddingTop: 0 }}>
        <Inner>
          <About>
            <div>
              <SectionTitle id="acerca">ACERCA DEL SERVICIO</SectionTitle>
              <div className="text">
                <Paragraphs paragraphs={content.hero} />
              </div>
            </div>
            <Accordion
              level={3}
              items={content.collapsable.map((q) => ({
                id: q.id,
                title: q.question,
                content: <Answer answers={q.answers} />,
              }))}
            />
          </About>
        </Inner>
      </Section>
      <Fees content={content} />
      <Section aria-labelledby="portfolio">
        <Inner>
          <SectionTitle id="portfolio" style={{ marginBottom: 48 }}>
            Sesiones de este servicio
          </SectionTitle>
          <PortfolioCards cards={content.portfolio} />
          <Actions>
            <TextLink href={paths.portfolio(content.portfolioSection)}>VER PORTFOLIO</TextLink>
          </Actions>
        </Inner>
      </Section>
      {stories}
      <Section $tone="lush" aria-labelledby="consulta">
        <Inner>
          <Cta>
            <SectionTitle id="consulta">¿Querés saber más?</SectionTitle>
            <p>
              Escribime por WhatsApp y te cuento cómo es la sesión, qué fechas tengo disponibles y
              cómo reservar.
            </p>
            <ExternalButton
              $solid
              href={whatsappHref(page, whatsappServiceGreeting(content.title))}
              target="_blank"
              rel="noopener noreferrer"
            >
              CONSULTAR POR WHATSAPP
            </ExternalButton>
          </Cta>
        </Inner>
      </Section>
    </>
  )
}
