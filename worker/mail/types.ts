/** What every mail template returns; the outbox (worker/db/messages.ts) stores it as-is. */
export type { Mail } from '../db/messages'

/** Renders a hono/jsx tree to a full HTML document. hono/jsx escapes every text child. */
export async function renderHtml(node: { toString(): string | Promise<string> }): Promise<string> {
  return `<!doctype html>${await node.toString()}`
}

/** An enquiry as the owner's mail shows it: each kind's template chooses the rows. */
export interface EnquiryMailInput {
  /** 'Familias', 'Marcas', or 'Producto: …' */
  kindLabel: string
  visitorName: string
  reference: string
  rows: readonly (readonly [string, string])[]
}
