import { css, styled } from 'goober'
import { useRef, type ReactNode } from 'react'
import { useFocusRing } from 'react-aria/useFocusRing'
import { useHover } from 'react-aria/useHover'
import { mergeProps } from 'react-aria/mergeProps'
import { useTab, useTabList, useTabPanel } from 'react-aria/useTabList'
import { Item } from 'react-stately/Item'
import { useTabListState, type TabListState } from 'react-stately/useTabListState'
import { easeOut, fonts, palette } from '../../shared/design'

// Class names are made while rendering, never at import: each prerendered page
// extracts its own CSS (client/entry-server.tsx).

export interface TabSpec<K extends string> {
  id: K
  label: ReactNode
  /** The label as plain text (react-aria's textValue). */
  textValue: string
}

interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string
  tabs: readonly TabSpec<K>[]
  selectedKey?: K
  defaultSelectedKey?: K
  onSelectionChange?: (key: K) => void
  /** 'manual': the arrows move between tabs and Enter or Space chooses one. */
  keyboardActivation?: 'automatic' | 'manual'
  /** True when every panel holds a field or a link: Tab then goes straight to it. */
  panelsHoldFocusable?: boolean
  className?: { list?: string; tab?: string; panel?: string }
  /** The selected tab's panel. */
  children: (key: K) => ReactNode
}

const List = styled('div')`
  display: flex;
  border-bottom: 1px solid ${palette.orchid};
`

const tabClass = (): string => css`
  flex: 1 1 0;
  text-align: center;
  font-family: ${fonts.sans};
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.18em;
  color: ${palette.roseDeep};
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  cursor: pointer;
  outline: none;
  transition:
    color 200ms ${easeOut},
    border-color 200ms ${easeOut},
    background-color 200ms ${easeOut};
  &[data-hovered] {
    color: ${palette.grafito};
  }
  &[aria-selected='true'] {
    color: ${palette.grafito};
    background: ${palette.lush};
    border-bottom-color: ${palette.grafito};
  }
  &[data-focus-visible] {
    outline: 2px solid ${palette.grafito};
    outline-offset: -4px;
  }
`

const panelClass = (): string => css`
  outline: none;
  &[data-focus-visible] {
    outline: 2px solid ${palette.grafito};
    outline-offset: 3px;
  }
`

type Node = TabListState<object>['collection'] extends Iterable<infer T> ? T : never

function Tab({
  item,
  state,
  className,
}: {
  item: Node
  state: TabListState<object>
  className?: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  const { tabProps } = useTab({ key: item.key }, state, ref)
  const { hoverProps, isHovered } = useHover({})
  const { focusProps, isFocusVisible } = useFocusRing()
  return (
    <div
      {...mergeProps(tabProps, hoverProps, focusProps)}
      ref={ref}
      className={`${tabClass()} ${className ?? ''}`}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {item.rendered}
    </div>
  )
}

// Never attached to an element: react-aria's useTabPanel then does not search the
// panel for a focusable element once it has mounted (see Tabs).
const detached = { current: null }

function Panel({
  state,
  holdsFocusable,
  className,
  children,
}: {
  state: TabListState<object>
  holdsFocusable: boolean
  className?: string
  children: ReactNode
}) {
  const { tabPanelProps } = useTabPanel({}, state, detached)
  const { focusProps, isFocusVisible } = useFocusRing()
  return (
    <div
      {...mergeProps(tabPanelProps, focusProps)}
      // A panel without a field or link of its own takes focus itself, as WAI-ARIA asks.
      tabIndex={holdsFocusable ? undefined : 0}
      className={`${panelClass()} ${className ?? ''}`}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </div>
  )
}

/**
 * Tabs from react-aria's hooks rather than react-aria-components' Tabs. Those,
 * right after hydrating, build their collection a second time and search the panel
 * for a focusable element: state updates that made React render everything inside
 * them again, synchronously, in the hydration's task. Measured at 4× CPU on
 * /contact, that task went from about 170 ms to 60 ms with these. Here the
 * collection is built once, while rendering, on the server and in the browser alike,
 * and the caller says whether the panels hold something focusable.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  keyboardActivation = 'automatic',
  panelsHoldFocusable = false,
  className,
  children,
}: TabsProps<K>) {
  const state = useTabListState<object>({
    selectedKey,
    defaultSelectedKey,
    onSelectionChange: (key) => onSelectionChange?.(String(key) as K),
    children: tabs.map((t) => (
      <Item key={t.id} textValue={t.textValue}>
        {t.label}
      </Item>
    )),
  })
  const ref = useRef<HTMLDivElement>(null)
  const { tabListProps } = useTabList({ 'aria-label': label, keyboardActivation }, state, ref)
  const current = state.selectedKey
  return (
    <div>
      <List {...tabListProps} ref={ref} className={className?.list}>
        {[...state.collection].map((item) => (
          <Tab key={item.key} item={item} state={state} className={className?.tab} />
        ))}
      </List>
      {current == null ? null : (
        // One panel per tab: react-aria makes an element's id once.
        <Panel
          key={current}
          state={state}
          holdsFocusable={panelsHoldFocusable}
          className={className?.panel}
        >
          {children(String(current) as K)}
        </Panel>
      )}
    </div>
  )
}
