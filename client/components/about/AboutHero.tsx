import { styled } from 'goober'
import { aboutContent } from '../../../shared/content/about'
import { breakpoints, fonts, palette, upTo } from '../../../shared/design'
import { Inner, Section } from '../layout'
import { Picture } from '../media/Picture'
import { Kicker } from '../typography'

export const TwoColumns = styled('div')<{ $reverse?: boolean }>`
  display: grid;
  grid-template-columns: ${(p) =>
    p.$reverse ? 'minmax(0, 5fr) minmax(0, 6fr)' : 'minmax(0, 6fr) minmax(0, 5fr)'};
  gap: clamp(40px, 7vw, 140px);
  align-items: center;
  ${upTo(breakpoints.philosophyImage)} {
    grid-template-columns: minmax(0, 1fr);
  }
`

export const Photo = styled('div')<{ $ratio?: string }>`
  aspect-ratio: ${(p) => p.$ratio ?? '4 / 5'};
  overflow: hidden;
  background: ${palette.orchid};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

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
    <Section $tone="lush" aria-labelledby="sobre-mi">
      <Inner>
        <TwoColumns>
          <div>
            <Kicker>{hero.kicker}</Kicker>
            <Quote id="sobre-mi">“{hero.quote}”</Quote>
          </div>
          <Photo $ratio="3 / 2">
            <Picture image={hero.image} sizes="(max-width: 810px) 90vw, 45vw" priority />
          </Photo>
        </TwoColumns>
      </Inner>
    </Section>
  )
}
