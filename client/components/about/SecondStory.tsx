import { aboutContent } from '../../../shared/content/about'
import { ContactCall } from '../ContactCall'
import { Inner, Reading, Section } from '../layout'
import { FullBleed } from '../media/FullBleed'
import { TitledProse } from '../Prose'

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
          <ContactCall
            id="tu-historia"
            title={second.heroTitle}
            text={second.heroText}
            cta={second.cta}
            textTop="1.25rem"
          />
        </Inner>
      </Section>
    </>
  )
}
