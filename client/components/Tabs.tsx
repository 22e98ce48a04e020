import { css, styled } from 'goober'
import { memo, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useFocusRing } from 'react-aria/useFocusRing'
import { useHover } from 'react-aria/useHover'
import { mergeProps } from 'react-aria/mergeProps'
import { useTab, useTabList } from 'react-aria/useTabList'
import { Item } from 'react-stately/Item'
import { useTabListState, type TabListState } from 'react-stately/useTabListState'
import { easeOut, fonts, layout, palette } from '../../shared/design'
import { PanelShownContext, panelShownStore } from './panelShown'

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
  defaultSelectedKey: K
  /**
   * Each tab's URL fragment. Before the page hydrates, and without JavaScript, the
   * tabs are links to it and CSS (`:target`) shows its panel; a page opened at it
   * opens on that tab.
   */
  fragment: (key: K) => string
  /** 'manual': the arrows move between tabs and Enter or Space chooses one. */
  keyboardActivation?: 'automatic' | 'manual'
  /** True when every panel holds a field or a link: Tab then goes straight to it. */
  panelsHoldFocusable?: boolean
  className?: { list?: string; tab?: string; panel?: string }
  /** A tab's panel. */
  children: (key: K) => ReactNode
}

const List = styled('div')`
  display: flex;
  border-bottom: 1px solid ${palette.orchid};
`

const selectedLook = `
  color: ${palette.grafito};
  background: ${palette.lush};
  border-bottom-color: ${palette.grafito};
`

const restLook = `
  color: ${palette.roseDeep};
  background: none;
  border-bottom-color: transparent;
`

const tabClass = (): string => css`
  flex: 1 1 0;
  text-decoration: none;
  text-align: center;
  font-family: ${fonts.sans};
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.18em;
  ${restLook}
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
    ${selectedLook}
  }
  &[data-focus-visible] {
    outline: 2px solid ${palette.grafito};
    outline-offset: -4px;
  }
`

/**
 * Until the app has hydrated (`data-live`), the tab whose fragment is the URL's
 * (`:target`) is the chosen one, whatever the HTML says.
 */
const wrapClass = (fragments: readonly [key: string, fragment: string][]): string => css`
  ${fragments
    .map(
      ([key, fragment]) => `
    &:not([data-live]):has(#${fragment}:target) {
      [data-tab] { ${restLook} }
      [data-tab='${key}'] { ${selectedLook} }
      [data-panel] { display: none; }
      [data-panel='${key}'] { display: block; }
    }`,
    )
    .join('')}
  /* The fragments' targets: just above the tabs, so following one keeps them in view. */
  > span {
    display: block;
    scroll-margin-top: ${layout.headerHeight + 16}px;
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
  href,
  id,
  panelId,
  className,
}: {
  item: Node
  state: TabListState<object>
  href: string
  id: string
  panelId: string
  className?: string
}) {
  const ref = useRef<HTMLAnchorElement>(null)
  const { tabProps } = useTab({ key: item.key }, state, ref)
  // react-aria's press handling is kept for the keyboard only. For a pointer it
  // renders the tabs twice per tap (a pressed state and a focus on pointer down, then
  // the choice on click); here the click takes focus and chooses in one render.
  const {
    onPointerDown: _pointerDown,
    onPointerUp: _pointerUp,
    onPointerEnter: _pointerEnter,
    onPointerLeave: _pointerLeave,
    onMouseDown: _mouseDown,
    onMouseUp: _mouseUp,
    onTouchStart: _touchStart,
    onTouchEnd: _touchEnd,
    onTouchMove: _touchMove,
    onTouchCancel: _touchCancel,
    onDragStart: _dragStart,
    onClick: _click,
    ...keyboardProps
  } = tabProps
  const { hoverProps, isHovered } = useHover({})
  const { focusProps, isFocusVisible } = useFocusRing()
  return (
    <a
      {...mergeProps(keyboardProps, hoverProps, focusProps, {
        // No focus on pointer down: it comes with the choice.
        onMouseDown: (event: MouseEvent) => event.preventDefault(),
        // Once hydrated the tab chooses its panel here: the link is not followed. The
        // focus's own update (react-aria's focused key) joins the choice's render.
        onClick: (event: MouseEvent) => {
          event.preventDefault()
          state.setSelectedKey(item.key)
          ref.current?.focus()
        },
      })}
      ref={ref}
      href={href}
      id={id}
      aria-controls={panelId}
      data-tab={item.key}
      className={`${tabClass()} ${className ?? ''}`}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {item.rendered}
    </a>
  )
}

/** Memoized: a tab taking focus or being pressed renders the tabs, not the panels. */
const Panel = memo(function Panel({
  id,
  tabId,
  tabKey,
  selected,
  holdsFocusable,
  className,
  children,
}: {
  id: string
  tabId: string
  tabKey: string
  selected: boolean
  holdsFocusable: boolean
  className?: string
  children: ReactNode
}) {
  const { focusProps, isFocusVisible } = useFocusRing()
  const [shown] = useState(() => panelShownStore(selected))
  // After the paint that shows the panel: what waits for it is not part of the tap.
  useEffect(() => shown.set(selected), [shown, selected])
  return (
    <div
      {...focusProps}
      role="tabpanel"
      id={id}
      aria-labelledby={tabId}
      data-panel={tabKey}
      hidden={!selected}
      // A panel without a field or link of its own takes focus itself, as WAI-ARIA asks.
      tabIndex={holdsFocusable ? undefined : 0}
      className={`${panelClass()} ${className ?? ''}`}
      data-focus-visible={isFocusVisible || undefined}
    >
      <PanelShownContext.Provider value={shown}>{children}</PanelShownContext.Provider>
    </div>
  )
})

/**
 * Tabs from react-aria's hooks rather than react-aria-components' Tabs. Those,
 * right after hydrating, build their collection a second time and search the panel
 * for a focusable element: state updates that made React render everything inside
 * them again, synchronously, in the hydration's task. Measured at 4× CPU on
 * /contact, that task went from about 170 ms to 60 ms with these. Here the
 * collection is built once, while rendering, on the server and in the browser alike,
 * and the caller says whether the panels hold something focusable.
 *
 * Every panel is in the HTML, the others hidden, and each tab is a link to its
 * fragment: the tabs work before the page hydrates and without JavaScript, and
 * what was typed in one panel is still there after a look at another.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  defaultSelectedKey,
  fragment,
  keyboardActivation = 'automatic',
  panelsHoldFocusable = false,
  className,
  children,
}: TabsProps<K>) {
  const [selectedKey, setSelectedKey] = useState<K>(defaultSelectedKey)
  const [live, setLive] = useState(false)
  // The same children on every render: react-stately builds the collection again
  // whenever they change, on every tap.
  const items = useMemo(
    () =>
      tabs.map((t) => (
        <Item key={t.id} textValue={t.textValue}>
          {t.label}
        </Item>
      )),
    [tabs],
  )
  const state = useTabListState<object>({
    selectedKey,
    onSelectionChange: (key) => setSelectedKey(String(key) as K),
    children: items,
  })
  // Hydrated: the tab the URL names (chosen before, or linked to) is the chosen one.
  useEffect(() => {
    const named = tabs.find((t) => `#${fragment(t.id)}` === location.hash)
    if (named) setSelectedKey(named.id)
    setLive(true)
  }, [tabs, fragment])
  const ref = useRef<HTMLDivElement>(null)
  const { tabListProps } = useTabList({ 'aria-label': label, keyboardActivation }, state, ref)
  const ids = (key: K) => ({ tab: `${fragment(key)}-tab`, panel: `${fragment(key)}-panel` })
  const wrap = useMemo(() => wrapClass(tabs.map((t) => [t.id, fragment(t.id)])), [tabs, fragment])
  return (
    <div className={wrap} data-live={live || undefined}>
      {tabs.map((t) => (
        <span key={t.id} id={fragment(t.id)} />
      ))}
      <List {...tabListProps} ref={ref} className={className?.list}>
        {[...state.collection].map((item) => {
          const key = String(item.key) as K
          return (
            <Tab
              key={key}
              item={item}
              state={state}
              href={`#${fragment(key)}`}
              id={ids(key).tab}
              panelId={ids(key).panel}
              className={className?.tab}
            />
          )
        })}
      </List>
      {tabs.map((t) => (
        <Panel
          key={t.id}
          id={ids(t.id).panel}
          tabId={ids(t.id).tab}
          tabKey={t.id}
          selected={t.id === selectedKey}
          holdsFocusable={panelsHoldFocusable}
          className={className?.panel}
        >
          {children(t.id)}
        </Panel>
      ))}
    </div>
  )
}
