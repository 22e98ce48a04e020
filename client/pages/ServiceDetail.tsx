import { useParams } from 'wouter'
import { familySectionOf, serviceContent } from '../../shared/content/services'
import { paths, type RoutePattern } from '../../shared/site/routes'
import { Inner, Section } from '../components/layout'
import { SectionSwitcher } from '../components/services/SectionSwitcher'
import { ServiceBody } from '../components/services/ServiceBody'
import { JournalStories } from '../components/journal/JournalStories'
import { PageOpening } from '../components/media/PageOpening'
import { PageTitle, TextLink } from '../components/typography'
import { familySectionLabels, type FamilySection } from '../../shared/content/services'
import { breadcrumbs, homeCrumb, type PageHead } from '../../shared/site/head'

export default function ServiceDetail() {
  const { serviceId, serviceSection } = useParams<RoutePattern<'serviceDetail'>>()
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

export const head: PageHead<'serviceDetail'> = ({ params, path, origin }) => {
  const isBrands = params.serviceId === 'brands'
  const section = (
    params.serviceSection === 'all' ? 'embarazo' : params.serviceSection
  ) as FamilySection
  const title = isBrands
    ? 'Fotografía para marcas'
    : `Fotografía de familia: ${familySectionLabels[section]}`
  return {
    title,
    // 'all' means embarazo: one canonical URL for the two paths, the one the menu uses.
    ...(!isBrands && section === 'embarazo' ? { canonicalPath: paths.families() } : {}),
    description: isBrands
      ? 'Fotos para marcas y emprendedores: contenido editado y listo para publicar, en el estudio o en tu espacio.'
      : `${familySectionLabels[section]}: cómo es la sesión, qué incluye y sus aranceles, en el estudio o en tu casa.`,
    jsonLd: [breadcrumbs(origin, [homeCrumb, ['Servicios', paths.services], [title, path]])],
  }
}
