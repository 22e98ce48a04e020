/** What the tap and load diagnostics and the interaction bench share: the phone, a finger, and traces. */
import type { CDPSession, Page } from '@playwright/test'

/** A mid-range phone's screen (412×823 at 1.75×, touch), Lighthouse's mobile one. */
export const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

/** Lighthouse's mobile network: 150 ms round trips, 1.6 Mbps down, 750 Kbps up. */
export const slowNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

/** A finger landing in the middle of `box` (a control's, measured beforehand). */
export const tapMiddle = (
  page: Page,
  box: { x: number; y: number; width: number; height: number },
) => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)

/** `text` typed as a person fills a field: a key every 120 ms. */
export const typeAsPerson = (page: Page, text: string) => page.keyboard.type(text, { delay: 120 })

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { type?: string; url?: string; functionName?: string } }
}

/** Ends the trace `Tracing.start` began on `cdp` (`ReturnAsStream`) and reads its events. */
export async function endTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')),
  )
  await cdp.send('Tracing.end')
  const handle = await complete
  let text = ''
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle })
    text += chunk.data
    if (chunk.eof) break
  }
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] }
  return Array.isArray(parsed) ? parsed : parsed.traceEvents
}
