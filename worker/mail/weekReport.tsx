/**
 * "Tu semana en la web", her Monday summary: visits and where they came from, the most
 * visited pages, WhatsApp taps and enquiries with their pages, new subscribers. Bars are
 * table cells (mail clients block SVG and scripts) and every number is also written.
 */
import { plural } from '../../shared/format/text'
import type { PageNames } from '../insight/person'
import { units, weekSummary, type Bar } from '../insight/summary'
import type { WeekFigures } from '../db/insightSql'
import { LayoutTable, List, MailLayout } from './layout'
import { renderHtml, type Mail } from './types'

/** One bar per row under its label, so a long page name never squeezes it on a phone. */
function Bars(props: { rows: Bar[]; unit: readonly [string, string] }) {
  const most = Math.max(1, ...props.rows.map((r) => r.n))
  return (
    <LayoutTable style="margin:0 0 24px;">
      {props.rows.map((r) => (
        <>
          <tr>
            <td colspan={2} style="padding:8px 0 2px;font-size:15px;">
              {r.label}
            </td>
          </tr>
          <tr>
            <td style="width:75%;" aria-hidden="true">
              <LayoutTable>
                <tr>
                  <td
                    width={`${Math.max(2, Math.round((r.n / most) * 100))}%`}
                    bgcolor="#6b5560"
                    style="height:12px;font-size:0;line-height:0;"
                  >
                    &nbsp;
                  </td>
                  <td style="font-size:0;line-height:0;">&nbsp;</td>
                </tr>
              </LayoutTable>
            </td>
            <td style="padding:0 0 0 12px;font-size:15px;text-align:right;white-space:nowrap;">
              {plural(r.n, ...props.unit)}
            </td>
          </tr>
        </>
      ))}
    </LayoutTable>
  )
}

const h2 = 'font-weight:400;font-size:19px;margin:28px 0 8px;'

/**
 * `names`: the site's pages by path (worker/insight/pages.ts); `mailings`: a line per journal
 * entry mailed that week (worker/reports/weekReport.ts).
 */
export async function weekReportMail(
  figures: WeekFigures,
  names: PageNames,
  filename: string,
  mailings: readonly string[] = [],
): Promise<Mail> {
  const { title, subject, lines, pages, sources, whatsapp, enquiries, text } = weekSummary(
    figures,
    names,
    filename,
  )
  const html = await renderHtml(
    <MailLayout title={title}>
      <p>{lines.period}</p>
      <p style="font-size:22px;margin:0 0 4px;">{lines.visits}</p>
      <p>{lines.rate}</p>
      {pages.length > 0 && (
        <>
          <h2 style={h2}>Las páginas más visitadas</h2>
          <Bars rows={pages} unit={units.visit} />
          <h2 style={h2}>De dónde llegaron</h2>
          <Bars rows={sources} unit={units.visit} />
        </>
      )}
      <h2 style={h2}>WhatsApp</h2>
      <p>{lines.taps}</p>
      {whatsapp.length > 0 && <Bars rows={whatsapp} unit={units.tap} />}
      <h2 style={h2}>Consultas</h2>
      <p>{lines.enquiries}</p>
      <List items={enquiries} />
      <h2 style={h2}>Newsletter</h2>
      <p>{lines.subscribers}</p>
      <List items={mailings} />
      <p>{lines.attached}</p>
      <p style="font-size:14px;color:#6b5e5c;">{lines.privacy}</p>
      <p style="font-size:14px;color:#6b5e5c;">{lines.approximate}</p>
    </MailLayout>,
  )
  const withMailings = mailings.length
    ? text.replace(
        lines.subscribers,
        [lines.subscribers, ...mailings.map((l) => `- ${l}`)].join('\n'),
      )
    : text
  return { subject, html, text: withMailings }
}
