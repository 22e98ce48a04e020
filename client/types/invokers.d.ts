import 'react'

// Invoker commands (HTML's `command`/`commandfor`), which React passes through as
// plain attributes but its types do not list yet.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}` | undefined
    commandfor?: string | undefined
  }
}

// The islands' elements (client/islands/types.ts): custom elements with data attributes.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'island-root': HTMLAttributes<HTMLElement> & Record<`data-${string}`, string>
      'island-slot': HTMLAttributes<HTMLElement>
    }
  }
}
