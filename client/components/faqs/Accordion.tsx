import { styled } from 'goober'
import { useId, type ReactNode } from 'react'
import { easeOut, palette, reducedMotion, timings } from '../../../shared/site/design'
import { ChevronIcon } from '../icons'
import { ItemTitle, SectionTitle } from '../typography'

export interface AccordionItem {
  id: string
  title: ReactNode
  content: ReactNode
}

interface AccordionProps {
  items: readonly AccordionItem[]
  /** The heading level of each question, so it fits the page outline. */
  level?: 2 | 3
  className?: string
}

const Group = styled('div')`
  border-top: 1px solid ${palette.orchid};
`

/**
 * A native `<details>` that the browser opens and closes itself, before any script
 * and without one; items that share a `name` close each other. The height glides
 * where the browser can animate to `auto`, and jumps elsewhere or with reduced
 * motion, as does the chevron's turn. Shared with the menu's groups.
 */
export const detailsMotion = `
  interpolate-size: allow-keywords;
  &::details-content {
    block-size: 0;
    overflow: clip;
    transition:
      block-size ${timings.groupExpandMs}ms ${easeOut},
      content-visibility ${timings.groupExpandMs}ms allow-discrete;
  }
  &[open]::details-content {
    block-size: auto;
  }
  summary {
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary svg {
    flex: none;
    margin-left: auto;
    transition: transform ${timings.groupExpandMs}ms ${easeOut};
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
  ${reducedMotion} {
    &::details-content,
    summary svg {
      transition: none;
    }
  }
`

const Item = styled('details')`
  ${detailsMotion}
  border-bottom: 1px solid ${palette.orchid};
  summary {
    display: flex;
    align-items: center;
    gap: 16px;
    min-height: 56px;
    padding: 16px 0;
  }
  summary:focus-visible {
    outline: 2px solid ${palette.grafito};
    outline-offset: 3px;
  }
  .title {
    margin: 0;
  }
`

const Panel = styled('div')`
  padding: 0 0 24px;
  max-width: 65ch;
  ul {
    margin: 0;
    padding-left: 1.25em;
  }
  li + li {
    margin-top: 0.4em;
  }
`

/**
 * Questions and answers, one open at a time: native `<details>` and `<summary>`, so
 * they work from the first paint and without JavaScript. Each question is a heading
 * inside its summary, which assistive tech announces as a button, expanded or not.
 */
export function Accordion({ items, level = 3, className }: AccordionProps) {
  const group = useId()
  const Title = level === 2 ? SectionTitle : ItemTitle
  return (
    <Group className={className}>
      {items.map((item) => (
        <Item key={item.id} name={group}>
          <summary>
            <Title className="title">{item.title}</Title>
            <ChevronIcon />
          </summary>
          <Panel>{item.content}</Panel>
        </Item>
      ))}
    </Group>
  )
}
