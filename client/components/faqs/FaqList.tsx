import { styled } from 'goober'
import { visibleFaqs } from '../../../shared/content/faqs'
import { breakpoints, over, palette, upTo } from '../../../shared/site/design'
import { splitColumns } from '../layout'
import { Accordion } from './Accordion'
import { ItemTitle, lightSerif } from '../typography'

/**
 * Above 678px: each question on the page grid's smaller part, its answer beside it on the
 * larger, one row each, so no count of questions leaves a row half empty. At 678px or
 * less: an accordion. Both are in the prerendered page and CSS shows one: no script.
 */
const Rows = styled('ol')`
  list-style: none;
  padding: 0;
  li {
    ${splitColumns('wide', 'second', upTo(breakpoints.faqGrid))}
    padding: 40px 0;
    border-top: 1px solid ${palette.orchid};
  }
  /* The number in the margin of its question. */
  .question {
    display: flex;
    gap: 16px;
  }
  .number {
    flex: none;
    width: 3.5rem;
    ${lightSerif('2rem', 1.1)}
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
      <Rows>
        {visibleFaqs.map((f) => (
          <li key={f.id}>
            <div className="question">
              <span className="number" aria-hidden="true">
                {f.id}
              </span>
              <ItemTitle>
                <span className="visually-hidden">{f.id} </span>
                {f.question}
              </ItemTitle>
            </div>
            <p>{f.answer}</p>
          </li>
        ))}
      </Rows>
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
