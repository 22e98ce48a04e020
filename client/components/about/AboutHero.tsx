import { styled } from 'goober'
import { aboutContent } from '../../../shared/content/about'
import { breakpoints, headings } from '../../../shared/site/design'
import { contentSizesUpTo } from '../layout'
import { PhotoText } from '../media/PhotoText'
import { Kicker, PageTitle } from '../typography'

/** The portrait's widest, px: on a large screen six columns would make it taller than the screen. */
const portraitMaxWidth = 560

// Her words as the page's title, set in italic as a quotation, at the quotation's size.
const Quote = styled(PageTitle)`
  font-style: italic;
  font-size: ${headings.quote.size};
  line-height: ${headings.quote.lineHeight};
  & > span {
    white-space: nowrap;
  }
`

/** The about page opens on her portrait, her quote about emotional photography beside it (the page's h1). */
export function AboutHero() {
  const hero = aboutContent.hero
  // The closing mark stays with the last word, never alone on a line.
  const words = hero.quote.split(' ')
  const last = words.pop()
  return (
    <PhotoText
      labelledBy="sobre-mi"
      tone="lush"
      opening
      photo={{
        image: hero.image,
        sizes: contentSizesUpTo(
          breakpoints.philosophyImage,
          `(min-width: 1366px) ${portraitMaxWidth}px, 41vw`,
        ),
        priority: true,
        ratio: '4 / 5',
        maxWidth: portraitMaxWidth,
        side: 'start',
      }}
    >
      <div>
        <Kicker>{hero.kicker}</Kicker>
        <Quote id="sobre-mi" data-quote="">
          “{words.join(' ')} <span>{last}”</span>
        </Quote>
      </div>
    </PhotoText>
  )
}
