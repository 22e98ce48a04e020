/**
 * Access and erasure requests (Ley 25.326), run by the photographer or for her:
 *
 *   npm run privacy:find  -- someone@example.com [--remote]   prints everything stored
 *   npm run privacy:erase -- someone@example.com [--remote]   deletes it, prints what went
 *
 * Local D1 (`wrangler dev`) by default, the deployed one with `--remote`;
 * `--persist-to <dir>` reads a local D1 kept elsewhere. The statements are
 * worker/db/person.ts's, the same the Worker tests run. docs/PRIVACY.md says when to use which.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { z } from 'zod'
import { erasePersonSql, findPersonSql, type PersonStatement } from '../worker/db/person'
import { emailHash } from '../worker/privacy'

const root = path.resolve(import.meta.dirname, '..')
const [mode = '', ...args] = process.argv.slice(2)
const remote = args.includes('--remote')
const persistAt = args.indexOf('--persist-to')
const persistTo = persistAt >= 0 ? args[persistAt + 1] : undefined
const address = args.find((a, i) => !a.startsWith('--') && (persistAt < 0 || i !== persistAt + 1))

if ((mode !== 'find' && mode !== 'erase') || !address || !z.email().safeParse(address).success) {
  console.error(
    'Uso: npm run privacy:find -- alguien@example.com [--remote]\n' +
      '     npm run privacy:erase -- alguien@example.com [--remote]',
  )
  process.exit(2)
}

const hash = await emailHash(address)
const statements: PersonStatement[] =
  mode === 'find' ? findPersonSql(address, hash) : erasePersonSql(address, hash)

let output: string
try {
  output = execFileSync(
    'npx',
    [
      'wrangler',
      'd1',
      'execute',
      'DB',
      remote ? '--remote' : '--local',
      ...(persistTo ? ['--persist-to', persistTo] : []),
      ...(remote ? ['--yes'] : []),
      '--json',
      '--command',
      statements.map((s) => s.sql).join(';\n'),
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    },
  )
} catch (error) {
  const stderr = (error as { stderr?: string }).stderr ?? ''
  console.error(
    /no such table/i.test(stderr)
      ? 'Faltan las tablas: corré `npm run db:migrate:local` primero.'
      : `wrangler d1 execute falló:\n${stderr}`,
  )
  process.exit(1)
}

const results = JSON.parse(output) as {
  results: Record<string, unknown>[]
  meta?: { changes?: number }
}[]
const where = remote ? 'D1 remota' : 'D1 local'
if (mode === 'find') {
  console.log(`Datos guardados de ${address} (${where}):`)
  statements.forEach((s, i) => {
    const rows = results[i]?.results ?? []
    console.log(`\n${s.label}: ${rows.length}`)
    for (const row of rows) console.log(JSON.stringify(row, null, 2))
  })
} else {
  console.log(`Borrado de ${address} (${where}):`)
  statements.forEach((s, i) => console.log(`  ${s.label}: ${results[i]?.meta?.changes ?? 0}`))
}
