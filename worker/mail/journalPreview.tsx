/**
 * Her preview of a journal mailing: a note with the number of confirmed subscribers and
 * the one button that sends, then the mail exactly as they get it (its unsubscribe link
 * leads nowhere for her: it is a sample).
 */
import type { JournalMailEntry } from '../../shared/content/journal-mail'
import { journalMailText as t } from '../text'
import { oneLine } from '../redact'
import { JournalCard, JournalDocument, journalText } from './journalEntry'
import { LayoutTable } from './layout'
import { renderHtml, type Mail } from './types'

const note =
  'max-width:600px;margin:0 auto 16px;background:#fff8e6;color:#2C2C2C;border:1px solid #e8d9b0;'

export async function journalPreviewMail(input: {
  entry: JournalMailEntry
  audience: number
  confirmUrl: string
  sampleUnsubscribeUrl: string
  linkDays: number
  /** Copies a day and days this mailing takes, when more than one. */
  pace?: { perDay: number; days: number }
}): Promise<Mail> {
  const { entry, audience } = input
  const intro = t.previewIntro(audience)
  const label = t.sendLabel(audience)
  const lasts = t.linkLasts(input.linkDays)
  const pace = input.pace ? t.pace(input.pace.perDay, input.pace.days) : null
  const html = await renderHtml(
    <JournalDocument title={entry.title}>
      <LayoutTable style={note} bgcolor="#fff8e6">
        <tr>
          <td style="padding:20px 24px;font-size:16px;line-height:1.5;color:#2C2C2C;">
            <p style="margin:0 0 16px;">{intro}</p>
            <p style="margin:0 0 16px;">
              <a
                href={input.confirmUrl}
                style="display:inline-block;padding:12px 24px;background:#2C2C2C;color:#f7f7f7;text-decoration:none;"
              >
                {label}
              </a>
            </p>
            <p style="margin:0;font-size:14px;color:#6b5e5c;">{lasts}</p>
            {pace ? <p style="margin:8px 0 0;font-size:14px;color:#6b5e5c;">{pace}</p> : null}
          </td>
        </tr>
      </LayoutTable>
      <JournalCard entry={entry} unsubscribeUrl={input.sampleUnsubscribeUrl} />
    </JournalDocument>,
  )
  const text = [
    intro,
    `${label}: ${input.confirmUrl}`,
    lasts,
    ...(pace ? [pace] : []),
    '',
    '----',
    '',
    journalText(entry, input.sampleUnsubscribeUrl),
  ].join('\n')
  return { subject: oneLine(t.previewSubject(entry.title)), html, text }
}
