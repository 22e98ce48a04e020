import { styled } from 'goober'
import { aboutContent } from '../../../shared/content/about'
import { contentSizes } from '../layout'
import { PhotoText } from '../media/PhotoText'
import { Kicker, PageTitle } from '../typography'

// Her words as the page's title: the title's size, set in italic as a quotation.
const Quote = styled(PageTitle)`
  font-style: italic;
  & > span {
    white-space: nowrap;
  }
`

/** The about hero: a quote about emotional photography, as the page's h1. */
export function AboutHero() {
  const hero = aboutContent.hero
  // The closing mark stays with the last word, never alone on a line.
  const words = hero.quote.split(' ')
  const last = words.pop()
  return (
    <PhotoText
      labelledBy="sobre-mi"
      tone="lush"
      photo={{
        image: hero.image,
        sizes: contentSizes(810, '45vw'),
        priority: true,
        ratio: '3 / 2',
        side: 'end',
      }}
    >
      <div>
        <Kicker>{hero.kicker}</Kicker>
        <Quote id="sobre-mi">
          “{words.join(' ')} <span>{last}”</span>
        </Quote>
      </div>
    </PhotoText>
  )
}
