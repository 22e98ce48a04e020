import type { MouseEvent } from 'react'

const supported =
  typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype

/**
 * A button's `command` on its `commandfor` dialog, run by hand where the browser does
 * not run invoker commands itself (older Safari and Firefox): there the menu works
 * once the page has hydrated.
 */
export function runCommandWithoutBrowser(event: MouseEvent<HTMLButtonElement>) {
  if (supported) return
  const button = event.currentTarget
  const dialog = document.getElementById(button.getAttribute('commandfor') ?? '')
  if (!(dialog instanceof HTMLDialogElement)) return
  const command = button.getAttribute('command')
  if (command === 'show-modal' && !dialog.open) dialog.showModal()
  else if (command === 'close') dialog.close()
}
