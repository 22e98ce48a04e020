/**
 * Her weekly summary in words: the same lines for the Monday mail (mail/weekReport.tsx,
 * which draws the bars) and for `npm run insight` in a terminal.
 */
import { toCsv } from '../../shared/csv'
import {
  csvWeeks,
  otherRoute,
  utmPrefix,
  visitSources,
  type VisitSourceKey,
} from '../../shared/insight'
import { headFor, titleSuffix } from '../../shared/head'
import { plural } from '../../shared/text'
import { dayAsWritten } from '../../shared/time'
import type { DailyCount, EnquiryKind, WeekFigures } from './week'

export interface Bar {
  label: string
  n: number
}

export const units = {
  visit: ['visita', 'visitas'],
  tap: ['toque', 'toques'],
} as const satisfies Record<string, readonly [string, string]>

const kindNames: Record<EnquiryKind, string> = {
  families: 'Familias',
  brands: 'Marcas',
  product: 'Tienda',
}

/** A page as she reads it: its title (the home page as "Inicio"). */
const pageName = (route: string | null): string =>
  route === null
    ? 'sin dato'
    : route === '/'
      ? 'Inicio'
      : route === otherRoute
        ? 'otras direcciones'
        : headFor(route).title.replace(titleSuffix, '')

export const sourceName = (source: string): string =>
  source.startsWith(utmPrefix)
    ? `Enlace marcado "${source.slice(utmPrefix.length)}"`
    : (visitSources[source as VisitSourceKey] ?? source)

/** How this week compares with the one before, in words. */
function change(now: number, before: number): string {
  if (now === before) return 'igual que la semana anterior'
  const diff = Math.abs(now - before)
  const percent =
    before > 0 ? ` (${now > before ? '+' : '−'}${Math.round((diff / before) * 100)} %)` : ''
  return `${diff} ${now > before ? 'más' : 'menos'} que la semana anterior${percent}`
}

/** Enquiries per 100 visits, one decimal, the Argentine way. */
const perHundred = (enquiries: number, visits: number) =>
  visits > 0 ? ((enquiries / visits) * 100).toFixed(1).replace('.', ',') : '—'

/** The summary's lines; `filename`, the attachment's, when there is one (the mail). */
export function weekSummary(figures: WeekFigures, filename?: string) {
  const { week, visits, visitsBefore } = figures
  const enquiryTotal = figures.enquiries.reduce((sum, e) => sum + e.n, 0)
  const taps = figures.whatsapp.reduce((sum, w) => sum + w.n, 0)
  const title = 'Tu semana en la web'
  const subject = `${title}: ${plural(visits, 'visita', 'visitas')}, ${plural(enquiryTotal, 'consulta', 'consultas')}`
  const lines = {
    period: `Del ${dayAsWritten(week.from)} al ${dayAsWritten(week.to)}.`,
    visits: `${plural(visits, ...units.visit)}: ${change(visits, visitsBefore)}.`,
    rate: `Consultas por cada 100 visitas: ${perHundred(enquiryTotal, visits)}.`,
    taps: `${plural(taps, ...units.tap)} en WhatsApp.`,
    enquiries: `${plural(enquiryTotal, 'consulta', 'consultas')} por los formularios.`,
    subscribers: `${plural(figures.newSubscribers, 'suscripción nueva', 'suscripciones nuevas')} al newsletter.`,
    attached: filename
      ? `Adjunto va el detalle día por día de las últimas ${csvWeeks} semanas (${filename}), para abrir con Excel o Google Sheets.`
      : '',
    privacy:
      'Las visitas se cuentan sin cookies y sin guardar nada de quien entra: no cuentan los robots ni las páginas que el navegador adelanta sin que la persona las abra.',
  }
  const pages: Bar[] = figures.pages.map((p) => ({ label: pageName(p.route), n: p.n }))
  const sources: Bar[] = figures.sources.map((s) => ({ label: sourceName(s.source), n: s.n }))
  const whatsapp: Bar[] = figures.whatsapp.map((w) => ({ label: pageName(w.route), n: w.n }))
  const enquiry = (e: WeekFigures['enquiries'][number]) =>
    `${kindNames[e.kind]} desde «${pageName(e.page)}»${e.know ? ` (cómo te conoció: ${e.know})` : ''}: ${e.n}`
  const enquiries = figures.enquiries.map(enquiry)
  const list = (rows: Bar[], unit: readonly [string, string]) =>
    rows.map((r) => `- ${r.label}: ${plural(r.n, ...unit)}`)
  const text = [
    title,
    lines.period,
    '',
    lines.visits,
    lines.rate,
    ...(pages.length > 0
      ? ['', 'Las páginas más visitadas:', ...list(pages, units.visit), '', 'De dónde llegaron:']
      : []),
    ...(pages.length > 0 ? list(sources, units.visit) : []),
    '',
    lines.taps,
    ...list(whatsapp, units.tap),
    '',
    lines.enquiries,
    ...enquiries.map((e) => `- ${e}`),
    '',
    lines.subscribers,
    ...(lines.attached ? ['', lines.attached] : []),
    '',
    lines.privacy,
    '',
  ].join('\n')
  return { title, subject, lines, pages, sources, whatsapp, enquiries, text }
}

/** The daily counts as CSV for Excel (the same `;` and BOM as the subscriber list). */
export const countsCsv = (rows: readonly DailyCount[]): string =>
  toCsv([
    ['Día', 'Qué', 'Página', 'De dónde', 'Cantidad'],
    ...rows.map((r) => [
      dayAsWritten(r.day),
      r.kind === 'visit' ? 'Visita' : 'Toque en WhatsApp',
      pageName(r.route),
      r.kind === 'visit' ? sourceName(r.source) : '',
      String(r.n),
    ]),
  ])
