import { siteLocale } from '../../../../shared/locale'
import { rememberPress } from '../../../prehydration/replayPress'
import { refuseTyping, whenTouched } from '../../../prehydration/whenTouched'

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
let pressedEarly: ReturnType<typeof rememberPress> | undefined

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
  beforeLive = new AbortController()
  refuseTyping(group, beforeLive.signal)
  pressedEarly = rememberPress('button', group)
  return whenTouched(form, beforeLive.signal)
}

/** Called by the picker once it has hydrated: see `whenPickerWanted`. */
export function pickerLive(): void {
  live = true
  beforeLive?.abort()
  pressedEarly?.replay()
}
