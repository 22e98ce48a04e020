import { Link } from 'wouter'
import { paths } from '../../shared/routes'
import { Inner, Section } from '../components/layout'
import { Kicker, PageTitle, SectionTitle } from '../components/typography'

export default function Home() {
  return (
    <>
      <Section $tone="lush" style={{ paddingTop: 180 }}>
        <Inner>
          <Kicker>Fotografía emocional</Kicker>
          <PageTitle>Capturando la esencia de la vida en cada imagen</PageTitle>
        </Inner>
      </Section>
      <Section>
        <Inner>
          <SectionTitle>ME ENCANTA CAPTURAR EN FOTOS</SectionTitle>
          <ul>
            <li>
              <Link href={paths.families()}>Familia &amp; Maternidad</Link>
            </li>
            <li>
              <Link href={paths.newbornsAlias}>Recién Nacidos</Link>
            </li>
            <li>
              <Link href={paths.brands}>Marcas &amp; Emprendedores</Link>
            </li>
          </ul>
        </Inner>
      </Section>
    </>
  )
}
