import { useParams } from 'wouter'
import {
  familySectionLabels,
  familySections,
  type FamilySection,
} from '../../shared/content/services'
import type { routePatterns } from '../../shared/routes'
import { Inner, Section } from '../components/layout'
import { Kicker, PageTitle } from '../components/typography'

const isFamilySection = (s: string): s is FamilySection =>
  (familySections as readonly string[]).includes(s)

export default function ServiceDetail() {
  const { serviceId, serviceSection } = useParams<typeof routePatterns.serviceDetail>()
  const title =
    serviceId === 'brands'
      ? 'Fotografía para marcas'
      : serviceId === 'families'
        ? `Fotografía de familia · ${familySectionLabels[isFamilySection(serviceSection) ? serviceSection : 'embarazo']}`
        : null
  return (
    <Section>
      <Inner>
        {title ? <Kicker>ACERCA DEL SERVICIO</Kicker> : null}
        <PageTitle>{title ?? 'Servicio no encontrado'}</PageTitle>
      </Inner>
    </Section>
  )
}
