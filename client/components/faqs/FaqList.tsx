import { styled } from 'goober'
import { visibleFaqs } from '../../../shared/content/faqs'
import { breakpoints, fonts, over, palette, upTo } from '../../../shared/design'
import { halves } from '../layout'
import { Accordion } from './Accordion'
import { ItemTitle } from '../typography'

/**
 * Above 678px: a two-column grid of every question and answer. At 678px or less:
 * an accordion. Both are in the prerendered page and CSS shows one: no script. An odd
 * count opens on the first question across both columns, so no row ends half empty.
 */
const Grid = styled('ol')`
  list-style: none;
  padding: 0;
  ${halves(upTo(breakpoints.faqGrid))}
  > li:first-child:nth-last-child(odd) {
    grid-column: 1 / -1;
  }
  /* The number in the margin of its question: a line of the item, not a split of the page. */
  li {
    display: flex;
    gap: 16px;
    padding: 40px 0;
    border-top: 1px solid ${palette.orchid};
  }
  li > div {
    flex: 1 1 0;
    min-width: 0;
  }
  .number {
    flex: none;
    width: 3.5rem;
    font-family: ${fonts.serif};
    font-weight: 300;
    font-size: 2rem;
    line-height: 1.1;
  }
  h3 {
    margin-bottom: 16px;
  }
  p {
    max-width: 60ch;
  }
  ${upTo(breakpoints.faqGrid)} {
    display: none;
  }
`

const Small = styled('div')`
  ${over(breakpoints.faqGrid)} {
    display: none;
  }
`

/** The questions under one (visually hidden) section title, as the legal terms have theirs. */
export function FaqList() {
  return (
    <>
      <h2 className="visually-hidden">Preguntas y respuestas</h2>
      <Grid>
        {visibleFaqs.map((f) => (
          <li key={f.id}>
            <span className="number" aria-hidden="true">
              {f.id}
            </span>
            <div>
              <ItemTitle>
                <span className="visually-hidden">{f.id} </span>
                {f.question}
              </ItemTitle>
              <p>{f.answer}</p>
            </div>
          </li>
        ))}
      </Grid>
      <Small>
        <Accordion
          level={3}
          items={visibleFaqs.map((f) => ({
            id: f.id,
            title: `${f.id} ${f.question}`,
            content: <p>{f.answer}</p>,
          }))}
        />
      </Small>
    </>
  )
}
