import { styled } from 'goober'
import { homeContent } from '../../../shared/content/home'
import { palette } from '../../../shared/site/design'
import { Inner, Section } from '../layout'
import { ContactCall } from '../ContactCall'

const Band = styled(Section)`
  border-bottom: 1px solid ${palette.orchid};
`

/** '¡TRABAJEMOS JUNTOS!' with 'QUIERO MI LUGAR' to /contact. */
export function WorkTogether() {
  const cta = homeContent.workTogether
  return (
    <Band aria-labelledby="trabajemos-juntos">
      <Inner>
        <ContactCall
          id="trabajemos-juntos"
          title={cta.title}
          text={cta.text}
          cta={cta.cta}
          textTop="1.5rem"
        />
      </Inner>
    </Band>
  )
}
