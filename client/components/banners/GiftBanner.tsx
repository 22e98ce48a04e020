import { styled } from 'goober'
import { homeContent } from '../../../shared/content/home'
import { breakpoints, palette, upTo } from '../../../shared/design'
import { paths } from '../../../shared/routes'
import { Inner, Section } from '../layout'
import { Picture } from '../media/Picture'
import { ButtonLink, Kicker, SectionTitle } from '../typography'

const Grid = styled('div')`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  gap: clamp(32px, 6vw, 120px);
  align-items: center;
  ${upTo(breakpoints.philosophyImage)} {
    grid-template-columns: minmax(0, 1fr);
  }
`

const Photo = styled('div')`
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${palette.orchid};
  max-width: 520px;
  ${upTo(breakpoints.philosophyImage)} {
    aspect-ratio: 3 / 2;
    max-width: none;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

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
    <Section $tone="lush" aria-labelledby="regala-recuerdos">
      <Inner>
        <Grid>
          <Photo>
            <Picture image={gift.image} sizes="(max-width: 810px) 90vw, 40vw" />
          </Photo>
          <Text>
            <Kicker>Un regalo especial</Kicker>
            <SectionTitle id="regala-recuerdos">{gift.title}</SectionTitle>
            <Body>{gift.text}</Body>
            <ButtonLink href={paths.services} $solid>
              {buttonText ?? gift.defaultButton}
            </ButtonLink>
          </Text>
        </Grid>
      </Inner>
    </Section>
  )
}
