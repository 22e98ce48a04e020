import { styled } from 'goober'
import { homeContent } from '../../../shared/content/home'
import { breakpoints, upTo } from '../../../shared/site/design'
import { paths } from '../../../shared/site/routes'
import { Inner, photoBeside, Section } from '../layout'
import { Picture } from '../media/Picture'
import { TitledProse } from '../Prose'
import { Kicker, TextLink } from '../typography'
import { photoFill, photoFrame } from '../../styles/photoFrame'

const Grid = styled('div')`
  ${photoBeside('second', upTo(breakpoints.philosophyImage), 'top')}
`

const Copy = styled('div')`
  max-width: 38rem;
`

const Photo = styled('div')`
  aspect-ratio: 4 / 5;
  ${photoFrame}
  img {
    ${photoFill}
  }
`

/** The welcome between the hero and the services strip, with a link to About. */
export function Intro() {
  const intro = homeContent.intro
  return (
    <Section aria-labelledby="bienvenida">
      <Inner>
        <Grid>
          <Copy>
            <Kicker>{intro.kicker}</Kicker>
            <TitledProse
              id="bienvenida"
              title={intro.title}
              paragraphs={intro.paragraphs}
              beforeAction
            />
            <TextLink href={paths.about}>{intro.cta}</TextLink>
          </Copy>
          <Photo>
            <Picture image="home-intro-portrait" sizes="(max-width: 810px) 90vw, 41vw" />
          </Photo>
        </Grid>
      </Inner>
    </Section>
  )
}
