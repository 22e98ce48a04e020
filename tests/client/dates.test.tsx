import { CalendarDate } from '@internationalized/date'
import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DueDateHelp, sessionWindows } from '../../client/components/forms/DueDateHelp'
import { longSpanishDate } from '../../shared/format/dates'
import { siteLocale } from '../../shared/site/locale'

/** The old English-order pattern, 'marzo 15, 2027', that no date may be written in any more. */
const monthFirst = /\p{L}+ \d{1,2}, \d{4}/u

describe('longSpanishDate', () => {
  it("should write an ISO date as '15 de marzo de 2027'", () => {
    expect(longSpanishDate('2027-03-15')).toBe('15 de marzo de 2027')
    expect(longSpanishDate('2027-03-05')).toBe('5 de marzo de 2027')
    expect(longSpanishDate({ year: 2026, month: 12, day: 31 })).toBe('31 de diciembre de 2026')
    expect(longSpanishDate(new CalendarDate(2028, 2, 29))).toBe('29 de febrero de 2028')
  })

  it('should name every month as Spanish does', () => {
    const intl = new Intl.DateTimeFormat(siteLocale, { month: 'long', timeZone: 'UTC' })
    for (let month = 1; month <= 12; month++) {
      const iso = `2027-${String(month).padStart(2, '0')}-01`
      expect(longSpanishDate(iso)).toBe(`1 de ${intl.format(new Date(`${iso}T12:00:00Z`))} de 2027`)
    }
  })

  it('should return text that is no real day as it came', () => {
    for (const text of ['2027-02-29', '2027-13-01', '2027-00-10', '15/03/2027', '', 'mañana']) {
      expect(longSpanishDate(text)).toBe(text)
    }
  })
})

describe('the due-date help under the families date', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T12:00:00'))
  })
  afterEach(() => vi.useRealTimers())

  it('should write every window in natural Spanish', () => {
    const due = new CalendarDate(2027, 3, 5)
    const w = sessionWindows(due)
    render(<DueDateHelp date={due} />)
    const help = screen.getByTestId('due-date-help').textContent ?? ''
    expect(help).toContain(
      `del ${longSpanishDate(w.pregnancy.from)} al ${longSpanishDate(w.pregnancy.to)}`,
    )
    expect(help).toContain('del 11 de diciembre de 2026 al 8 de enero de 2027')
    expect(help).toContain(`hasta el ${longSpanishDate(w.newborn.to)}`)
    expect(help).toContain(
      `entre el ${longSpanishDate(w.newbornCaseByCase.from)} y el ${longSpanishDate(w.newbornCaseByCase.to)}`,
    )
    expect(help).not.toMatch(monthFirst)
  })

  it('should stay empty before a date is chosen', () => {
    render(<DueDateHelp date={null} />)
    expect(screen.getByTestId('due-date-help').textContent).toBe('')
  })
})
