import { styled } from 'goober'
import { aboutContent } from '../../../shared/content/about'
import { fonts } from '../../../shared/design'
import { contentSizes } from '../layout'
import { PhotoText } from '../media/PhotoText'
import { Kicker } from '../typography'

const Quote = styled('h1')`
  font-family: ${fonts.serif};
  font-weight: 300;
  font-style: italic;
  font-size: clamp(2rem, 4.2vw, 4.25rem);
  line-height: 1.12;
  text-wrap: balance;
`

/** The about hero: a quote about emotional photography, as the page's h1. */
export function AboutHero() {
  const hero = aboutContent.hero
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
        <Quote id="sobre-mi">“{hero.quote}”</Quote>
      </div>
    </PhotoText>
  )
}
