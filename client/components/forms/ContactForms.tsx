import { css, styled } from 'goober'
import type { ReactNode } from 'react'
import { breakpoints, under } from '../../../shared/design'
import { HydrateApart } from '../../prehydration/HydrateApart'
import { Tabs, type TabSpec } from '../Tabs'
import { BrandsForm } from './BrandsForm'
import { FamiliesForm } from './FamiliesForm'

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

type FormId = 'families' | 'brands'

const tab = (id: FormId, short: string, long: string): TabSpec<FormId> => ({
  id,
  textValue: long,
  label: (
    <>
      <Long>{long}</Long>
      <Short>{short}</Short>
    </>
  ),
})

const tabs = [
  tab('families', 'FAMILIAS', 'FORMULARIO PARA FAMILIAS'),
  tab('brands', 'MARCAS', 'FORMULARIO PARA MARCAS'),
]

// Made once: when the tabs change state, the forms are not rendered again. Each
// hydrates apart from the tabs, once it nears the screen or is touched (HydrateApart):
// until then it posts itself. Both are in the page; one shows.
const forms: Record<FormId, ReactNode> = {
  families: (
    <HydrateApart near>
      <FamiliesForm />
    </HydrateApart>
  ),
  brands: (
    <HydrateApart near>
      <BrandsForm />
    </HydrateApart>
  ),
}

const fragment = (id: FormId) => (id === 'families' ? 'formulario-familias' : 'formulario-marcas')

const classNames = () => ({
  list: css`
    margin-bottom: clamp(1.5rem, 3vw, 2.5rem);
  `,
  tab: css`
    padding: 1rem 0.75rem;
  `,
})

/** The tabbed contact form of /contact: families (the default) or brands. */
export function ContactForms() {
  return (
    <Tabs
      label="Elegí el formulario"
      tabs={tabs}
      defaultSelectedKey="families"
      fragment={fragment}
      panelsHoldFocusable
      className={classNames()}
    >
      {(id) => forms[id]}
    </Tabs>
  )
}
