import { styled } from 'goober'
import { aboutContent } from '../../../shared/content/about'
import { palette } from '../../../shared/design'
import { paths } from '../../../shared/routes'
import { Inner, Section } from '../layout'
import { Picture } from '../media/Picture'
import { ButtonLink, SectionTitle } from '../typography'
import { Prose } from './AboutStory'

const FullBleed = styled('div')`
  aspect-ratio: 21 / 9;
  min-height: 320px;
  max-height: 80vh;
  width: 100%;
  overflow: hidden;
  background: ${palette.orchid};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const Centered = styled('div')`
  max-width: 40rem;
  margin: 0 auto;
  text-align: center;
  > p {
    margin: 1.25rem 0 2.5rem;
    font-size: 1.125rem;
  }
`

/** The second story, with its hero image, and the closing hero block with its call to action. */
export function SecondStory() {
  const second = aboutContent.secondStory
  return (
    <>
      <Section aria-labelledby="detras">
        <Inner>
          <SectionTitle id="detras">{second.title}</SectionTitle>
          <Prose>
            {second.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </Prose>
        </Inner>
      </Section>
      <FullBleed>
        <Picture image={second.image} sizes="100vw" />
      </FullBleed>
      <Section $tone="lush" aria-labelledby="tu-historia">
        <Inner>
          <Centered>
            <SectionTitle id="tu-historia">{second.heroTitle}</SectionTitle>
            <p>{second.heroText}</p>
            <ButtonLink href={paths.contact} $solid>
              {second.cta}
            </ButtonLink>
          </Centered>
        </Inner>
      </Section>
    </>
  )
}
