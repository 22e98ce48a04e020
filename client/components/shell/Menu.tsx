import { styled } from 'goober'
import { useAtomValue, useSetAtom } from 'jotai'
import {
  Button,
  Dialog,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components'
import { Link } from 'wouter'
import { breakpoints, easeOut, fonts, palette, timings, under } from '../../../shared/design'
import { menuGroups } from '../../../shared/routes'
import { activeOptionAtom, closeMenuAtom, menuOpenAtom, toggleGroupAtom } from '../../state/menu'
import { keyframes } from '../../styles/motion'
import { ChevronIcon, MenuIcon } from '../icons'
import { Picture } from '../media/Picture'
import { sidePadding } from '../layout'
import { HeaderBar, iconButtonStyle } from './HeaderBar'

const slide = `${timings.menuSlideMs}ms ${easeOut}`

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  &[data-entering] {
    animation: ${keyframes.fadeIn} ${slide};
  }
  &[data-exiting] {
    animation: ${keyframes.fadeIn} ${slide} reverse;
  }
`

const Sheet = styled(Modal)`
  height: 100%;
  outline: none;
`

const Frame = styled(Dialog)`
  height: 100%;
  display: flex;
  flex-direction: column;
  outline: none;
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
  [data-entering] & {
    animation: ${keyframes.slideFromTop} ${slide};
  }
  [data-exiting] & {
    animation: ${keyframes.slideFromTop} ${slide} reverse;
  }
  ${under(breakpoints.menuImage)} {
    flex-basis: 100%;
  }
`

const ImagePanel = styled('div')`
  flex: 1;
  position: relative;
  min-width: 0;
  background: ${palette.lush};
  [data-entering] & {
    animation: ${keyframes.slideFromBottom} ${slide};
  }
  [data-exiting] & {
    animation: ${keyframes.slideFromBottom} ${slide} reverse;
  }
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

const GroupButton = styled(Button)`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 48px;
  padding: 8px 0;
  border: 0;
  border-bottom: 1px solid ${palette.orchid};
  background: none;
  cursor: pointer;
  font-family: ${fonts.serif};
  font-size: clamp(1.75rem, 3.2vw, 2.75rem);
  font-weight: 300;
  letter-spacing: 0.04em;
  text-align: left;
  svg {
    margin-left: auto;
    transition: transform ${timings.groupExpandMs}ms ${easeOut};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`

const Panel = styled(DisclosurePanel)`
  height: var(--disclosure-panel-height);
  overflow: clip;
  transition: height ${timings.groupExpandMs}ms ${easeOut};
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

const GroupHeading = styled(Heading)`
  margin: 0;
  font: inherit;
`

const Close = styled(Button)`
  ${iconButtonStyle}
`

/** The full-screen menu: a modal dialog with one group expanded at a time. */
export default function Menu() {
  const open = useAtomValue(menuOpenAtom)
  const activeOption = useAtomValue(activeOptionAtom)
  const close = useSetAtom(closeMenuAtom)
  const toggleGroup = useSetAtom(toggleGroupAtom)

  return (
    <Overlay isOpen={open} onOpenChange={(isOpen) => !isOpen && close()}>
      <Sheet>
        <Frame aria-label="Menú">
          <HeaderBar
            tone="solid"
            control={
              <Close aria-label="Cerrar menú" onPress={close}>
                <MenuIcon open />
              </Close>
            }
          />
          <Panels>
            <NavPanel aria-label="Principal">
              <DisclosureGroup
                expandedKeys={activeOption ? [activeOption] : []}
                onExpandedChange={(keys) => {
                  const key = [...keys].find((k) => k !== activeOption) ?? activeOption
                  if (typeof key === 'string') toggleGroup(key)
                }}
              >
                {menuGroups.map((group) => (
                  <Disclosure key={group.title} id={group.title}>
                    <GroupHeading level={2}>
                      <GroupButton slot="trigger">
                        {group.title}
                        <ChevronIcon size={20} />
                      </GroupButton>
                    </GroupHeading>
                    <Panel>
                      <ul>
                        {group.options.map((option) => (
                          <li key={option.route}>
                            <Link href={option.route} onClick={close}>
                              {option.text}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </Panel>
                  </Disclosure>
                ))}
              </DisclosureGroup>
            </NavPanel>
            <ImagePanel aria-hidden="true">
              {/* 45% of the viewport beside the 55% nav; hidden under the menuImage breakpoint. */}
              <PanelPhoto image="menu-panel" sizes="45vw" fit="cover" />
            </ImagePanel>
          </Panels>
        </Frame>
      </Sheet>
    </Overlay>
  )
}
