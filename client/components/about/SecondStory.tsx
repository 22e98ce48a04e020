import { styled } from 'goober'
import { aboutContent } from '../../../shared/content/about'
import { paths } from '../../../shared/site/routes'
import { Inner, Reading, Section } from '../layout'
import { FullBleed } from '../media/FullBleed'
import { TitledProse } from '../Prose'
import { ButtonLink, SectionTitle } from '../typography'

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
        <Reading>
          <TitledProse id="detras" title={second.title} paragraphs={second.paragraphs} measure />
        </Reading>
      </Section>
      <FullBleed image={second.image} />
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
