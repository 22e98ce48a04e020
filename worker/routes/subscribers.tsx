/**
 * GET  /v1/api/subscribers/confirm?token=…      page with a "confirm" button (no change)
 * POST /v1/api/subscribers/confirm?token=…      confirms, result page
 * GET  /v1/api/subscribers/unsubscribe?token=…  page with an "unsubscribe" button (no change)
 * POST /v1/api/subscribers/unsubscribe?token=…  unsubscribes, result page; also the
 *                                               RFC 8058 one-click POST from mail clients
 */
import { Hono, type Context } from 'hono'
import { apiPaths } from '../../shared/forms/api'
import {
  confirmSubscriber,
  findByConfirmHash,
  findByUnsubscribeHash,
  unsubscribeSubscriber,
} from '../db/subscribers'
import { storage } from '../errors'
import { pageResponse } from '../pages/SubscriberPage'
import type { NonceEnv } from '../headerMiddleware'
import { hashToken, tokenPattern } from '../tokens'
import { subscriberText } from '../text'

type Ctx = Context<NonceEnv>

/** The token's SHA-256, or null for anything that cannot be a token. */
async function tokenHash(c: Ctx): Promise<string | null> {
  const token = c.req.query('token') ?? ''
  return tokenPattern.test(token) ? hashToken(token) : null
}

/** The same address the page was opened at, for the form to post back to. */
const selfUrl = (path: string, c: Ctx) =>
  `${path}?token=${encodeURIComponent(c.req.query('token') ?? '')}`

/** The page asking her to press the button that posts back to `path` (a GET changes nothing). */
const askPage = (c: Ctx, ask: { title: string; text: string; label: string }, path: string) =>
  pageResponse(c, 200, {
    title: ask.title,
    text: ask.text,
    action: { url: selfUrl(path, c), label: ask.label },
  })

export const subscribers = new Hono<NonceEnv>()
  .get('/confirm', async (c) => {
    const hash = await tokenHash(c)
    const found = hash ? await storage(() => findByConfirmHash(c.env.DB, hash, Date.now())) : null
    return found
      ? askPage(c, subscriberText.confirmAsk, apiPaths.subscribersConfirm)
      : pageResponse(c, 400, subscriberText.invalid)
  })
  .post('/confirm', async (c) => {
    const hash = await tokenHash(c)
    const done = hash ? await storage(() => confirmSubscriber(c.env.DB, hash, Date.now())) : false
    return done
      ? pageResponse(c, 200, subscriberText.confirmed)
      : pageResponse(c, 400, subscriberText.invalid)
  })
  .get('/unsubscribe', async (c) => {
    const hash = await tokenHash(c)
    const found = hash ? await storage(() => findByUnsubscribeHash(c.env.DB, hash)) : null
    return found
      ? askPage(c, subscriberText.unsubscribeAsk, apiPaths.subscribersUnsubscribe)
      : pageResponse(c, 400, subscriberText.invalid)
  })
  .post('/unsubscribe', async (c) => {
    const hash = await tokenHash(c)
    const done = hash
      ? await storage(() => unsubscribeSubscriber(c.env.DB, hash, Date.now()))
      : false
    return done
      ? pageResponse(c, 200, subscriberText.unsubscribed)
      : pageResponse(c, 400, subscriberText.invalid)
  })
