import { siteLocale } from '../../../../shared/locale'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Loads the browser's locale data ahead of the date picker, in two tasks, so that
 * the first Intl object of the page is not one long task. The picker's collator
 * (for typing "p" for p. m.) is made only when someone types a letter
 * (scripts/react-aria-plugin.ts).
 */
export async function warmIntl(): Promise<void> {
  await nextTask()
  new Intl.Locale(siteLocale).maximize()
  await nextTask()
  new Intl.DateTimeFormat(siteLocale).resolvedOptions()
}

let live = false
let beforeLive: AbortController | undefined
let pressedEarly: HTMLButtonElement | null = null

/**
 * A prerendered families form shows the date picker's HTML at once; its code (the
 * picker's chunk, then the browser's locale data) loads when the form is first
 * touched, since most visitors read /contact without filling it in: until then the
 * picker's hydration, its locale data and a re-render would be three long tasks on
 * a phone for nothing. Resolves at once on the server, where the page has no
 * prerendered picker (after client-side navigation), and when the form already
 * has focus.
 *
 * Until the picker has hydrated (`pickerLive`) its segments take no typing: React
 * would find the server's text changed and render the picker again, dropping what
 * was typed. A press on its calendar button is pressed again once it can open.
 */
export function whenPickerWanted(fieldName: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  const input = document.querySelector<HTMLInputElement>(
    `input[type="hidden"][name="${fieldName}"]`,
  )
  const form = input?.form
  const group = input?.closest('[role="group"]')
  if (live || !form || !group || form.contains(document.activeElement)) return Promise.resolve()
  const { signal } = (beforeLive = new AbortController())
  // On window, ahead of React: React stops events aimed at HTML it has not hydrated.
  const listen = <K extends keyof WindowEventMap>(
    type: K,
    listener: (event: WindowEventMap[K], target: Node) => void,
    within: Node,
  ) =>
    window.addEventListener(
      type,
      (event) => {
        if (event.target instanceof Node && within.contains(event.target))
          listener(event, event.target)
      },
      { capture: true, signal },
    )
  listen('beforeinput', (event) => event.preventDefault(), group)
  listen(
    'click',
    (_, target) => (pressedEarly = target instanceof Element ? target.closest('button') : null),
    group,
  )
  return new Promise((resolve) => {
    listen('focusin', () => resolve(), form)
    listen('pointerdown', () => resolve(), form)
  })
}

/** Called by the picker once it has hydrated: see `whenPickerWanted`. */
export function pickerLive(): void {
  live = true
  beforeLive?.abort()
  if (pressedEarly?.isConnected) pressedEarly.click()
  pressedEarly = null
}
