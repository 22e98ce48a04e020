import { styled } from 'goober'
import { aboutContent } from '../../../shared/content/about'
import { breakpoints, palette, under, upTo } from '../../../shared/site/design'
import { Inner, Section } from '../layout'
import { titledItemsOf } from '../Prose'
import { SectionTitle } from '../typography'

const Intro = styled('p')`
  max-width: 36rem;
  margin-top: 1.5rem;
  font-size: 1.125rem;
`

const Values = styled('ul')`
  list-style: none;
  padding: 0;
  margin-top: clamp(40px, 6vw, 80px);
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  /* The page grid's gutter between the values: each takes three of its columns. */
  gap: 40px var(--gutter);
  ${upTo(breakpoints.gallery)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${under(breakpoints.headerNarrow)} {
    grid-template-columns: minmax(0, 1fr);
  }
  li {
    border-top: 1px solid ${palette.grafito};
    padding-top: 1.25rem;
  }
  h3 {
    margin-bottom: 0.75rem;
  }
`

/** The purpose and the four values: CERCANÍA, SENSIBILIDAD, CONFIANZA, DISFRUTE. */
export function Purpose() {
  const purpose = aboutContent.purpose
  return (
    <Section $tone="lush" aria-labelledby="proposito">
      <Inner>
        <SectionTitle id="proposito">{purpose.title}</SectionTitle>
        <Intro>{purpose.intro}</Intro>
        <Values>
          {titledItemsOf(purpose.values.map((value) => ({ title: value.name, text: value.line })))}
        </Values>
      </Inner>
    </Section>
  )
}
