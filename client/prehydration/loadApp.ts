import { hydratedEvent, startHydrationEvent } from '../hydration'
import { rememberPress } from './replayPress'

/**
 * The loader, all that the page's only script tag (entry-client.tsx) runs, and a
 * tiny one. A prerendered page is whole without
 * JavaScript, so the app's scripts wait until the page has loaded (hero photo and
 * fonts) and painted: on a phone on 4G they must not take bandwidth from the
 * photo. Then everything the page needs is fetched in parallel and the page
 * hydrates. The build lists it in #root's `data-chunks`, the hydration module
 * first (scripts/build.ts), so the loader needs no module loader of its own. The
 * blurred previews of the photos below the first screen come then too, as the
 * stylesheet in #root's `data-later-css` (the first screen's are in the HTML).
 *
 * A person who taps the page or presses a key before that gets the scripts right
 * after the frame that answers it (started inside the press, they delayed that answer),
 * and a slow photo holds them back at most `latestStartMs`. A button pressed before
 * the page hydrated (a carousel arrow) is pressed again once it has: links, forms,
 * tabs (links too), the menu and the questions work without scripts, such buttons
 * do not.
 */
const latestStartMs = 3000

/** What needs the app to answer a press: buttons the browser runs itself (the menu's) do not. */
const needsApp = 'button:not([commandfor])'

function start(root: HTMLElement | null, pressedEarly: ReturnType<typeof rememberPress>): void {
  const [hydrate, ...chunks] = root?.dataset.chunks?.split(' ').filter(Boolean) ?? []
  const laterCss = root?.dataset.laterCss
  if (laterCss) {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = laterCss
    document.head.append(link)
  }
  // The fetches and the first module each in a task of their own, not this one.
  void nextTask().then(() => preloadInBatches(chunks))
  if (!hydrate) return
  const hydrated = new Promise((resolve) =>
    document.addEventListener(hydratedEvent, resolve, { once: true }),
  )
  void nextTask()
    .then(() => runInTurn(chunks))
    .then(() => {
      // From hydration on, React listens itself and replays what it sees before it
      // has hydrated: stop remembering presses here, or one would be pressed twice.
      pressedEarly.stop()
      return import(/* @vite-ignore */ hydrate)
    })
    .then(() => {
      document.dispatchEvent(new Event(startHydrationEvent))
      return hydrated
    })
    .then(() => pressedEarly.replay())
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Fetches the modules in parallel, asked for two per task: every `<link>` costs a
 * phone's main thread a millisecond or more, and a few in one task add up to a
 * long one on a slow phone.
 */
async function preloadInBatches(modules: readonly string[]): Promise<void> {
  for (let i = 0; i < modules.length; i += 2) {
    for (const href of modules.slice(i, i + 2)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    await nextTask()
  }
}

/**
 * Runs the modules one at a time, each after those it imports (the build's
 * order), with a pause between them: a phone then evaluates the app in many short
 * tasks rather than one long one that would hold up a tap.
 */
async function runInTurn(modules: readonly string[]): Promise<void> {
  for (const href of modules) {
    await import(/* @vite-ignore */ href)
    await nextTask()
  }
}

/** Loads and hydrates the app as soon as the page has loaded and painted, or is touched. */
export function loadApp(): void {
  const root = document.getElementById('root')
  const pressedEarly = rememberPress(needsApp)
  let started = false
  const once = () => {
    if (started) return
    started = true
    start(root, pressedEarly)
  }
  // A frame callback runs just before a paint; its timeout, just after it.
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') once()
    else requestAnimationFrame(() => setTimeout(once, 0))
  }
  // Nothing prerendered to show (every route is prerendered, so this is a safety net):
  // no reason to wait.
  if (!root?.firstElementChild) return once()
  if (document.readyState === 'complete') afterPaint()
  else addEventListener('load', afterPaint, { once: true })
  setTimeout(once, latestStartMs)
  // A click or a key, not a touch's start: the touch's own click comes after it.
  for (const type of ['click', 'keydown'] as const)
    addEventListener(type, afterPaint, { once: true, passive: true, capture: true })
}
