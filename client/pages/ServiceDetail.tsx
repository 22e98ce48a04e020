import { useParams } from 'wouter'
import { familySectionOf, serviceContent } from '../../shared/content/services'
import { paths, type routePatterns } from '../../shared/routes'
import { Inner, Section } from '../components/layout'
import { SectionSwitcher } from '../components/services/SectionSwitcher'
import { ServiceBody } from '../components/services/ServiceBody'
import { JournalStories } from '../components/journal/JournalStories'
import { PageOpening } from '../components/media/PageOpening'
import { PageTitle, TextLink } from '../components/typography'

export default function ServiceDetail() {
  const { serviceId, serviceSection } = useParams<typeof routePatterns.serviceDetail>()
  const content = serviceContent(serviceId, serviceSection)

  if (!content) {
    return (
      <Section>
        <Inner>
          <PageTitle>Servicio no encontrado</PageTitle>
          <p style={{ margin: '24px 0' }}>
            Puede que el enlace esté mal escrito. Estos son los servicios que ofrezco:
          </p>
          <TextLink href={paths.services}>VER SERVICIOS</TextLink>
        </Inner>
      </Section>
    )
  }

  const isFamilies = serviceId === 'families'
  return (
    <>
      <PageOpening
        titleId="servicio-titulo"
        image={content.heroImg}
        phoneImage={content.mobileHeroImg}
        kicker={isFamilies ? 'Fotografía de familia' : 'Marcas & Emprendedores'}
        title={content.title}
      >
        {isFamilies ? <SectionSwitcher current={familySectionOf(serviceSection)} /> : null}
      </PageOpening>
      <ServiceBody
        content={content}
        stories={<JournalStories kind={isFamilies ? familySectionOf(serviceSection) : 'brands'} />}
      />
    </>
  )
}
