/**
 * Who is signed in to the editor, and ending it for someone (a lost phone, a person who
 * no longer edits):
 *
 *   npm run editor:sessions [-- --remote]     lists live sessions, and when each ends, the
 *                                             browsers each editor signed in from (known browsers)
 *                                             and each editor's passkeys (name and dates)
 *   npm run editor:sessions -- --revoke alguien@example.com [--remote]   ends all of theirs,
 *                                             forgets their known browsers, deletes their passkeys
 *
 * Local D1 (`wrangler dev`) by default, the deployed one with `--remote`. To keep someone
 * out for good, also take their address off CMS_EDITORS (docs/DEPLOY.md).
 */
import { z } from 'zod'
import { retention } from '../../shared/rules/retention'
import { buenosAiresDateTime } from '../../shared/format/time'
import { revokeSql, sessionsSql } from '../../worker/db/editorSessionsSql'
import { d1Execute, d1Target, targetName } from './d1'

const args = process.argv.slice(2)
const revoking = args.includes('--revoke')
const target = d1Target(args.filter((a) => a !== '--revoke'))
const address = target.positional[0]

if (revoking ? !address || !z.email().safeParse(address).success : target.positional.length > 0) {
  console.error(
    'Uso: npm run editor:sessions [-- --remote]\n' +
      '     npm run editor:sessions -- --revoke alguien@example.com [--remote]',
  )
  process.exit(2)
}

/** What the listing shows of a passkey: never its key. */
interface SavedPasskey {
  email: string
  name: string
  created_at: number
  last_used_at: number | null
}

const when = (ms: number) => `${buenosAiresDateTime(ms)} (Buenos Aires)`

if (revoking && address) {
  const [ended, forgotten, keys] = d1Execute<{ email?: string; name?: string }>(
    target,
    revokeSql(address.toLowerCase()),
  )
  console.log(
    `Sesiones terminadas de ${address} (${targetName(target)}): ${ended?.results.length ?? 0}`,
  )
  console.log(
    `Navegadores conocidos olvidados: ${forgotten?.results.length ?? 0} ` +
      '(sus pedidos de código cuentan ahora como los de cualquiera)',
  )
  const names = (keys?.results ?? []).map((k) => k.name).join(', ')
  console.log(
    `Llaves de acceso borradas: ${keys?.results.length ?? 0}${names ? ` (${names})` : ''}: ` +
      'ya no entra con ninguna; mientras su dirección siga en CMS_EDITORS, puede entrar con un código',
  )
} else {
  const [live] = d1Execute<{
    email: string
    created_at: number
    last_used_at: number
    expires_at: number
    ends_at: number
  }>(target, [sessionsSql.live(Date.now())])
  const rows = live?.results ?? []
  console.log(`Sesiones abiertas del editor (${targetName(target)}): ${rows.length}`)
  console.log(
    `  (cada una se cierra a los ${retention.editorSessionIdleDays} días sin usarla, y a los ${retention.editorSessionDays} de entrar aunque se use)`,
  )
  for (const s of rows)
    console.log(
      `  ${s.email}: entró ${when(s.created_at)}, último uso ${when(s.last_used_at)}, ` +
        `se cierra ${when(s.ends_at)} si no la usa antes (a más tardar ${when(s.expires_at)})`,
    )
  const [known] = d1Execute<{ email: string; last_used_at: number; expires_at: number }>(target, [
    sessionsSql.knownBrowsers(Date.now()),
  ])
  const browsers = known?.results ?? []
  console.log(`Navegadores conocidos (donde se entró al editor): ${browsers.length}`)
  console.log(
    `  (cada uno se olvida a los ${retention.editorKnownBrowserDays} días de la última vez que se entró desde él)`,
  )
  for (const b of browsers)
    console.log(
      `  ${b.email}: entró por última vez ${when(b.last_used_at)}, se olvida ${when(b.expires_at)}`,
    )
  const [saved] = d1Execute<SavedPasskey>(target, [sessionsSql.passkeys])
  const passkeys = new Map<string, SavedPasskey[]>()
  for (const p of saved?.results ?? []) passkeys.set(p.email, [...(passkeys.get(p.email) ?? []), p])
  console.log(`Llaves de acceso guardadas: ${saved?.results.length ?? 0}`)
  console.log(
    '  (cada una queda hasta que la quita desde la ventanita de entrada, o hasta --revoke)',
  )
  for (const [email, keys] of passkeys) {
    console.log(`  ${email}: ${keys.length}`)
    for (const k of keys)
      console.log(
        `    ${k.name}: guardada ${when(k.created_at)}, ` +
          (k.last_used_at ? `usada por última vez ${when(k.last_used_at)}` : 'todavía sin usar'),
      )
  }
}
