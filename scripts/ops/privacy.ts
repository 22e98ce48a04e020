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
import { z } from 'zod'
import { buenosAiresDateTime } from '../../shared/format/time'
import { erasePersonSql, findPersonSql } from '../../worker/db/person'
import { emailHash } from '../../worker/redact'
import { d1Execute, d1Target, targetName } from './d1'

const [mode = '', ...args] = process.argv.slice(2)
const target = d1Target(args)
const address = target.positional[0]

if ((mode !== 'find' && mode !== 'erase') || !address || !z.email().safeParse(address).success) {
  console.error(
    'Uso: npm run privacy:find -- alguien@example.com [--remote]\n' +
      '     npm run privacy:erase -- alguien@example.com [--remote]',
  )
  process.exit(2)
}

const hash = await emailHash(address)
const statements = mode === 'find' ? findPersonSql(address, hash) : erasePersonSql(address, hash)
const results = d1Execute<Record<string, unknown>>(target, statements)

/** Times (`…_at`, epoch ms) as Buenos Aires date and time, so the answer reads plainly. */
const readable = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      k.endsWith('_at') && typeof v === 'number' ? `${buenosAiresDateTime(v)} (Buenos Aires)` : v,
    ]),
  )

if (mode === 'find') {
  console.log(`Datos guardados de ${address} (${targetName(target)}):`)
  statements.forEach((s, i) => {
    const rows = results[i]?.results ?? []
    console.log(`\n${s.label}: ${rows.length}`)
    for (const row of rows) console.log(JSON.stringify(readable(row), null, 2))
  })
} else {
  console.log(`Borrado de ${address} (${targetName(target)}):`)
  statements.forEach((s, i) => console.log(`  ${s.label}: ${results[i]?.results.length ?? 0}`))
}
