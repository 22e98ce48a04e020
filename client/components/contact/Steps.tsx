import { styled } from 'goober'
import { Link } from 'wouter'
import { stepCards } from '../../../shared/content/contact'
import { breakpoints, palette, upTo } from '../../../shared/site/design'
import { ItemTitle, lightSerif } from '../typography'

const List = styled('ol')`
  list-style: none;
  padding: 0;
  margin-top: 48px;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  /* The page grid's gutter between the steps: each takes four of its columns. */
  column-gap: var(--gutter);
  row-gap: 48px;
  li {
    padding-top: 24px;
    border-top: 1px solid ${palette.grafito};
  }
  .number {
    display: block;
    ${lightSerif('clamp(2.5rem, 4vw, 3.5rem)', 1)}
    margin-bottom: 16px;
  }
  h3 {
    margin-bottom: 8px;
  }
  ${upTo(breakpoints.workLayout)} {
    grid-template-columns: 1fr;
    row-gap: 32px;
  }
`

/** 'PASO A PASO PARA TRABAJAR JUNTOS': the content's step cards, numbered in order. */
export function Steps() {
  return (
    <List>
      {stepCards.map((step, i) => (
        <li key={step.id}>
          <span className="number" aria-hidden="true">
            {i + 1}
          </span>
          <ItemTitle>
            <span className="visually-hidden">Paso {i + 1}: </span>
            {step.link ? <Link href={step.link}>{step.title}</Link> : step.title}
          </ItemTitle>
          <p>{step.description}</p>
        </li>
      ))}
    </List>
  )
}
