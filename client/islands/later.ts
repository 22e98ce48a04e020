/**
 * What an island fetches only once someone uses it, and what a page's islands share
 * (docs/ARCHITECTURE.md, "Islands"): the forms' schemas at their first focus, the date
 * picker at its form's first touch, Turnstile once per page, the notification region.
 */
import { atom } from 'jotai'
import { createElement, lazy, useEffect, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * Starts `load` at the first call and hands every call the same promise; null when it
 * cannot be fetched (the caller goes on without it), and the next call tries again.
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T | null> {
  let loading: Promise<T | null> | undefined
  return () =>
    (loading ??= load().catch(() => {
      loading = undefined
      return null
    }))
}

/**
 * An action atom running `load` once per jotai store, so once per page: the page's
 * React islands share one store (store.ts). A failed load answers null and is
 * forgotten, so the next island to ask tries again.
 */
export function oncePerPageAtom<T>(load: () => Promise<T | null>) {
  const pendingAtom = atom<Promise<T | null> | undefined>(undefined)
  return atom(null, (get, set) => {
    let pending = get(pendingAtom)
    if (!pending) {
      pending = load().catch(() => {
        set(pendingAtom, undefined)
        return null
      })
      set(pendingAtom, pending)
    }
    return pending
  })
}

/**
 * A React root of its own at the end of the body, once per page, that is not an
 * island: what islands share on screen (the notification region).
 */
function mountOnce(id: string, load: () => Promise<ComponentType>): void {
  if (document.getElementById(id)) return
  const element = document.createElement('div')
  element.id = id
  document.body.append(element)
  void load().then((Component) => createRoot(element).render(createElement(Component)))
}

/** What a part loaded at the first touch calls once live: a press it missed is pressed again. */
type Live = () => void

/**
 * Resolves at the first focus, press or key inside the form holding the field `name`;
 * at once where there is no such form (the build's render) or it already has focus.
 * Listens on the window in the capture phase: React stops events aimed at HTML it has
 * not hydrated yet. Until the part is live, the last press on a button of the field
 * is remembered, and what this resolves with presses it again.
 */
function firstTouch(name: string): Promise<Live> {
  const nothing: Live = () => {}
  if (typeof document === 'undefined') return Promise.resolve(nothing)
  const field = document.querySelector(`input[name="${name}"]`)?.parentElement
  const form = field?.closest('form')
  if (!form || form.contains(document.activeElement)) return Promise.resolve(nothing)
  let pressed: HTMLElement | undefined
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && field?.contains(button)) pressed = button
  }
  addEventListener('click', remember, true)
  const live: Live = () => {
    removeEventListener('click', remember, true)
    pressed?.click()
    pressed = undefined
  }
  return new Promise((resolve) => {
    const types = ['focusin', 'pointerdown', 'keydown'] as const
    const touched = (event: Event) => {
      if (!(event.target instanceof Node) || !form.contains(event.target)) return
      for (const type of types) removeEventListener(type, touched, true)
      resolve(live)
    }
    for (const type of types) addEventListener(type, touched, true)
  })
}

/**
 * A part of an island that only someone filling its form needs (the date picker): its
 * own chunk, loaded at the first touch of the form holding the field `name`. Until it
 * is live React keeps its prerendered HTML; a press on it meanwhile is pressed again.
 */
function lazyAtFirstTouch<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(async () => {
    const live = await firstTouch(name)
    const { default: Part } = await load()
    function Live(props: P) {
      useEffect(live, [])
      return createElement(Part, props)
    }
    return { default: Live }
  })
}

/** The forms' zod schemas: building them is a long task, so they come at a form's first focus. */
export const loadFormSchemas = loadOnce(() => import('../../shared/form-schemas'))

/** The families date's field, whose form's first touch brings its picker. */
export const datePickerField = 'date'

/** The date picker, at its form's first touch: most visitors read /contact without filling it. */
export const LazyDatePicker = lazyAtFirstTouch(
  datePickerField,
  () => import('../components/forms/fields/DatePicker'),
)

/** The region that shows what became of a send: once per page, with the first form. */
export const mountNotifications = () =>
  mountOnce('notificaciones', () =>
    import('../components/notifications/NotificationRegion').then((m) => m.NotificationRegion),
  )
