/**
 * Optional Cloudflare Turnstile, client side. The Worker says whether it is on
 * (GET /v1/api/config, read once per page by the first form that mounts). Off, the
 * default: no script, no widget, no token. On: each form renders the widget above
 * its button and sends the token as `turnstileToken`. Tokens are single use, so the
 * widget is reset after every attempt and solves a fresh one for the next. One
 * attempt uses one token: the newsletter's confirmation request needs none.
 */
import { css } from 'goober'
import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { turnstileText } from '../../../shared/form-text'
import { apiPaths, turnstileField, type ApiConfig } from '../../../shared/api'
import { turnstileScriptUrl } from '../../../shared/turnstile'
import { requestTimeoutMs } from '../../api'
import { oncePerPageAtom } from '../../islands/later'

/** The part of Cloudflare's `window.turnstile` the forms use. */
interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined
  reset(widgetId: string): void
  remove(widgetId: string): void
}

interface TurnstileOptions {
  sitekey: string
  language: string
  /** No hidden input in the form: the token is sent as `turnstileToken` instead. */
  'response-field': boolean
  callback: (token: string) => void
  'expired-callback': () => void
  'timeout-callback': () => void
  /** Returning true tells Turnstile the error is handled (it retries by itself). */
  'error-callback': () => boolean
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

/** What a request carries for Turnstile: nothing when it is off. */
export type TurnstileFields = { [turnstileField]?: string }

/** The site key, or null when Turnstile is off (or unknown: the Worker then decides). */
const loadSiteKeyAtom = oncePerPageAtom(async () => {
  const res = await fetch(apiPaths.config, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(requestTimeoutMs),
  })
  if (!res.ok) throw new Error(`config ${res.status}`)
  const config = (await res.json()) as Partial<ApiConfig>
  const key = config.turnstileSiteKey
  return typeof key === 'string' && key !== '' ? key : null
})

/** Cloudflare's script, added once per page and only when a form needs the widget. */
const loadTurnstileAtom = oncePerPageAtom(
  async () =>
    window.turnstile ??
    new Promise<TurnstileApi | null>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = turnstileScriptUrl
      script.async = true
      script.onload = () => resolve(window.turnstile ?? null)
      script.onerror = () => {
        script.remove()
        reject(new Error('turnstile script'))
      }
      document.head.append(script)
    }),
)

/**
 * One form's widget, above its button (nothing when Turnstile is off), and its token
 * for the form's requests. A form comes to life as it nears the screen (a hidden
 * form, once it is shown): its widget with it.
 */
export function useTurnstile() {
  const [key, setKey] = useState<string | null>(null)
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null)
  const token = useRef<string | null>(null)
  // A token went into a request since the last reset: the next `spend` resets.
  const handedOut = useRef(false)
  const loadSiteKey = useSetAtom(loadSiteKeyAtom)
  const loadTurnstile = useSetAtom(loadTurnstileAtom)
  useEffect(() => {
    let live = true
    void loadSiteKey().then((k) => live && setKey(k))
    return () => {
      live = false
    }
  }, [loadSiteKey])

  useEffect(() => {
    if (!key) return
    let live = true
    const forget = () => {
      token.current = null
    }
    void loadTurnstile().then((api) => {
      if (!live || !api || !container.current) return
      const id = api.render(container.current, {
        sitekey: key,
        language: 'es',
        'response-field': false,
        callback: (fresh) => {
          token.current = fresh
        },
        'expired-callback': forget,
        'timeout-callback': forget,
        'error-callback': () => {
          forget()
          return true
        },
      })
      if (id !== undefined) widget.current = { api, id }
    })
    return () => {
      live = false
      widget.current?.api.remove(widget.current.id)
      widget.current = null
      forget()
    }
  }, [key, loadTurnstile])

  return {
    // The iframe is 65px tall: reserved as soon as the key is known, so the button moves once.
    widget: key && (
      <div
        ref={container}
        role="group"
        aria-label={turnstileText.widgetLabel}
        className={css`
          min-height: 65px;
        `}
      />
    ),
    /** The fields for a request: {} when off; null while the widget has no token. */
    fields: (): TurnstileFields | null => {
      if (!key) return {}
      if (!token.current) return null
      handedOut.current = true
      return { [turnstileField]: token.current }
    },
    /** After an attempt, success or not: the token is spent, so the widget solves a new one. */
    spend: () => {
      if (!handedOut.current) return
      handedOut.current = false
      token.current = null
      if (widget.current) widget.current.api.reset(widget.current.id)
    },
  }
}
