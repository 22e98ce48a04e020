import { styled } from 'goober'
import { journalAuthor } from '../../../shared/content/journal-page'
import { fonts, palette } from '../../../shared/design'
import { paths } from '../../../shared/routes'
import { Picture } from '../media/Picture'
import { TextLink } from '../typography'
import { photoFill, photoFrame } from '../../styles/photoFrame'

const Card = styled('aside')`
  display: flex;
  align-items: center;
  gap: 24px;
  padding: 32px 0;
  border-top: 1px solid ${palette.orchid};
  border-bottom: 1px solid ${palette.orchid};
  .portrait {
    flex: 0 0 auto;
    width: 112px;
    aspect-ratio: 4 / 5;
    ${photoFrame}
  }
  img {
    ${photoFill}
  }
  .name {
    margin: 0;
    font-family: ${fonts.serif};
    font-size: 1.5rem;
    line-height: 1.2;
  }
  .line {
    margin: 6px 0 12px;
    font-size: 1rem;
  }
`

/** Who wrote the story: her portrait, her name, one line and the way to her page. */
export function AuthorCard() {
  return (
    <Card aria-label="Quién escribe">
      <span className="portrait">
        <Picture image={journalAuthor.photo} sizes="112px" />
      </span>
      <div>
        <p className="name">{journalAuthor.name}</p>
        <p className="line">{journalAuthor.line}</p>
        <TextLink href={paths.about}>CONOCÉ MÁS SOBRE MÍ</TextLink>
      </div>
    </Card>
  )
}
