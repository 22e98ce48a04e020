/**
 * A journal entry as her subscribers get it: from her, subject its title, the cover photo
 * (the built JPEG, with its size and description), the summary, the first paragraphs,
 * "Seguir leyendo" to the entry, her sign-off and WhatsApp, and each subscriber's own
 * unsubscribe link. Links carry `utm_source=newsletter`, so their visits count as "Mail".
 * Colours are set on every block and `color-scheme` says light only, so a client's dark
 * mode keeps dark text on a light card instead of inverting half of it.
 */
import type { Child } from 'hono/jsx'
import { newsletterUtm, type JournalMailEntry } from '../../shared/content/journal-mail'
import { owner } from '../../shared/content/owner'
import { whatsappLink } from '../../shared/site/whatsapp'
import { oneLine } from '../redact'
import { LayoutTable } from './layout'
import { renderHtml, type Mail } from './types'

const ink = '#2C2C2C'
const soft = '#6b5e5c'
const paper = '#ffffff'
const page = '#f7f7f7'

/** What her WhatsApp opens with when a reader writes from the mail: the entry it came from. */
export const readerGreeting = (title: string) =>
  `¡Hola! Leí «${title}» en tu mail y quería escribirte.`

/** The entry's address with the campaign tag. */
export const taggedUrl = (url: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}${newsletterUtm}`

/** The mail's inner card: what the preview shows her, exactly as sent. */
export function JournalCard(props: { entry: JournalMailEntry; unsubscribeUrl: string }) {
  const { entry } = props
  const link = taggedUrl(entry.url)
  const chat = whatsappLink(readerGreeting(entry.title))
  return (
    <LayoutTable
      style={`max-width:600px;margin:0 auto;background:${paper};color:${ink};border:1px solid #efebe8;`}
      bgcolor={paper}
    >
      <tr>
        <td style="padding:0;">
          <a href={link}>
            <img
              src={entry.cover.src}
              width={600}
              height={Math.round((600 * entry.cover.height) / entry.cover.width)}
              alt={entry.cover.alt}
              style={`display:block;width:100%;max-width:600px;height:auto;border:0;background:#e9e4e1;color:${ink};`}
            />
          </a>
        </td>
      </tr>
      <tr>
        <td style={`padding:28px 24px 32px;color:${ink};background:${paper};`} bgcolor={paper}>
          <h1
            style={`font-weight:300;font-size:26px;line-height:1.25;margin:0 0 16px;color:${ink};`}
          >
            <a href={link} style={`color:${ink};text-decoration:none;`}>
              {entry.title}
            </a>
          </h1>
          <p
            style={`font-size:18px;line-height:1.5;margin:0 0 20px;color:${soft};font-style:italic;`}
          >
            {entry.summary}
          </p>
          {entry.lead.map((paragraph) => (
            <p style={`font-size:17px;line-height:1.6;margin:0 0 16px;color:${ink};`}>
              {paragraph}
            </p>
          ))}
          <p style="margin:24px 0 32px;">
            <a
              href={link}
              style={`display:inline-block;padding:12px 24px;background:${ink};color:${page};text-decoration:none;font-size:16px;`}
            >
              Seguir leyendo
            </a>
          </p>
          <p style={`font-size:16px;margin:0 0 4px;color:${ink};`}>Un abrazo,</p>
          <p style={`font-size:16px;margin:0 0 4px;color:${ink};`}>{owner.brand}</p>
          <p style={`font-size:15px;margin:0 0 24px;color:${ink};`}>
            <a href={chat} style={`color:${ink};`}>
              Escribime por WhatsApp
            </a>
          </p>
          <p style={`font-size:13px;line-height:1.5;margin:0;color:${soft};`}>
            Te llega porque te suscribiste a las novedades de {owner.brand}.{' '}
            <a href={props.unsubscribeUrl} style={`color:${soft};`}>
              Darme de baja
            </a>
          </p>
        </td>
      </tr>
    </LayoutTable>
  )
}

/** The whole document around a card (and, for her preview, a note above it). */
export function JournalDocument(props: { title: string; children: Child }) {
  return (
    <html lang="es-AR">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light only" />
        <meta name="supported-color-schemes" content="light" />
        <title>{props.title}</title>
      </head>
      <body
        style={`font-family:Georgia,serif;color:${ink};background:${page};margin:0;padding:16px 8px;`}
        bgcolor={page}
      >
        {props.children}
      </body>
    </html>
  )
}

/** The plain-text part. */
export function journalText(entry: JournalMailEntry, unsubscribeUrl: string): string {
  return [
    entry.title,
    '',
    entry.summary,
    '',
    ...entry.lead.flatMap((p) => [p, '']),
    `Seguir leyendo: ${taggedUrl(entry.url)}`,
    '',
    'Un abrazo,',
    owner.brand,
    `WhatsApp: ${whatsappLink(readerGreeting(entry.title))}`,
    '',
    `Te llega porque te suscribiste a las novedades de ${owner.brand}.`,
    `Darme de baja: ${unsubscribeUrl}`,
    '',
  ].join('\n')
}

export async function journalEntryMail(input: {
  entry: JournalMailEntry
  unsubscribeUrl: string
}): Promise<Mail> {
  const html = await renderHtml(
    <JournalDocument title={input.entry.title}>
      <JournalCard entry={input.entry} unsubscribeUrl={input.unsubscribeUrl} />
    </JournalDocument>,
  )
  return {
    subject: oneLine(input.entry.title),
    html,
    text: journalText(input.entry, input.unsubscribeUrl),
  }
}
