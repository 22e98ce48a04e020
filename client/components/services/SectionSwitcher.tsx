import { css, styled } from 'goober'
import type { Key } from 'react-aria-components'
import { useLocation } from 'wouter'
import { breakpoints, over, palette, upTo } from '../../../shared/design'
import {
  families,
  familySectionLabels,
  familySections,
  type FamilySection,
} from '../../../shared/content/services'
import { paths } from '../../../shared/routes'
import { Accordion } from '../faqs/Accordion'
import { Inner, sidePadding } from '../layout'
import { Tabs } from '../Tabs'
import { Answer } from './Answer'

const isSection = (key: Key): key is FamilySection =>
  (familySections as readonly Key[]).includes(key)

/** Above 1100px: tab buttons. At 1100px or less the accordion list takes their place. */
const Wide = styled('div')`
  ${upTo(breakpoints.sectionSwitcher)} {
    display: none;
  }
`

const classNames = () => ({
  tab: css`
    padding: 20px 16px;
    text-transform: uppercase;
  `,
  panel: css`
    padding-top: 24px;
    max-width: 70ch;
  `,
})

const tabs = familySections.map((s) => ({
  id: s,
  label: familySectionLabels[s],
  textValue: familySectionLabels[s],
}))

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
 * The page body stays outside the Tabs, which only hold the summary.
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
          <Tabs
            label="Sesiones de familia"
            tabs={tabs}
            selectedKey={current}
            onSelectionChange={choose}
            keyboardActivation="manual"
            className={classNames()}
          >
            {summaryOf}
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
