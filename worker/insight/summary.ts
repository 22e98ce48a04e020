/**
 * Her weekly summary in words: the same lines for the Monday mail (mail/weekReport.tsx,
 * which draws the bars) and for `npm run insight` in a terminal.
 */
import { toCsv } from '../../shared/rules/csv'
import {
  csvWeeks,
  otherRoute,
  otherSource,
  sourcesNamed,
  utmPrefix,
  visitSources,
  type VisitSourceKey,
} from '../../shared/rules/insight'
import { plural } from '../../shared/format/text'
import { dayAsWritten } from '../../shared/format/time'
import type { EnquiryKind } from '../../shared/forms/api'
import type { DailyCount, WeekFigures } from '../db/insightSql'
import type { PageNames } from './person'

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

/**
 * A page as she reads it: its name in the build's list (its title, the home page "Inicio"); a
 * stored page the site no longer has (or never had) as its path, never an error.
 */
const pageName = (route: string | null, names: PageNames): string =>
  route === null
    ? 'sin dato'
    : route === otherRoute
      ? 'otras direcciones'
      : (names.get(route) ?? String(route).slice(0, 80))

export const sourceName = (source: string): string =>
  source.startsWith(utmPrefix)
    ? `Enlace marcado "${source.slice(utmPrefix.length)}"`
    : Object.hasOwn(visitSources, source)
      ? visitSources[source as VisitSourceKey]
      : source

/** The `sourcesNamed` sources with the most visits in `rows` ('otros' aside): the ones she reads by name. */
function namedSources(rows: readonly { source: string; n: number }[]): Set<string> {
  const totals = new Map<string, number>()
  for (const r of rows)
    if (r.source !== otherSource) totals.set(r.source, (totals.get(r.source) ?? 0) + r.n)
  const ranked = [...totals].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))
  return new Set(ranked.slice(0, sourcesNamed).map(([source]) => source))
}

/** The week's sources, most visits first: at most `sourcesNamed` by name, then the rest as "Otros". */
function sourceBars(rows: readonly { source: string; n: number }[]): Bar[] {
  const named = namedSources(rows)
  const rest = rows.filter((r) => !named.has(r.source)).reduce((sum, r) => sum + r.n, 0)
  return [
    ...rows
      .filter((r) => named.has(r.source))
      .map((r) => ({ label: sourceName(r.source), n: r.n })),
    ...(rest > 0 ? [{ label: sourceName(otherSource), n: rest }] : []),
  ]
}

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

/**
 * The summary's lines, its pages named by `names` (the build's list); `filename`, the
 * attachment's, when there is one (the mail).
 */
export function weekSummary(figures: WeekFigures, names: PageNames, filename?: string) {
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
    approximate:
      'Las cifras de visitas son aproximadas: se anotan de a tandas y, si Cloudflare apaga un servidor justo antes de anotar la suya, esas pocas visitas no quedan.',
  }
  const pages: Bar[] = figures.pages.map((p) => ({ label: pageName(p.route, names), n: p.n }))
  const sources = sourceBars(figures.sources)
  const whatsapp: Bar[] = figures.whatsapp.map((w) => ({ label: pageName(w.route, names), n: w.n }))
  const enquiry = (e: WeekFigures['enquiries'][number]) =>
    `${kindNames[e.kind] ?? e.kind} desde «${pageName(e.page, names)}»${e.know ? ` (cómo te conoció: ${e.know})` : ''}: ${e.n}`
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
    lines.approximate,
    '',
  ].join('\n')
  return { title, subject, lines, pages, sources, whatsapp, enquiries, text }
}

/**
 * The daily counts as CSV for Excel (the same `;` and BOM as the subscriber list): visits
 * from the `sourcesNamed` sources with the most in these weeks by name, the rest summed
 * as "Otros" per day and page.
 */
export function countsCsv(rows: readonly DailyCount[], names: PageNames): string {
  const named = namedSources(rows.filter((r) => r.kind === 'visit'))
  const merged = new Map<string, DailyCount>()
  for (const r of rows) {
    const source = r.kind === 'visit' && !named.has(r.source) ? otherSource : r.source
    const key = [r.day, r.kind, r.route, source].join('\n')
    const seen = merged.get(key)
    merged.set(key, { ...r, source, n: (seen?.n ?? 0) + r.n })
  }
  return toCsv([
    ['Día', 'Qué', 'Página', 'De dónde', 'Cantidad'],
    ...[...merged.values()].map((r) => [
      dayAsWritten(r.day),
      r.kind === 'visit' ? 'Visita' : 'Toque en WhatsApp',
      pageName(r.route, names),
      r.kind === 'visit' ? sourceName(r.source) : '',
      String(r.n),
    ]),
  ])
}
