import { styled } from 'goober'
import { Link } from 'wouter'
import { breakpoints, palette, under } from '../../../shared/site/design'
import { menuGroups, menuLinks } from '../../../shared/site/routes'
import { detailsMotion } from '../faqs/Accordion'
import { ChevronIcon, MenuIcon } from '../icons'
import { Picture } from '../media/Picture'
import { sidePadding } from '../layout'
import { HeaderBar, iconButtonStyle } from './HeaderBar'
import { menuId } from './menuCss'
import { lightSerif, thinUnderline } from '../typography'

// A modal <dialog>: the browser opens it (the toggle's `command="show-modal"`),
// closes it (the cross, Escape), keeps the page behind inert and gives focus back
// to the toggle, all before any script and without one.
const Sheet = styled('dialog')`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  overflow: hidden;
  overscroll-behavior: contain;
  flex-direction: column;
  &::backdrop {
    background: none;
  }
`

const Panels = styled('div')`
  flex: 1;
  display: flex;
  min-height: 0;
`

const NavPanel = styled('nav')`
  ${sidePadding}
  flex: 0 0 55%;
  overflow-y: auto;
  padding-top: 48px;
  padding-bottom: 48px;
  background: ${palette.white};
  ${under(breakpoints.menuImage)} {
    flex-basis: 100%;
  }
`

const ImagePanel = styled('div')`
  flex: 1;
  position: relative;
  min-width: 0;
  background: ${palette.lush};
  ${under(breakpoints.menuImage)} {
    display: none;
  }
`

const PanelPhoto = styled(Picture)`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
`

/** The words of a menu entry, a group's title or a page's row alike. */
const entryText = `
  ${lightSerif('clamp(1.75rem, 3.2vw, 2.75rem)')}
  letter-spacing: 0.04em;
`

// One group open at a time, by the shared `name`, with or without scripts.
const Group = styled('details')`
  ${detailsMotion}
  summary {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 48px;
    padding: 8px 0;
    border-bottom: 1px solid ${palette.orchid};
  }
  h2 {
    margin: 0;
    ${entryText}
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 12px 0 20px;
  }
  a {
    display: block;
    padding: 8px 0;
    font-size: 1.125rem;
    letter-spacing: 0.06em;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
`

/** A page of its own beside the groups, drawn as a group's row. */
const Row = styled('a')`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 8px 0;
  border-bottom: 1px solid ${palette.orchid};
  ${entryText}
  line-height: 1.1;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    ${thinUnderline('0.2em')}
  }
`

const Close = styled('button')`
  ${iconButtonStyle}
`

/**
 * The full-screen menu, in every page's HTML (at its end: the first screen does not
 * wait for it): a modal dialog whose groups are native disclosures, one open at a
 * time. A link inside loads its page; the island runtime closes the menu of a page
 * that is left, so it comes back closed from the back/forward cache.
 */
export function Menu() {
  return (
    <Sheet id={menuId} aria-label="Menú">
      <HeaderBar
        tone="solid"
        control={
          <Close type="button" commandfor={menuId} command="close" aria-label="Cerrar menú">
            <MenuIcon open />
          </Close>
        }
      />
      <Panels>
        <NavPanel aria-label="Principal">
          {menuGroups.map((group) => (
            <Group key={group.title} name="menu">
              <summary>
                <h2>{group.title}</h2>
                <ChevronIcon size={20} />
              </summary>
              <ul>
                {group.options.map((option) => (
                  <li key={option.route}>
                    <Link href={option.route}>{option.text}</Link>
                  </li>
                ))}
              </ul>
            </Group>
          ))}
          {menuLinks.map((option) => (
            <Row key={option.route} href={option.route}>
              {option.text}
            </Row>
          ))}
        </NavPanel>
        <ImagePanel className="photo" aria-hidden="true">
          {/* 45% of the viewport beside the 55% nav; hidden under the menuImage breakpoint. */}
          <PanelPhoto image="menu-panel" sizes="45vw" fit="cover" decorative />
        </ImagePanel>
      </Panels>
    </Sheet>
  )
}
