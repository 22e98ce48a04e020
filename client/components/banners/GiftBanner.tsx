import { styled } from 'goober'
import { homeContent } from '../../../shared/content/home'
import { paths } from '../../../shared/site/routes'
import { PhotoText } from '../media/PhotoText'
import { ButtonLink, Kicker, SectionTitle } from '../typography'

const Text = styled('div')`
  max-width: 34rem;
  p + a {
    margin-top: 2rem;
  }
`

const Body = styled('p')`
  margin-top: 1.25rem;
  font-size: 1.125rem;
`

/**
 * The 'Regala recuerdos' banner: asks if the visitor wants a special gift and links
 * to /services. The shop passes its button text 'CONOCE LOS SERVICIOS'.
 */
export function GiftBanner({ buttonText }: { buttonText?: string }) {
  const gift = homeContent.gift
  return (
    <PhotoText
      labelledBy="regala-recuerdos"
      tone="lush"
      photo={{
        image: gift.image,
        sizes: '(max-width: 810px) 90vw, 41vw',
        stackedRatio: '3 / 2',
      }}
    >
      <Text>
        <Kicker>Un regalo especial</Kicker>
        <SectionTitle id="regala-recuerdos">{gift.title}</SectionTitle>
        <Body>{gift.text}</Body>
        <ButtonLink href={paths.services} $solid>
          {buttonText ?? gift.defaultButton}
        </ButtonLink>
      </Text>
    </PhotoText>
  )
}
