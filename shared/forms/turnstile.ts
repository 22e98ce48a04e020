/**
 * Cloudflare Turnstile's one origin, for the widget script and its iframe (allowed
 * in the site's CSP, shared/site/headers.ts) and for siteverify (worker/turnstile.ts).
 */
export const turnstileOrigin = 'https://challenges.cloudflare.com'

/** The widget script, explicit rendering: the forms call `turnstile.render` themselves. */
export const turnstileScriptUrl = `${turnstileOrigin}/turnstile/v0/api.js?render=explicit`

/** Where the Worker checks a token (server side only: the request carries the secret). */
export const siteverifyUrl = `${turnstileOrigin}/turnstile/v0/siteverify`
