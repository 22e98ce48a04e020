/** The editor's routes under /v1/api/cms: signing in by e-mail, and the gateway to GitHub. */
import { Hono } from 'hono'
import type { NonceEnv } from '../headerMiddleware'
import { gateway } from './gateway'
import { signInRoutes } from './signIn'

export const editor = new Hono<NonceEnv>().route('/github', gateway).route('/', signInRoutes)
