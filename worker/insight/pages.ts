/**
 * The site's pages as the build lists them (shared/rules/insight.ts `sitePagesPath`), read once per
 * isolate from the static assets: a visit, a WhatsApp tap or an enquiry counts a page only when
 * it is one of them, so nothing a stranger sends can add a page to her figures.
 */
import { z } from 'zod'
import { pathMaxLength, sitePagesPath } from '../../shared/rules/insight'
import { log } from '../log'
import { errorName } from '../redact'
import type { PageNames } from './person'

const listSchema = z.object({
  version: z.literal(1),
  pages: z.record(z.string(), z.string()),
})

let known: PageNames | null = null

/**
 * The built pages. A list that cannot be read is no pages at all (everything counts as
 * "otra"), logged, and read again on the next call: counting never fails a request.
 */
export async function sitePages(env: Pick<Env, 'ASSETS' | 'SITE_ORIGIN'>): Promise<PageNames> {
  if (known) return known
  try {
    const res = await env.ASSETS.fetch(new Request(new URL(sitePagesPath, env.SITE_ORIGIN)))
    const parsed = listSchema.safeParse(res.ok ? await res.json() : null)
    if (parsed.success) {
      const pages = Object.entries(parsed.data.pages).filter(
        ([path]) => path.length <= pathMaxLength,
      )
      return (known = new Map(pages))
    }
    log.error('page list unreadable', { status: res.status })
  } catch (error) {
    log.error('page list unreadable', { error: errorName(error) })
  }
  return new Map()
}
