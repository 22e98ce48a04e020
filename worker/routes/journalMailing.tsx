/**
 * GET  /v1/api/diario/envio?token=…  her page: the entry, how many will get it, one button
 *                                    (mail scanners open links: a GET sends nothing)
 * POST /v1/api/diario/envio?token=…  confirms and starts sending (the signed token is the
 *                                    authority, single use); answers with the progress page
 * A used link shows the progress; an expired or forged one, a page saying so (400).
 */
import { Hono, type Context } from 'hono'
import { apiPaths } from '../../shared/forms/api'
import {
  confirmMailing,
  entryOf,
  journalCopiesSince,
  mailingByLink,
  mailingProgress,
  type Mailing,
} from '../db/journalMailings'
import { storage } from '../errors'
import type { NonceEnv } from '../headerMiddleware'
import { journalMailText as t } from '../text'
import { pageResponse } from '../pages/SubscriberPage'
import { hashToken } from '../tokens'
import { journalDailyLimit } from '../journal/limits'
import { journalDayStart } from '../mail/dailyLimits'
import { writeCopies } from '../journal/mailings'
import { checkMailingToken } from '../journal/token'
import { errorName } from '../redact'
import { log } from '../log'

type Ctx = Context<NonceEnv>

/** The mailing a link was made for, if it is ours and within its days; why not, else. */
async function linked(c: Ctx): Promise<{ hash: string; mailing: Mailing | null } | null> {
  const token = c.req.query('token') ?? ''
  if ((await checkMailingToken(c.env, token, Date.now())) !== 'valid') return null
  const hash = await hashToken(token)
  return { hash, mailing: await storage(() => mailingByLink(c.env.DB, hash)) }
}

const invalid = (c: Ctx) => pageResponse(c, 400, { title: t.invalidTitle, text: t.invalidText })

/** Copies today past the allowance wait for tomorrow: the page says so. */
async function progressPage(
  c: Ctx,
  m: Mailing,
  title: string,
  lead?: string,
  status: 200 | 409 = 200,
) {
  const progress = await storage(() => mailingProgress(c.env.DB, m))
  const waiting = progress.queued + progress.unwritten
  const today = await storage(() => journalCopiesSince(c.env.DB, journalDayStart(Date.now())))
  const full = waiting > 0 && today >= journalDailyLimit(c.env)
  const text = [lead, t.progress(progress.sent, progress.failed, waiting)].filter(Boolean).join(' ')
  return pageResponse(c, status, {
    title: m.status === 'done' ? t.doneTitle : title,
    text,
    ...(full && { after: t.tomorrow }),
  })
}

export const journalMailing = new Hono<NonceEnv>()
  .get('/', async (c) => {
    const found = await linked(c)
    if (!found) return invalid(c)
    const m = found.mailing
    if (!m) return invalid(c)
    if (m.status === 'cancelled')
      return pageResponse(c, 200, { title: t.cancelledTitle, text: t.cancelledText })
    if (m.status !== 'preview') return progressPage(c, m, t.sendingTitle)
    const entry = entryOf(m)
    return pageResponse(c, 200, {
      title: t.askTitle(entry.title),
      text: t.askText(m.audience),
      action: {
        url: `${apiPaths.journalMailing}?token=${encodeURIComponent(c.req.query('token') ?? '')}`,
        label: t.sendLabel(m.audience),
      },
    })
  })
  .post('/', async (c) => {
    const found = await linked(c)
    if (!found) return invalid(c)
    const m = await storage(() => confirmMailing(c.env.DB, found.hash, Date.now()))
    if (!m) {
      const before = found.mailing
      if (before?.status === 'cancelled')
        return pageResponse(c, 409, { title: t.cancelledTitle, text: t.cancelledText })
      // Used already: nothing is sent again; she sees how it goes.
      if (before && before.used_token_hash === found.hash)
        return progressPage(c, before, t.sendingTitle, t.alreadyUsed, 409)
      return invalid(c)
    }
    try {
      await writeCopies(c.env, m, Date.now())
    } catch (error) {
      // Confirmed: the cron writes what is missing within minutes.
      log.error('journal copies', { mailing: m.id, error: errorName(error) })
    }
    return progressPage(c, m, t.sendingTitle)
  })
