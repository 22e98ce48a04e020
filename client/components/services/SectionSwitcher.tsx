import { styled } from 'goober'
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components'
import { useLocation } from 'wouter'
import { breakpoints, easeOut, fonts, over, palette, upTo } from '../../../shared/design'
import {
  families,
  familySectionLabels,
  familySections,
  type FamilySection,
} from '../../../shared/content/services'
import { paths } from '../../../shared/routes'
import { Accordion } from '../faqs/Accordion'
import { Inner, sidePadding } from '../layout'
import { Answer } from './Answer'

const isSection = (key: Key): key is FamilySection =>
  (familySections as readonly Key[]).includes(key)

/** Above 1100px: tab buttons. At 1100px or less the accordion list takes their place. */
const Wide = styled('div')`
  ${upTo(breakpoints.sectionSwitcher)} {
    display: none;
  }
`

const Bar = styled(TabList)`
  display: flex;
  border-bottom: 1px solid ${palette.orchid};
`

const Panel = styled(TabPanel)`
  padding-top: 24px;
  max-width: 70ch;
  outline: none;
  &[data-focus-visible] {
    outline: 2px solid ${palette.grafito};
    outline-offset: 3px;
  }
`

const SectionTab = styled(Tab)`
  flex: 1;
  padding: 20px 16px;
  cursor: pointer;
  text-align: center;
  font-family: ${fonts.sans};
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${palette.roseDeep};
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  outline: none;
  transition:
    color 250ms ${easeOut},
    border-color 250ms ${easeOut},
    background-color 250ms ${easeOut};
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

const List = styled('div')`
  ${over(breakpoints.sectionSwitcher)} {
    display: none;
  }
`

const Nav = styled('div')`
  ${sidePadding}
  margin-bottom: 48px;
`

const Summary = styled('div')`
  color: ${palette.roseDeep};
`

const summaryOf = (section: FamilySection) => {
  const when = families.sections[section].collapsable.find((q) => q.id === 'when')
  return when ? (
    <Summary>
      <Answer answers={when.answers} />
    </Summary>
  ) : null
}

/**
 * The families section switcher. Choosing a section navigates to its route, so
 * every section has its own URL and prerendered page; the tab panel (or the open
 * accordion item) says when that session is best. Tabs use manual activation:
 * arrows move, Enter chooses, so moving through them does not load a page per key.
 * The page body stays outside the Tabs: react-aria renders a collection's content
 * twice during SSR (once in a hidden template), which must stay small.
 */
export function SectionSwitcher({ current }: { current: FamilySection }) {
  const [, navigate] = useLocation()
  const choose = (key: Key) => {
    if (isSection(key) && key !== current) navigate(paths.families(key))
  }
  return (
    <Nav>
      <Inner>
        <Wide>
          <Tabs selectedKey={current} onSelectionChange={choose} keyboardActivation="manual">
            <Bar aria-label="Sesiones de familia">
              {familySections.map((s) => (
                <SectionTab key={s} id={s}>
                  {familySectionLabels[s]}
                </SectionTab>
              ))}
            </Bar>
            <Panel id={current}>{summaryOf(current)}</Panel>
          </Tabs>
        </Wide>
        <List>
          <Accordion
            aria-label="Sesiones de familia"
            level={2}
            expandedKeys={[current]}
            onExpandedChange={(keys) => {
              const next = [...keys].find((k) => k !== current)
              if (next !== undefined) choose(next)
            }}
            items={familySections.map((s) => ({
              id: s,
              title: familySectionLabels[s],
              content: summaryOf(s),
            }))}
          />
        </List>
      </Inner>
    </Nav>
  )
}
