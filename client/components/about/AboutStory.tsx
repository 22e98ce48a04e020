import { styled } from 'goober'
import { aboutContent } from '../../../shared/content/about'
import { PhotoText } from '../media/PhotoText'
import { SectionTitle } from '../typography'

export const Prose = styled('div')`
  max-width: 36rem;
  margin-top: 2rem;
  font-size: 1.125rem;
  p + p {
    margin-top: 1.25rem;
  }
`

/** Her story: career since 2012, families since 2014, her pregnancy and daughter. */
export function AboutStory() {
  const story = aboutContent.story
  return (
    <PhotoText
      labelledBy="mi-historia"
      // The mirror of the opening above it: her portrait on the left, this photo on the right.
      photo={{ image: story.image, sizes: '(max-width: 810px) 90vw, 41vw', side: 'end' }}
    >
      <div>
        <SectionTitle id="mi-historia">{story.title}</SectionTitle>
        <Prose>
          {story.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Prose>
      </div>
    </PhotoText>
  )
}
