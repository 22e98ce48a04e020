import { css, styled } from 'goober'
import { useRef, type ReactNode } from 'react'
import { useFocusRing } from 'react-aria/useFocusRing'
import { useHover } from 'react-aria/useHover'
import { mergeProps } from 'react-aria/mergeProps'
import { useTab, useTabList, useTabPanel } from 'react-aria/useTabList'
import { Item } from 'react-stately/Item'
import { useTabListState, type TabListState } from 'react-stately/useTabListState'
import { breakpoints, easeOut, fonts, palette, under } from '../../../shared/design'
import { BrandsForm } from './BrandsForm'
import { FamiliesForm } from './FamiliesForm'

const tabs = [
  { id: 'families', short: 'FAMILIAS', long: 'FORMULARIO PARA FAMILIAS' },
  { id: 'brands', short: 'MARCAS', long: 'FORMULARIO PARA MARCAS' },
] as const
type TabId = (typeof tabs)[number]['id']

// Made once: when the tabs' state changes, the forms are not rendered again.
const forms: Record<TabId, ReactNode> = { families: <FamiliesForm />, brands: <BrandsForm /> }

const TabRow = styled('div')`
  display: flex;
  gap: 0;
  margin-bottom: clamp(2.5rem, 5vw, 4rem);
  border-bottom: 1px solid ${palette.orchid};
`

const tabClass = css`
  flex: 1 1 0;
  padding: 1rem 0.75rem;
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

// CSS picks the label, so the prerendered page and the hydrated one agree at every width.
const Long = styled('span')`
  ${under(breakpoints.tabsShort)} {
    display: none;
  }
`
const Short = styled('span')`
  display: none;
  ${under(breakpoints.tabsShort)} {
    display: inline;
  }
`

type TabItem = TabListState<object>['collection'] extends Iterable<infer T> ? T : never

function Tab({ item, state }: { item: TabItem; state: TabListState<object> }) {
  const ref = useRef<HTMLDivElement>(null)
  const { tabProps } = useTab({ key: item.key }, state, ref)
  const { hoverProps, isHovered } = useHover({})
  const { focusProps, isFocusVisible } = useFocusRing()
  return (
    <div
      {...mergeProps(tabProps, hoverProps, focusProps)}
      ref={ref}
      className={tabClass}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {item.rendered}
    </div>
  )
}

// Never attached to an element, so react-aria does not look for a focusable child.
const detached = { current: null }

function Panel({ state }: { state: TabListState<object> }) {
  const { tabPanelProps } = useTabPanel({}, state, detached)
  // Each panel holds a form, so Tab goes from the tab straight to its first field.
  return (
    <div {...tabPanelProps} tabIndex={undefined}>
      {forms[state.selectedKey as TabId]}
    </div>
  )
}

/**
 * The tabbed contact form of /contact: families (the default) or brands.
 *
 * Built from react-aria's tab hooks rather than react-aria-components' Tabs: after
 * hydrating, those build their collection again and search the panel for a
 * focusable element, state updates that made React render the whole form a second
 * time, synchronously, in the hydration's task. Measured at 4× CPU throttling, that
 * task went from about 170 ms to 60 ms. Here the collection is built once, while
 * rendering, on the server and in the browser alike.
 */
export function ContactForms() {
  const state = useTabListState<object>({
    defaultSelectedKey: 'families',
    children: tabs.map((t) => (
      <Item key={t.id} textValue={t.long}>
        <Long>{t.long}</Long>
        <Short>{t.short}</Short>
      </Item>
    )),
  })
  const ref = useRef<HTMLDivElement>(null)
  const { tabListProps } = useTabList({ 'aria-label': 'Elegí el formulario' }, state, ref)
  return (
    <div>
      <TabRow {...tabListProps} ref={ref}>
        {[...state.collection].map((item) => (
          <Tab key={item.key} item={item} state={state} />
        ))}
      </TabRow>
      {/* One panel per tab, as react-aria's ids are made once per element. */}
      <Panel key={state.selectedKey} state={state} />
    </div>
  )
}
