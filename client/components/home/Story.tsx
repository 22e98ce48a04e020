import { styled } from 'goober'
import { homeContent } from '../../../shared/content/home'
import { breakpoints, palette, upTo } from '../../../shared/design'
import { paths } from '../../../shared/routes'
import { Inner, Section } from '../layout'
import { Picture } from '../media/Picture'
import { ButtonLink, SectionTitle } from '../typography'

const Grid = styled('div')`
  display: grid;
  grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
  gap: clamp(40px, 7vw, 140px);
  align-items: center;
  ${upTo(breakpoints.philosophyImage)} {
    grid-template-columns: minmax(0, 1fr);
  }
`

const Photo = styled('div')`
  aspect-ratio: 3 / 2;
  overflow: hidden;
  background: ${palette.orchid};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const Copy = styled('div')`
  max-width: 34rem;
`

const Paragraphs = styled('div')`
  margin: 2rem 0 2.5rem;
  font-size: 1.125rem;
  p + p {
    margin-top: 1.25rem;
  }
`

/** 'Todos tenemos una historia que contar...' with 'RESERVA ACÁ' to /contact. */
export function Story() {
  const story = homeContent.story
  return (
    <Section aria-labelledby="historia-home">
      <Inner>
        <Grid>
          <Photo>
            <Picture image={story.image} sizes="(max-width: 810px) 90vw, 50vw" />
          </Photo>
          <Copy>
            <SectionTitle id="historia-home">{story.title}</SectionTitle>
            <Paragraphs>
              {story.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </Paragraphs>
            <ButtonLink href={paths.contact} $solid>
              {story.cta}
            </ButtonLink>
          </Copy>
        </Grid>
      </Inner>
    </Section>
  )
}
