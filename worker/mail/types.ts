/** What every mail template returns; the outbox stores it as-is. */
export interface Mail {
  subject: string
  html: string
  text: string
}

/** Renders a hono/jsx tree to a full HTML document. hono/jsx escapes every text child. */
export async function renderHtml(node: { toString(): string | Promise<string> }): Promise<string> {
  return `<!doctype html>${await node.toString()}`
}
