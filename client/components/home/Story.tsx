import { styled } from 'goober'
import { homeContent } from '../../../shared/content/home'
import { paths } from '../../../shared/routes'
import { PhotoText } from '../media/PhotoText'
import { ButtonLink, SectionTitle } from '../typography'

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
    <PhotoText
      labelledBy="historia-home"
      photo={{ image: story.image, sizes: '(max-width: 810px) 90vw, 50vw', ratio: '3 / 2' }}
    >
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
    </PhotoText>
  )
}
