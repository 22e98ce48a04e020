import { styled } from 'goober'
import { homeContent } from '../../../shared/content/home'
import { palette } from '../../../shared/site/design'
import { paths } from '../../../shared/site/routes'
import { Inner, Section } from '../layout'
import { ButtonLink, SectionTitle } from '../typography'

const Center = styled('div')`
  text-align: center;
  max-width: 40rem;
  margin: 0 auto;
  p {
    margin: 1.5rem 0 2.5rem;
    font-size: 1.125rem;
  }
`

const Band = styled(Section)`
  border-bottom: 1px solid ${palette.orchid};
`

/** '¡TRABAJEMOS JUNTOS!' with 'QUIERO MI LUGAR' to /contact. */
export function WorkTogether() {
  const cta = homeContent.workTogether
  return (
    <Band aria-labelledby="trabajemos-juntos">
      <Inner>
        <Center>
          <SectionTitle id="trabajemos-juntos">{cta.title}</SectionTitle>
          <p>{cta.text}</p>
          <ButtonLink href={paths.contact} $solid>
            {cta.cta}
          </ButtonLink>
        </Center>
      </Inner>
    </Band>
  )
}
