/**
 * A form the browser posted itself (no JavaScript, or none yet) and the Worker
 * refused comes back on its own page: the prerendered page it was sent from, with
 * what the visitor wrote in its fields, each error beside its field and the form's
 * message above it, the first problem focused. The page comes without the app's
 * scripts (the app would hydrate at this address, not the page's), so the parts
 * that need them (the date picker) give way to what the browser does itself.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isFormKind as isKind, postedMarks, type FormKind } from '../../shared/forms/api'
import { scriptlessPagePolicy } from '../../shared/site/headers'
import type { NonceEnv } from '../headerMiddleware'
import { ourPageReferer } from '../site'

type Ctx = Context<NonceEnv>

export interface Refused {
  kind: FormKind
  /** The posted values, by field name. */
  fields: Record<string, string>
  /** The form's message, above it. */
  message: string
  /** The first error of each field that has a place for one. */
  errors: Record<string, string>
}

/** Takes out what runs only with the app's scripts, and shows what stands in for it. */
const withoutScripts = () =>
  new HTMLRewriter()
    .on('script:not([type="application/ld+json"]), link[rel="modulepreload"]', {
      element: (e) => void e.remove(),
    })
    .on(`[${postedMarks.needsScripts}]`, { element: (e) => void e.remove() })
    // What the browser shows without scripts: its content is markup from here on.
    .on('noscript', { element: (e) => void e.removeAndKeepContent() })

/** The values, errors and message written into the form of `kind`. */
function refill(refused: Refused): HTMLRewriter {
  const { kind, fields, errors } = refused
  const form = `form[${postedMarks.form}="${kind}"]`
  const errorId = (name: string) => `${kind}-${name}-error`
  let focused = false
  /** The first problem takes focus as the page opens, scrolling the form into view. */
  const focusFirst = (e: Element) => {
    if (focused) return
    focused = true
    e.setAttribute('autofocus', '')
  }
  return (
    new HTMLRewriter()
      .on('title', { element: (e) => void e.prepend('Error: ') })
      .on(`${form} input[name]:not([type="hidden"])`, {
        element: (e) => {
          const name = e.getAttribute('name') ?? ''
          const value = fields[name]
          if (e.getAttribute('type') === 'radio') {
            if (value !== undefined && e.getAttribute('value') === value)
              e.setAttribute('checked', '')
            else e.removeAttribute('checked')
          } else if (value !== undefined) e.setAttribute('value', value)
          if (errors[name]) {
            e.setAttribute('aria-invalid', 'true')
            const described = e.getAttribute('aria-describedby')
            e.setAttribute('aria-describedby', [errorId(name), described].filter(Boolean).join(' '))
            focusFirst(e)
          }
        },
      })
      .on(`${form} textarea[name]`, {
        element: (e) => {
          const name = e.getAttribute('name') ?? ''
          if (fields[name] !== undefined) e.setInnerContent(fields[name])
          if (errors[name]) {
            e.setAttribute('aria-invalid', 'true')
            e.setAttribute('aria-describedby', errorId(name))
            focusFirst(e)
          }
        },
      })
      .on(`${form} [${postedMarks.fieldError}]`, {
        element: (e) => {
          const name = e.getAttribute(postedMarks.fieldError) ?? ''
          if (!errors[name]) return
          e.setInnerContent(errors[name])
          e.setAttribute('id', errorId(name))
          e.removeAttribute('hidden')
        },
      })
      .on(`${form} [${postedMarks.message}]`, {
        element: (e) => {
          e.setInnerContent(refused.message)
          e.removeAttribute('hidden')
          if (Object.keys(errors).length > 0) return
          e.setAttribute('tabindex', '-1')
          focusFirst(e)
        },
      })
      // The tab holding this form is the chosen one (the contact page's two forms).
      .on('[data-panel]', {
        element: (e) => {
          if (!isKind(e.getAttribute('data-panel'))) return
          if (e.getAttribute('data-panel') === kind) e.removeAttribute('hidden')
          else e.setAttribute('hidden', '')
        },
      })
      .on('[data-tab]', {
        element: (e) => {
          if (isKind(e.getAttribute('data-tab')))
            e.setAttribute('aria-selected', String(e.getAttribute('data-tab') === kind))
        },
      })
  )
}

/**
 * The refused form's page, or null when it cannot be served (no Referer of ours,
 * or the page is not one of the site's): the caller then answers with a plain page.
 */
export async function formAgain(
  c: Ctx,
  status: ContentfulStatusCode,
  refused: Refused,
): Promise<Response | null> {
  const from = ourPageReferer(c)
  if (!from) return null
  const page = await c.env.ASSETS.fetch(new Request(new URL(from.pathname, c.req.url)))
  if (!page.ok || !page.headers.get('content-type')?.startsWith('text/html')) return null
  return new Response(refill(refused).transform(withoutScripts().transform(page)).body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': scriptlessPagePolicy,
    },
  })
}
