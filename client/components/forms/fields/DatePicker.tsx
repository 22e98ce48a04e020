import { getLocalTimeZone, isWeekend, today, type CalendarDate } from '@internationalized/date'
import { css } from 'goober'
import { useState } from 'react'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarYearPicker,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  Radio,
  RadioGroup,
  Text,
} from 'react-aria-components'
import { longSpanishDate } from '../../../../shared/format/dates'
import { fonts, palette } from '../../../../shared/site/design'
import { siteLocale } from '../../../../shared/site/locale'
import { RequiredMark } from './FieldNotes'
import { descriptionClass, errorClass, fieldClass, staticLabelClass } from './styles'

interface DatePickerProps {
  name: string
  label: string
  /** Shown under the field, after the chosen date written out. */
  description: string
  onChange: (value: CalendarDate | null) => void
}

/** The families date may be from today up to two years ahead. */
const dateLimits = (): { min: CalendarDate; max: CalendarDate } => {
  const min = today(getLocalTimeZone())
  return { min, max: min.add({ years: 2 }) }
}

/** The ring of a button, a day or a year focused from the keyboard. */
const focusRing = `outline: 2px solid ${palette.grafito}; outline-offset: 2px;`

/**
 * react-aria's visually hidden `<input type="date">` is there for autofill, which nobody has
 * for this date, and its built-in fields slow the page's first layout: hidden. It is never
 * sent (its `form` is empty).
 */
const pickerClass = (): string => css`
  & [data-testid='hidden-dateinput-container'] {
    display: none;
  }
`

const groupClass = (): string => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 44px;
  border-bottom: 1px solid ${palette.grafito};
  &[data-invalid] {
    border-bottom-color: ${palette.danger};
  }
  &[data-focus-within] {
    box-shadow: 0 1px 0 0 ${palette.grafito};
  }
`

const inputClass = (): string => css`
  display: flex;
  /* The first digit on the label's edge, past its segment's padding. */
  margin-inline-start: -3px;
  & [data-placeholder] {
    color: ${palette.roseDeep};
  }
  /* Each segment is a target of its own, at least 24 px square: two digits always. */
  & [role='spinbutton'] {
    padding: 0 3px;
    min-width: 24px;
    min-height: 24px;
    text-align: center;
  }
  & [role='spinbutton']:focus {
    outline: none;
    background: ${palette.grafito};
    color: ${palette.white};
  }
`

const iconButtonClass = (): string => css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    opacity: 0.3;
    cursor: default;
  }
`

const popoverClass = (): string => css`
  background: ${palette.white};
  border: 1px solid ${palette.orchid};
  padding: 1rem;
  & [role='dialog'] {
    outline: none;
  }
  & header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: 0.5rem;
  }
  & h2 {
    font-family: ${fonts.sans};
    font-size: 1rem;
    font-weight: 600;
  }
  & h2::first-letter {
    text-transform: uppercase;
  }
  & table {
    border-collapse: collapse;
  }
  & th {
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    padding-bottom: 0.25rem;
  }
`

const cellClass = (): string => css`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  cursor: pointer;
  font-variant-numeric: tabular-nums;
  &[data-weekend] {
    background: ${palette.lush};
  }
  &[data-outside-month] {
    display: none;
  }
  &[data-hovered] {
    box-shadow: inset 0 0 0 1px ${palette.grafito};
  }
  &[data-selected] {
    background: ${palette.grafito};
    color: ${palette.white};
  }
  &[data-disabled] {
    color: ${palette.orchid};
    text-decoration: line-through;
    cursor: default;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`

const yearsClass = (): string => css`
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
    ${focusRing}
  }
`

/** Small line icons, drawn in the current text colour. */
const CalendarIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
    <rect x="2.5" y="4" width="15" height="13" stroke="currentColor" />
    <path d="M2.5 8h15M6.5 2v4M13.5 2v4" stroke="currentColor" />
  </svg>
)
const ChevronIcon = ({ d }: { d: string }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path d={d} stroke="currentColor" strokeWidth="1.5" />
  </svg>
)

/**
 * The families date, from today to two years ahead, weekends shaded. The segments
 * (dd/mm/aaaa) cannot spell the month, so the description writes the date out.
 */
export default function DatePicker({ name, label, description, onChange }: DatePickerProps) {
  const [{ min, max }] = useState(dateLimits)
  const [value, setValue] = useState<CalendarDate | null>(null)
  const [lastValid, setLastValid] = useState<CalendarDate | null>(null)
  const inRange = (d: CalendarDate) => d.compare(min) >= 0 && d.compare(max) <= 0

  // Every keystroke is accepted while typing (refusing '2' of '2027' would wipe the
  // other segments); only an in-range date counts, and on leaving the field an
  // out-of-range one is dropped for the last good value.
  const change = (next: CalendarDate | null) => {
    setValue(next)
    if (next === null || inRange(next)) {
      setLastValid(next)
      onChange(next)
    }
  }
  const leave = () => {
    if (value && !inRange(value)) setValue(lastValid)
  }
  const written = value && inRange(value) ? `${longSpanishDate(value)}. ` : ''

  return (
    <AriaDatePicker
      name={name}
      isRequired
      value={value}
      onChange={change}
      onBlur={leave}
      minValue={min}
      maxValue={max}
      firstDayOfWeek="mon"
      shouldForceLeadingZeros
      className={`${fieldClass()} ${pickerClass()}`}
    >
      <Label className={staticLabelClass()}>
        {label}
        <RequiredMark />
      </Label>
      <Group className={groupClass()}>
        <DateInput className={inputClass()}>
          {(segment) => <DateSegment segment={segment} />}
        </DateInput>
        <Button className={iconButtonClass()}>
          <CalendarIcon />
        </Button>
      </Group>
      <Text slot="description" className={descriptionClass()}>
        {written + description}
      </Text>
      <FieldError className={errorClass()} />
      <Popover className={popoverClass()} placement="bottom start">
        <Dialog aria-label={label}>
          {/* Weeks from Monday, as the picker's firstDayOfWeek tells the calendar. */}
          <Calendar<CalendarDate>>
            <header>
              <Button slot="previous" className={iconButtonClass()}>
                <ChevronIcon d="M10 3 5 8l5 5" />
              </Button>
              <Heading />
              <Button slot="next" className={iconButtonClass()}>
                <ChevronIcon d="M6 3l5 5-5 5" />
              </Button>
            </header>
            {/* A year in one press: up to 12 around the shown month, within the limits. */}
            <CalendarYearPicker visibleYears={12}>
              {({ 'aria-label': yearsLabel, value: year, onChange: setYear, items }) => (
                <RadioGroup
                  aria-label={yearsLabel}
                  orientation="horizontal"
                  value={String(year)}
                  onChange={(key) => setYear(Number(key))}
                  className={yearsClass()}
                >
                  {items.map((item) => (
                    <Radio key={item.id} value={String(item.id)} className={yearClass()}>
                      {item.formatted}
                    </Radio>
                  ))}
                </RadioGroup>
              )}
            </CalendarYearPicker>
            <CalendarGrid weekdayStyle="short">
              {(date) => (
                <CalendarCell
                  date={date}
                  className={cellClass()}
                  data-weekend={isWeekend(date, siteLocale) || undefined}
                />
              )}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  )
}
