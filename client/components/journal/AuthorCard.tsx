import { styled } from 'goober'
import { journalAuthor } from '../../../shared/content/journal-page'
import { fonts, palette } from '../../../shared/site/design'
import { paths } from '../../../shared/site/routes'
import { Picture } from '../media/Picture'
import { kickerText, TextLink } from '../typography'
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
  .who {
    ${kickerText}
    margin: 0 0 8px;
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

/**
 * Who wrote the story: her portrait, her name, one line and the way to her page. Until
 * she writes her name in content/journal.json the card goes by "Quién escribe" and her
 * line alone (the brand is not a person's name).
 */
export function AuthorCard() {
  return (
    <Card aria-labelledby="quien-escribe">
      <span className="portrait">
        <Picture image={journalAuthor.photo} sizes="112px" />
      </span>
      <div>
        <p className="who" id="quien-escribe">
          Quién escribe
        </p>
        {journalAuthor.name ? <p className="name">{journalAuthor.name}</p> : null}
        <p className="line">{journalAuthor.line}</p>
        <TextLink href={paths.about}>CONOCÉ MÁS SOBRE MÍ</TextLink>
      </div>
    </Card>
  )
}
