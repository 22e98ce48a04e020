import { styled } from 'goober'
import type { ReactNode } from 'react'
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components'
import { easeOut, fonts, palette, timings } from '../../../shared/design'
import { ChevronIcon } from '../icons'

export interface AccordionItem {
  id: string
  title: ReactNode
  content: ReactNode
}

interface AccordionProps {
  items: readonly AccordionItem[]
  /** The heading level of each trigger, so it fits the page outline. */
  level?: 2 | 3 | 4
  /** Controlled mode: which items are open, and what the visitor asked for. */
  expandedKeys?: Iterable<Key>
  onExpandedChange?: (keys: Set<Key>) => void
  className?: string
  'aria-label'?: string
}

const Group = styled(DisclosureGroup)`
  border-top: 1px solid ${palette.orchid};
`

const Item = styled(Disclosure)`
  border-bottom: 1px solid ${palette.orchid};
`

const Title = styled(Heading)`
  margin: 0;
  font: inherit;
`

const Trigger = styled(Button)`
  display: flex;
  align-items: center;
  gap: 16px;
  width: 100%;
  min-height: 56px;
  padding: 16px 0;
  border: 0;
  background: none;
  cursor: pointer;
  font-family: ${fonts.sans};
  font-size: 1.0625rem;
  font-weight: 600;
  line-height: 1.4;
  text-align: left;
  svg {
    flex: none;
    margin-left: auto;
    transition: transform ${timings.groupExpandMs}ms ${easeOut};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &[data-focus-visible] {
    outline: 2px solid ${palette.grafito};
    outline-offset: 3px;
  }
`

const Panel = styled(DisclosurePanel)`
  height: var(--disclosure-panel-height);
  overflow: clip;
  transition: height ${timings.groupExpandMs}ms ${easeOut};
  > div {
    padding: 0 0 24px;
    max-width: 65ch;
  }
  ul {
    margin: 0;
    padding-left: 1.25em;
  }
  li + li {
    margin-top: 0.4em;
  }
`

/** A react-aria accordion: one heading + button per item, one item open at a time. */
export function Accordion({
  items,
  level = 3,
  expandedKeys,
  onExpandedChange,
  className,
  'aria-label': ariaLabel,
}: AccordionProps) {
  return (
    <Group
      className={className}
      aria-label={ariaLabel}
      {...(expandedKeys ? { expandedKeys } : {})}
      {...(onExpandedChange ? { onExpandedChange } : {})}
    >
      {items.map((item) => (
        <Item key={item.id} id={item.id}>
          <Title level={level}>
            <Trigger slot="trigger">
              <span>{item.title}</span>
              <ChevronIcon />
            </Trigger>
          </Title>
          <Panel>
            <div>{item.content}</div>
          </Panel>
        </Item>
      ))}
    </Group>
  )
}
