/**
 * The head of the Worker's own pages (the subscriber links' pages, the editor's sign-in
 * window): Spanish, sized for phones, never indexed, titled with her brand, its style
 * allowed by the response's CSP nonce.
 */
import type { Child } from 'hono/jsx'
import { owner } from '../../shared/content/owner'

export function PageHead(props: { title: string; css: string; nonce?: string; children?: Child }) {
  return (
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>{`${props.title} · ${owner.brand}`}</title>
      <style nonce={props.nonce}>{props.css}</style>
      {props.children}
    </head>
  )
}
