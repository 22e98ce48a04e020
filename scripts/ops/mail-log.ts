/**
 * `npm run mail:log [count]`: the latest outgoing mails in the local D1 (what
 * `wrangler dev` recorded), newest first. Without RESEND_API_KEY nothing is sent,
 * so this is how local development sees its mail; `--body` also prints the text part.
 */
import { latestMailSql, type MailLogRow } from '../../worker/db/mailLogSql'
import { d1Execute, d1Target } from './d1'

const args = process.argv.slice(2)
const showBody = args.includes('--body')
const count = Math.max(1, Math.min(200, Number(args.find((a) => /^\d+$/.test(a)) ?? 10)))

const rows = d1Execute<MailLogRow>(d1Target(args), [latestMailSql(count)])[0]?.results ?? []
if (rows.length === 0) {
  console.log('No mail recorded yet.')
} else {
  for (const row of rows) {
    const when = new Date(row.created_at).toISOString().replace('T', ' ').slice(0, 19)
    console.log(`#${row.id}  ${when}  ${row.status.padEnd(8)}  ${row.template}`)
    console.log(`    to: ${row.recipient}`)
    console.log(`    subject: ${row.subject}`)
    if (row.last_error) console.log(`    last error (${row.attempts} attempts): ${row.last_error}`)
    if (showBody && row.body_text) console.log(row.body_text.replace(/^/gm, '    | '))
  }
}
