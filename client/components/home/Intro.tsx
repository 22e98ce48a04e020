import { styled } from 'goober'
import { homeContent } from '../../../shared/content/home'
import { breakpoints, upTo } from '../../../shared/design'
import { paths } from '../../../shared/routes'
import { Inner, photoBeside, Section } from '../layout'
import { Picture } from '../media/Picture'
import { Kicker, SectionTitle, TextLink } from '../typography'
import { photoFill, photoFrame } from '../../styles/photoFrame'

const Grid = styled('div')`
  ${photoBeside('second', upTo(breakpoints.philosophyImage), 'top')}
`

const Copy = styled('div')`
  max-width: 38rem;
  p + p {
    margin-top: 1.25rem;
  }
`

const Lead = styled('div')`
  margin: 2rem 0 2.5rem;
  font-size: 1.125rem;
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
            <SectionTitle id="bienvenida">{intro.title}</SectionTitle>
            <Lead>
              {intro.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </Lead>
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
