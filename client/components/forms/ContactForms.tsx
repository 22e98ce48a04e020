import { css, styled } from 'goober'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { breakpoints, easeOut, fonts, palette, under } from '../../../shared/design'
import { BrandsForm } from './BrandsForm'
import { FamiliesForm } from './FamiliesForm'

const tabs = [
  { id: 'families', short: 'FAMILIAS', long: 'FORMULARIO PARA FAMILIAS', Form: FamiliesForm },
  { id: 'brands', short: 'MARCAS', long: 'FORMULARIO PARA MARCAS', Form: BrandsForm },
] as const

const StyledTabList = styled(TabList)`
  display: flex;
  gap: 0;
  margin-bottom: clamp(2.5rem, 5vw, 4rem);
  border-bottom: 1px solid ${palette.orchid};
`

const tabClass = (): string => css`
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
  transition:
    color 200ms ${easeOut},
    border-color 200ms ${easeOut},
    background-color 200ms ${easeOut};
  &[data-hovered] {
    color: ${palette.grafito};
  }
  &[data-selected] {
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

const panelClass = (): string => css`
  &[data-focus-visible] {
    outline: 2px solid ${palette.grafito};
    outline-offset: 8px;
  }
`

/** The tabbed contact form of /contact: families (the default) or brands. */
export function ContactForms() {
  return (
    <Tabs defaultSelectedKey="families">
      <StyledTabList aria-label="Elegí el formulario">
        {tabs.map((t) => (
          <Tab key={t.id} id={t.id} className={tabClass()}>
            <Long>{t.long}</Long>
            <Short>{t.short}</Short>
          </Tab>
        ))}
      </StyledTabList>
      {tabs.map(({ id, Form }) => (
        <TabPanel key={id} id={id} className={panelClass()}>
          <Form />
        </TabPanel>
      ))}
    </Tabs>
  )
}
