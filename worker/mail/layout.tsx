/**
 * The shell shared by every mail: plain, readable in any client, no images or
 * remote resources (they are often blocked). Inline styles because mail clients
 * drop <style> blocks.
 */
import type { Child } from 'hono/jsx'
import { owner } from '../../shared/content/owner'

const body = 'font-family:Georgia,serif;color:#2C2C2C;background:#f7f7f7;margin:0;padding:24px;'
const card =
  'max-width:600px;margin:0 auto;background:#ffffff;padding:32px;border:1px solid #efebe8;'

export function MailLayout(props: { title: string; children: Child }) {
  return (
    <html lang="es-AR">
      <head>
        <meta charset="utf-8" />
        <title>{props.title}</title>
      </head>
      <body style={body}>
        <div style={card}>
          <h1 style="font-weight:300;font-size:24px;margin:0 0 24px;">{props.title}</h1>
          {props.children}
          <p style="margin-top:32px;font-size:14px;color:#6b5e5c;">{owner.brand}</p>
        </div>
      </body>
    </html>
  )
}

/** A table that only lays out (mail clients keep tables where they drop CSS layout): full width, no gaps. */
export function LayoutTable(props: { style?: string; bgcolor?: string; children: Child }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      style={props.style}
      bgcolor={props.bgcolor}
    >
      {props.children}
    </table>
  )
}

/** A bulleted list, or nothing when it has no items. */
export function List(props: { items: readonly string[] }) {
  return props.items.length > 0 ? (
    <ul>
      {props.items.map((item) => (
        <li>{item}</li>
      ))}
    </ul>
  ) : null
}

/** A label / value table of form fields, for the owner's mails. */
export function FieldTable(props: { rows: readonly (readonly [string, string])[] }) {
  return (
    <table style="border-collapse:collapse;width:100%;font-size:16px;">
      {props.rows.map(([label, value]) => (
        <tr>
          <th style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#6b5e5c;font-weight:normal;">
            {label}
          </th>
          <td style="padding:6px 0;white-space:pre-wrap;">{value}</td>
        </tr>
      ))}
    </table>
  )
}

/** The same rows as plain text. */
export function fieldText(rows: readonly (readonly [string, string])[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n')
}
