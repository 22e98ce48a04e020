import { styled } from 'goober'
import { homeContent } from '../../../shared/content/home'
import { paths } from '../../../shared/site/routes'
import { PhotoText } from '../media/PhotoText'
import { TitledProse } from '../Prose'
import { ButtonLink } from '../typography'

const Copy = styled('div')`
  max-width: 34rem;
`

/** 'Todos tenemos una historia que contar...' with 'RESERVA ACÁ' to /contact. */
export function Story() {
  const story = homeContent.story
  return (
    <PhotoText
      labelledBy="historia-home"
      photo={{ image: story.image, sizes: '(max-width: 810px) 90vw, 50vw', ratio: '3 / 2' }}
    >
      <Copy>
        <TitledProse
          id="historia-home"
          title={story.title}
          paragraphs={story.paragraphs}
          beforeAction
        />
        <ButtonLink href={paths.contact} $solid>
          {story.cta}
        </ButtonLink>
      </Copy>
    </PhotoText>
  )
}
