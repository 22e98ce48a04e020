import { styled } from 'goober'
import { studioContent } from '../../../shared/content/studio'
import { breakpoints, palette, upTo } from '../../../shared/design'
import { paths } from '../../../shared/routes'
import { Inner, Section } from '../layout'
import { Picture } from '../media/Picture'
import { ButtonLink, Kicker, PageTitle } from '../typography'

const Grid = styled('div')`
  display: grid;
  grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
  gap: clamp(40px, 7vw, 140px);
  align-items: center;
  ${upTo(breakpoints.studioHeroImage)} {
    grid-template-columns: minmax(0, 1fr);
  }
  h1 {
    margin-bottom: 2.5rem;
  }
`

/** Hidden on narrow screens: there the heading and the button carry the hero. */
const Photo = styled('div')`
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${palette.orchid};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${upTo(breakpoints.studioHeroImage)} {
    display: none;
  }
`

export function StudioHero() {
  const hero = studioContent.hero
  return (
    <Section $tone="lush" aria-labelledby="estudio">
      <Inner>
        <Grid>
          <div>
            <Kicker>{hero.kicker}</Kicker>
            <PageTitle id="estudio">{hero.title}</PageTitle>
            <ButtonLink href={paths.contact} $solid>
              {hero.cta}
            </ButtonLink>
          </div>
          <Photo data-studio-hero-image="">
            <Picture image={hero.image} sizes="40vw" priority />
          </Photo>
        </Grid>
      </Inner>
    </Section>
  )
}
