/**
 * The subscriber CSV builder shared by the weekly report (Worker) and
 * `npm run subscribers:export` (Node): what Excel in Argentina shows the photographer.
 */
import { describe, expect, it } from 'vitest'
import { csvField, subscribersCsv, subscribersCsvFilename } from '../../shared/rules/csv'
import { buenosAiresDate, buenosAiresDateTime, buenosAiresDayStart } from '../../shared/format/time'

describe('the subscriber CSV', () => {
  it('should start with a UTF-8 BOM, separate fields with ; and quote every field', () => {
    const csv = subscribersCsv([
      { name: 'Sofía Ñáñez', email: 'sofia@example.com', confirmed_at: Date.UTC(2026, 0, 1, 3) },
    ])
    expect(csv).toBe(
      '\uFEFF"Nombre";"Email";"Confirmado el (hora de Buenos Aires)"\r\n' +
        '"Sofía Ñáñez";"sofia@example.com";"2026-01-01 00:00"\r\n',
    )
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
  })

  it('should keep separators, quotes and line breaks inside their field', () => {
    expect(csvField('Pérez; Ana')).toBe('"Pérez; Ana"')
    expect(csvField('Pérez, Ana')).toBe('"Pérez, Ana"')
    expect(csvField('Ana "Anita"')).toBe('"Ana ""Anita"""')
    expect(csvField('línea\r\nnueva')).toBe('"línea\r\nnueva"')
    expect(csvField('Ana María')).toBe('"Ana María"')
  })

  it('should turn values a spreadsheet would run as a formula into text', () => {
    expect(csvField('=1+1')).toBe('"\'=1+1"')
    expect(csvField('+54 9 11')).toBe('"\'+54 9 11"')
    expect(csvField('-2')).toBe('"\'-2"')
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"')
    expect(csvField('\tx')).toBe('"\'\tx"')
    expect(csvField('=HYPERLINK("x", "y")')).toBe('"\'=HYPERLINK(""x"", ""y"")"')
    expect(csvField('ana-maria@example.com')).toBe('"ana-maria@example.com"')
  })

  it('should write dates in Buenos Aires time (UTC-3)', () => {
    expect(buenosAiresDateTime(Date.UTC(2026, 10, 23, 2, 30))).toBe('2026-11-22 23:30')
    expect(buenosAiresDate(Date.UTC(2026, 10, 23, 2, 30))).toBe('22/11/2026')
    expect(buenosAiresDayStart(Date.UTC(2026, 10, 23, 2, 30))).toBe(Date.UTC(2026, 10, 22, 3))
    expect(buenosAiresDayStart(Date.UTC(2026, 10, 23, 3))).toBe(Date.UTC(2026, 10, 23, 3))
    expect(subscribersCsvFilename(Date.UTC(2026, 10, 23, 2, 30))).toBe(
      'suscriptores-2026-11-22.csv',
    )
  })
})
