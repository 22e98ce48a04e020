/** Whether this Worker can mail, and to whom the owner's mail goes. */
import { owner } from '../../shared/content/owner'

/** A local run (`wrangler dev`, the tests): the site's origin is this machine. */
export function isLocal(env: Env): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(env.SITE_ORIGIN).hostname)
  } catch {
    return false
  }
}

/**
 * Where the owner's mail goes: OWNER_EMAIL; on a local run without it, her public
 * address, so `npm start` shows the whole flow. Deployed without it: nowhere (the
 * health check says mail is not configured, and nothing for her is lost from D1).
 */
export const ownerAddress = (env: Env): string | undefined =>
  env.OWNER_EMAIL || (isLocal(env) ? owner.email : undefined)

/** Both secrets set: mail really leaves. */
export const mailConfigured = (env: Env): boolean => Boolean(env.RESEND_API_KEY && env.OWNER_EMAIL)
