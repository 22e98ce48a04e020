/**
 * The page's only script: finds the islands in the page and brings each to life
 * when its directive says (docs/ARCHITECTURE.md, "Islands"). Everything else on a
 * page is HTML and CSS, and works without it.
 */
import { islandAttributes, islandChunksId, type IslandChunks } from './markup'
import type { Directive, IslandModule } from './types'
import { notTyping, rememberClicks, watchTyping } from './early/page'

type Go = () => void

const afterLoad = (go: Go) =>
  document.readyState === 'complete' ? go() : addEventListener('load', go, { once: true })

/** At the first pointer, focus or key inside `element`. */
function firstTouch(element: HTMLElement, go: Go): void {
  const events = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const
  const start = () => {
    for (const type of events) element.removeEventListener(type, start)
    go()
  }
  for (const type of events) element.addEventListener(type, start, { passive: true })
}

const directives: Record<Directive, (element: HTMLElement, go: Go) => void> = {
  // Or at a first touch, if that comes first: its click is pressed again once live.
  idle: (element, go) => {
    let started = false
    const once = () => {
      if (started) return
      started = true
      go()
    }
    firstTouch(element, once)
    afterLoad(() =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(once, { timeout: 2000 })
        : setTimeout(once, 200),
    )
  },
  // The island element is `display: contents` (no box of its own): watch its children.
  visible: (element, go) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        go()
      },
      { rootMargin: '25% 0px' },
    )
    for (const child of element.children) observer.observe(child)
  },
  interaction: firstTouch,
}

/** The page's islands' chunks, each with the chunks it imports (written by the build). */
const readChunks = (): IslandChunks =>
  JSON.parse(document.getElementById(islandChunksId)?.textContent ?? '{}') as IslandChunks

const appendLink = (rel: string, href: string) => {
  const link = document.createElement('link')
  link.rel = rel
  link.href = href
  document.head.append(link)
  return link
}

/** Fetched, not yet run: resolves when the chunk has arrived (or failed to). */
const fetched = (href: string) =>
  new Promise((resolve) => {
    const link = appendLink('modulepreload', href)
    link.onload = link.onerror = resolve
  })

/**
 * An island's module, its imports fetched beside it rather than one after another. Its
 * code runs (a long task) only in a pause in typing, so no key waits behind it.
 */
function loader(chunks: IslandChunks, name: string | null) {
  const [file, ...imports] = (name && chunks[name]) || []
  if (!file) return undefined
  return async () => {
    await Promise.all([file, ...imports].map(fetched))
    await notTyping()
    return (await import(/* @vite-ignore */ file)) as { default: IslandModule<unknown> }
  }
}

function start(element: HTMLElement, chunks: IslandChunks): void {
  const name = element.getAttribute(islandAttributes.name)
  const when = (element.getAttribute(islandAttributes.when) ?? 'visible') as Directive
  const unless = element.getAttribute(islandAttributes.unless)
  const load = loader(chunks, name)
  if (!load) {
    // The build refuses a page naming an island it has no chunk for; in dev the same
    // slip would leave the island dead without a word.
    if (import.meta.env.DEV) console.error(`Unknown island "${name}": no ${name}.island.ts(x)`)
    return
  }
  if (unless && CSS.supports(unless)) return
  const id = element.getAttribute(islandAttributes.id) ?? String(name)
  const stopRemembering = rememberClicks(element)
  directives[when](element, () => {
    const props: unknown = JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}')
    void load()
      .then(async (module) => {
        const clicked = stopRemembering()
        // Each island's own props type; the page carries the props its build wrote.
        await module.default.mount(element, props, id)
        for (const button of clicked) button.click()
      })
      .catch((error: unknown) => console.error(`island ${name}`, error))
  })
}

/** Page-wide chores that need no island: see each line. */
function page(): void {
  // Every key's time, so an island's code waits for a pause in typing (early/page.ts).
  watchTyping()
  // The blurred previews of the photos below the first screen, once the page has loaded.
  const laterCss = document.getElementById('root')?.dataset.laterCss
  if (laterCss) afterLoad(() => appendLink('stylesheet', laterCss))
  // Invoker commands (the menu's buttons) where the browser lacks them.
  if (!('commandForElement' in HTMLButtonElement.prototype))
    addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      const target = document.getElementById(button?.getAttribute('commandfor') ?? '')
      if (!(target instanceof HTMLDialogElement)) return
      const command = button?.getAttribute('command')
      if (command === 'show-modal' && !target.open) target.showModal()
      else if (command === 'close') target.close()
    })
  // A page left with its menu open comes back from the back/forward cache closed.
  addEventListener('pagehide', () => {
    for (const dialog of document.querySelectorAll('dialog')) dialog.close()
  })
}

/** Runs the page's chores and starts every island in it. */
export function startIslands(): void {
  page()
  const chunks = readChunks()
  for (const element of document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`))
    start(element, chunks)
}
