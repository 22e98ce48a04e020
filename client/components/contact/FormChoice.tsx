import { css, styled } from 'goober'
import { breakpoints, easeOut, fonts, palette, under } from '../../../shared/site/design'
import { contactFormFragments } from '../../../shared/site/routes'
import { ReactIsland } from '../../islands/Island'
import { formColumns } from '../layout'

// CSS picks the label, so one HTML serves every width.
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

const choices = [
  { id: 'families', short: 'FAMILIAS', long: 'FORMULARIO PARA FAMILIAS' },
  { id: 'brands', short: 'MARCAS', long: 'FORMULARIO PARA MARCAS' },
] as const

const chosenLook = `
  color: ${palette.grafito};
  background: ${palette.lush};
  border-bottom-color: ${palette.grafito};
`
const restLook = `
  color: ${palette.roseDeep};
  background: none;
  border-bottom-color: transparent;
`

/**
 * Families unless the URL names the brands form's fragment (`:target`), so links, a page
 * opened at the fragment and the back button all choose. One class, made while rendering.
 */
const switchClass = (): string => css`
  ${formColumns}
  > span {
    display: block;
    /* The fragments' targets sit just above the choice, which stays in view. */
    scroll-margin-top: calc(var(--header-height) + 16px);
  }
  > nav > ul {
    display: flex;
    margin: 0 0 clamp(1.5rem, 3vw, 2.5rem);
    padding: 0;
    list-style: none;
    border-bottom: 1px solid ${palette.orchid};
  }
  > nav li {
    flex: 1 1 0;
    display: flex;
  }
  > nav a {
    flex: 1 1 0;
    padding: 1rem 0.75rem;
    text-decoration: none;
    text-align: center;
    font-family: ${fonts.sans};
    font-size: 0.875rem;
    font-weight: 600;
    letter-spacing: 0.18em;
    ${restLook}
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
    transition:
      color 200ms ${easeOut},
      border-color 200ms ${easeOut},
      background-color 200ms ${easeOut};
  }
  > nav a:hover {
    color: ${palette.grafito};
  }
  > nav a:focus-visible {
    outline-offset: -4px;
  }
  [data-panel='brands'] {
    display: none;
  }
  > nav [data-choice='families'] {
    ${chosenLook}
  }
  &:has(#${contactFormFragments.brands}:target) {
    [data-panel='families'] {
      display: none;
    }
    [data-panel='brands'] {
      display: block;
    }
    > nav [data-choice='families'] {
      ${restLook}
    }
    > nav [data-choice='brands'] {
      ${chosenLook}
    }
  }
`

/** /contact's form, families or brands, chosen by two links and CSS; each an island. */
export function FormChoice() {
  return (
    <div className={switchClass()}>
      {choices.map((c) => (
        <span key={c.id} id={contactFormFragments[c.id]} />
      ))}
      <nav aria-label="Elegí el formulario">
        <ul>
          {choices.map((c) => (
            <li key={c.id}>
              <a href={`#${contactFormFragments[c.id]}`} data-choice={c.id}>
                <Long>{c.long}</Long>
                <Short>{c.short}</Short>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div data-panel="families">
        <ReactIsland name="familiesForm" when="visible" props={{}} />
      </div>
      <div data-panel="brands">
        <ReactIsland name="brandsForm" when="visible" props={{}} />
      </div>
    </div>
  )
}
