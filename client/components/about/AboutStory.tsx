import { aboutContent } from '../../../shared/content/about'
import { PhotoText } from '../media/PhotoText'
import { TitledProse } from '../Prose'

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
        <TitledProse id="mi-historia" title={story.title} paragraphs={story.paragraphs} measure />
      </div>
    </PhotoText>
  )
}
