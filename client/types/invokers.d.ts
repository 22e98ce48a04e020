import 'react'

// Invoker commands (HTML's `command`/`commandfor`), which React passes through as
// plain attributes but its types do not list yet.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}` | undefined
    commandfor?: string | undefined
  }
}
