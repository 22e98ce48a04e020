import type { CalendarDate } from '@internationalized/date'
import { styled } from 'goober'
import { palette } from '../../../shared/site/design'
import { longSpanishDate } from '../../../shared/format/dates'

/**
 * The recommended session windows, measured from an estimated due date (week 40):
 * pregnancy in weeks 28 to 32; newborn ideally within 15 days of birth, and from
 * 15 days to a month evaluated case by case.
 */
export const sessionWindows = (due: CalendarDate) => ({
  pregnancy: { from: due.subtract({ weeks: 12 }), to: due.subtract({ weeks: 8 }) },
  newborn: { from: due, to: due.add({ days: 15 }) },
  newbornCaseByCase: { from: due.add({ days: 15 }), to: due.add({ months: 1 }) },
})

const Help = styled('p')`
  margin-top: 0.75rem;
  color: ${palette.roseDeep};
  font-size: 0.9375rem;
  line-height: 1.55;
  &:empty {
    display: none;
  }
`

/** Under the families date, the windows as dates: a polite live region, empty until then. */
export function DueDateHelp({ date }: { date: CalendarDate | null }) {
  let text = ''
  if (date) {
    const w = sessionWindows(date)
    const now = new Date()
    // Today as a CalendarDate, without importing the date library into this chunk.
    const today = date.set({
      year: now.getFullYear(),
      month: now.getMonth() + 1,
      day: now.getDate(),
    })
    const pregnancy =
      w.pregnancy.to.compare(today) < 0
        ? 'la ventana ideal para la sesión de embarazo (semanas 28 a 32) ya pasó, pero escribime igual y lo vemos'
        : `la sesión de embarazo conviene entre las semanas 28 y 32: del ${longSpanishDate(w.pregnancy.from)} al ${longSpanishDate(w.pregnancy.to)}`
    text =
      `Si es tu fecha probable de parto, ${pregnancy}. ` +
      `La de recién nacido, idealmente dentro de los 15 días del nacimiento ` +
      `(hasta el ${longSpanishDate(w.newborn.to)} si llega en fecha); ` +
      `entre el ${longSpanishDate(w.newbornCaseByCase.from)} y el ${longSpanishDate(w.newbornCaseByCase.to)} lo evaluamos según el caso.`
  }
  return (
    <Help aria-live="polite" data-testid="due-date-help">
      {text}
    </Help>
  )
}
