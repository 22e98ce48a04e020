/**
 * Outbound fetches in the Worker tests: each test starts with a fetch that answers
 * nothing (outbound.ts), and fakes the hosts it talks to with fakeHost.
 */
import { vi } from 'vitest'

type Route = (request: Request, init: RequestInit | undefined) => Promise<Response>
/** Outbound hosts the current test fakes. */
const routes = new Map<string, Route>()
/** Addresses the current test fetched that no fake answers: each would have left the machine. */
const unanswered: string[] = []

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init)
  for (const [prefix, answer] of routes) {
    if (request.url.startsWith(prefix)) return answer(request, init)
  }
  unanswered.push(request.url)
  throw new TypeError(`no fake answers ${request.url}`)
}

/**
 * Every test starts with no fakes and a fetch that answers nothing, so a call the test
 * did not fake fails it (tests/worker/outbound.ts) instead of going out.
 */
export function guardOutbound(): void {
  routes.clear()
  unanswered.length = 0
  vi.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch)
}

/** The addresses fetched since the last call that no fake answered. */
export const unansweredFetches = (): string[] => unanswered.splice(0)

/** Answers fetches to `base` with `route`, next to the other fakes of the same test. */
export function fakeHost(base: string, route: Route) {
  // A test that called vi.restoreAllMocks starts its new spy with no routes from before.
  if (!vi.isMockFunction(globalThis.fetch)) routes.clear()
  routes.set(base, route)
  return vi.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch)
}
