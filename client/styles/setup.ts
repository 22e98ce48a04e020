import { setup } from 'goober'
import { createElement } from 'react'

// Props starting with `$` are for styling only: keep them off the DOM.
setup(createElement, undefined, undefined, (props: object) => {
  const record = props as Record<string, unknown>
  for (const key of Object.keys(record)) if (key.startsWith('$')) delete record[key]
})
