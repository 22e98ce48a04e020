/**
 * `npm run mail:log [count]`: the latest outgoing mails in the local D1 (what
 * `wrangler dev` recorded), newest first. Without RESEND_API_KEY nothing is sent,
 * so this is how local development sees its mail; `--body` also prints the text part.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

interface Row {
  id: number
  created_at: number
  template: string
  recipient: string
  subject: string
  status: string
  attempts: number
  last_error: string | null
  body_text: string | null
}

const args = process.argv.slice(2)
const showBody = args.includes('--body')
const count = Math.max(1, Math.min(200, Number(args.find((a) => /^\d+$/.test(a)) ?? 10)))
const root = path.resolve(import.meta.dirname, '../..')

const sql = `SELECT id, created_at, template, recipient, subject, status, attempts, last_error, body_text
  FROM outgoing_messages ORDER BY id DESC LIMIT ${count}`

let output: string
try {
  output = execFileSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'DB', '--local', '--json', '--command', sql],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
} catch (error) {
  const stderr = (error as { stderr?: string }).stderr ?? ''
  console.error(
    /no such table/i.test(stderr)
      ? 'No mail tables yet: run `npm run db:migrate:local` first.'
      : `wrangler d1 execute failed:\n${stderr}`,
  )
  process.exit(1)
}

const [result] = JSON.parse(output) as [{ results: Row[] }]
const rows = result?.results ?? []
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
