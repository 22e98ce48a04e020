import { styled } from 'goober'
import { homeContent } from '../../../shared/content/home'
import { breakpoints, under } from '../../../shared/site/design'
import { paths } from '../../../shared/site/routes'
import { Inner, photoBeside, Section } from '../layout'
import { Picture } from '../media/Picture'
import { listItemsOf } from '../Prose'
import { lightSerif, SectionTitle, TextLink } from '../typography'
import { photoFill, photoFrame } from '../../styles/photoFrame'
import { ruledList } from '../../styles/ruledList'

const Grid = styled('div')`
  ${photoBeside('second', under(breakpoints.philosophyImage), 'fill')}
`

/**
 * The wide crop from 810px up, as tall as the lines beside it (the band's `fill`), the
 * vertical crop (the second photo) below: one class for both keeps the home page's HTML
 * small.
 */
const Photo = styled('div')`
  ${photoFrame}
  height: 100%;
  & + & {
    display: none;
    height: auto;
    aspect-ratio: 3 / 4;
  }
  ${under(breakpoints.philosophyImage)} {
    display: none;
    max-width: 560px;
    & + & {
      display: block;
    }
  }
  img {
    ${photoFill}
  }
`

const Lines = styled('ul')`
  ${ruledList('1rem 0')}
  margin: 2rem 0 2.5rem;
  li {
    ${lightSerif('clamp(1.25rem, 2vw, 1.625rem)', 1.35)}
  }
`

/** 'Mi Filosofía': three lines and 'Conoce más' to /about. */
export function Philosophy() {
  const philosophy = homeContent.philosophy
  return (
    <Section $tone="lush" aria-labelledby="filosofia">
      <Inner>
        <Grid>
          <div>
            <SectionTitle id="filosofia">{philosophy.title}</SectionTitle>
            <Lines>{listItemsOf(philosophy.lines)}</Lines>
            <TextLink href={paths.about}>{philosophy.cta}</TextLink>
          </div>
          <div data-photo-fill>
            <Photo data-philosophy-image="wide">
              <Picture image={philosophy.image} sizes="50vw" />
            </Photo>
            <Photo data-philosophy-image="narrow">
              <Picture image={philosophy.narrowImage} sizes="90vw" />
            </Photo>
          </div>
        </Grid>
      </Inner>
    </Section>
  )
}
