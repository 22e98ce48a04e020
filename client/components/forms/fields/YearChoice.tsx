import { css } from 'goober'
import { CalendarYearPicker, Radio, RadioGroup } from 'react-aria-components'
import { fonts, palette } from '../../../../shared/design'

/** The year view: up to 12 years around the shown month, within the date limits. */
export const decadeYears = 12

const groupClass = (): string => css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 4px;
  margin: 0 0 0.75rem;
`

const yearClass = (): string => css`
  display: grid;
  place-items: center;
  min-height: 36px;
  border: 1px solid ${palette.orchid};
  font-family: ${fonts.sans};
  font-size: 0.9375rem;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &[data-hovered] {
    border-color: ${palette.grafito};
  }
  &[data-selected] {
    background: ${palette.grafito};
    border-color: ${palette.grafito};
    color: ${palette.white};
  }
  &[data-focus-visible] {
    outline: 2px solid ${palette.grafito};
    outline-offset: 2px;
  }
`

/**
 * Jump between years in one press: react-aria's year picker (it keeps the years
 * inside the calendar's min and max) shown as a grid of radio buttons.
 */
export function YearChoice() {
  return (
    <CalendarYearPicker visibleYears={decadeYears}>
      {({ 'aria-label': label, value, onChange, items }) => (
        <RadioGroup
          aria-label={label}
          orientation="horizontal"
          value={String(value)}
          onChange={(key) => onChange(Number(key))}
          className={groupClass()}
        >
          {items.map((item) => (
            <Radio key={item.id} value={String(item.id)} className={yearClass()}>
              {item.formatted}
            </Radio>
          ))}
        </RadioGroup>
      )}
    </CalendarYearPicker>
  )
}
