/**
 * Optional Cloudflare Turnstile, on when GET /v1/api/config gives a site key (read once
 * per page). Off: no script, no widget, no token. On: one single-use token per attempt.
 */
import { atom, useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { turnstileText } from '../../../shared/forms/text'
import { apiPaths, turnstileField, type ApiConfig } from '../../../shared/forms/api'
import { turnstileScriptUrl } from '../../../shared/forms/turnstile'
import { requestTimeoutMs } from '../../api'

/** The part of Cloudflare's `window.turnstile` the forms use. */
interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined
  reset(widgetId: string): void
  remove(widgetId: string): void
}

interface TurnstileOptions {
  sitekey: string
  language: string
  /** No hidden input in the form: the token goes as `turnstileToken`. */
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

/**
 * An action atom running `load` once per jotai store, so once per page (the page's islands
 * share one store); a failed load answers null and is forgotten, so the next form retries.
 */
function oncePerPageAtom<T>(load: () => Promise<T | null>) {
  const pendingAtom = atom<Promise<T | null> | undefined>(undefined)
  return atom(null, (get, set) => {
    const forget = () => {
      set(pendingAtom, undefined)
      return null
    }
    const pending = get(pendingAtom) ?? load().catch(forget)
    set(pendingAtom, pending)
    return pending
  })
}

/** The site key, or null when Turnstile is off (or unknown: the Worker then decides). */
const loadSiteKeyAtom = oncePerPageAtom(async () => {
  const res = await fetch(apiPaths.config, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(requestTimeoutMs),
  })
  if (!res.ok) throw new Error(`config ${res.status}`)
  const config = (await res.json()) as Partial<ApiConfig>
  return config.turnstileSiteKey || null
})

/** Cloudflare's script, added once per page and only when a form needs the widget. */
const loadTurnstileAtom = oncePerPageAtom(
  async () =>
    window.turnstile ??
    new Promise<TurnstileApi | null>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = turnstileScriptUrl
      script.onload = () => resolve(window.turnstile ?? null)
      script.onerror = () => {
        script.remove()
        reject(new Error('turnstile script'))
      }
      document.head.append(script)
    }),
)

/** One form's widget, above its button (nothing when off), and its token for requests. */
export function useTurnstile() {
  const [key, setKey] = useState<string | null>(null)
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null)
  const token = useRef<string | null>(null)
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
        style={{ minHeight: 65 }}
      />
    ),
    /** The fields for a request: {} when off; null while the widget has no token. */
    fields: (): TurnstileFields | null => {
      if (!key) return {}
      return token.current ? { [turnstileField]: token.current } : null
    },
    /** After an attempt that sent a token: the widget solves a new one. */
    spend: () => {
      token.current = null
      widget.current?.api.reset(widget.current.id)
    },
  }
}
