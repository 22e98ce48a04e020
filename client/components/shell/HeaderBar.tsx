import { styled } from 'goober'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { breakpoints, easeOut, layout, palette, upTo } from '../../../shared/site/design'
import { owner } from '../../../shared/content/owner'
import { paths } from '../../../shared/site/routes'
import { InstagramIcon } from '../icons'
import { sidePadding } from '../layout'
import { lightSerif } from '../typography'

/** light: white logo and icons over a photo (home); dark: on the page; solid: white bar. */
export type HeaderTone = 'light' | 'dark' | 'solid'

const Bar = styled('div')<{ $tone: HeaderTone }>`
  ${sidePadding}
  /* 100px, or the compact 60px under 900px (global styles). */
  height: var(--header-height);
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  background: ${(p) => (p.$tone === 'solid' ? palette.white : 'transparent')};
  color: ${(p) => (p.$tone === 'light' ? palette.white : palette.grafito)};
  border-bottom: 1px solid ${(p) => (p.$tone === 'solid' ? palette.lush : 'transparent')};
  transition:
    background-color 300ms ${easeOut},
    color 300ms ${easeOut};
`

const Logo = styled(Link)`
  grid-column: 2;
  /* 22px on a phone (it was 18px in a 100px bar), up to 28px on a wide screen. */
  ${lightSerif('clamp(1.375rem, 2.2vw, 1.75rem)', 1.2)}
  letter-spacing: 0.02em;
  text-decoration: none;
  white-space: nowrap;
`

const Side = styled('div')<{ $end?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$end ? 'flex-end' : 'flex-start')};
`

const toggleOffset = layout.menuToggleOffset

/**
 * The round-target look of the menu toggle and its close twin inside the menu. Its
 * left offset changes at 992px and at 500px, both widths included.
 */
export const iconButtonStyle = `
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-left: ${toggleOffset.wide}px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
  ${upTo(breakpoints.menuToggle)} { margin-left: ${toggleOffset.medium}px; }
  ${upTo(breakpoints.menuToggleNarrow)} { margin-left: ${toggleOffset.narrow}px; }
`

const Social = styled('a')`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-right: -12px;
`

/** The header row: menu control, logo to /, Instagram. Shared by the page header and the open menu. */
export function HeaderBar({ tone, control }: { tone: HeaderTone; control: ReactNode }) {
  return (
    <Bar $tone={tone}>
      <Side>{control}</Side>
      <Logo href={paths.home}>{owner.brand}</Logo>
      <Side $end>
        <Social
          href={owner.socialUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Instagram (se abre en una pestaña nueva)"
        >
          <InstagramIcon />
        </Social>
      </Side>
    </Bar>
  )
}
