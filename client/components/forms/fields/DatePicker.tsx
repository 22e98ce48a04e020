import { getLocalTimeZone, isWeekend, today, type CalendarDate } from '@internationalized/date'
import { css } from 'goober'
import { useState } from 'react'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components'
import { fonts, palette } from '../../../../shared/design'
import { FieldNotes, RequiredMark } from './FieldNotes'
import { YearChoice } from './YearChoice'
import { siteLocale } from '../../../../shared/locale'
import { longSpanishDate } from '../../../../shared/dates'
import { fieldClass, staticLabelClass } from './styles'

export interface DatePickerProps extends Omit<
  AriaDatePickerProps<CalendarDate>,
  'children' | 'className' | 'value' | 'defaultValue' | 'minValue' | 'maxValue' | 'onChange'
> {
  label: string
  /** Shown under the field, after the chosen date written out. */
  description?: string
  errorMessage?: string
  onChange?: (value: CalendarDate | null) => void
}

/** The families date may be from today up to two years ahead. */
const dateLimits = (): { min: CalendarDate; max: CalendarDate } => {
  const min = today(getLocalTimeZone())
  return { min, max: min.add({ years: 2 }) }
}

/**
 * react-aria puts a visually hidden `<input type="date">` in every picker, for
 * browsers to autofill. Nobody has an estimated date saved to autofill, and that
 * input's built-in date fields cost the page's first style and layout pass some
 * 25 ms on a mid-range phone; `display: none` spares them (it is never sent: its
 * `form` is empty, and the picker's own hidden input carries the value).
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
  font-size: 1.0625rem;
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
    outline: 2px solid ${palette.grafito};
    outline-offset: 2px;
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
  font-family: ${fonts.sans};
  color: ${palette.grafito};
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
  &[data-disabled],
  &[data-unavailable] {
    color: ${palette.orchid};
    text-decoration: line-through;
    cursor: default;
  }
  &[data-focus-visible] {
    outline: 2px solid ${palette.grafito};
    outline-offset: 2px;
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
 * The families date: react-aria's DatePicker in Spanish, weeks from Monday, the
 * weekend shaded, from today to two years ahead. The segments follow the locale
 * (dd/mm/aaaa) and cannot spell the month, so the chosen date is also written out
 * in words ('15 de marzo de 2027', longSpanishDate) as the field's description. A
 * typed date outside the limits is ignored: the field keeps its previous value.
 */
export default function DatePicker({
  label,
  description,
  errorMessage,
  onChange,
  ...props
}: DatePickerProps) {
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
      onChange?.(next)
    }
  }
  const leave = () => {
    if (value && !inRange(value)) setValue(lastValid)
  }
  const written = value && inRange(value) ? longSpanishDate(value) : null
  const help = [written, description].filter(Boolean).join('. ')

  return (
    <I18nProvider locale={siteLocale}>
      <AriaDatePicker
        {...props}
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
          {props.isRequired && <RequiredMark />}
        </Label>
        <Group className={groupClass()}>
          <DateInput className={inputClass()}>
            {(segment) => <DateSegment segment={segment} />}
          </DateInput>
          <Button className={iconButtonClass()}>
            <CalendarIcon />
          </Button>
        </Group>
        <FieldNotes description={help} errorMessage={errorMessage} />
        <Popover className={popoverClass()} placement="bottom start">
          <Dialog aria-label={label}>
            <Calendar<CalendarDate> firstDayOfWeek="mon">
              <header>
                <Button slot="previous" className={iconButtonClass()}>
                  <ChevronIcon d="M10 3 5 8l5 5" />
                </Button>
                <Heading />
                <Button slot="next" className={iconButtonClass()}>
                  <ChevronIcon d="M6 3l5 5-5 5" />
                </Button>
              </header>
              <YearChoice />
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
    </I18nProvider>
  )
}
