/**
 * The editor's routes under /v1/api/cms: signing in by e-mail or with a passkey, and the
 * gateway to GitHub.
 */
import { Hono } from 'hono'
import type { NonceEnv } from '../headerMiddleware'
import { gateway } from './gateway'
import { passkeyRoutes } from './passkeys'
import { signInRoutes } from './signIn'

export const editor = new Hono<NonceEnv>()
  .route('/github', gateway)
  .route('/passkeys', passkeyRoutes)
  .route('/', signInRoutes)
