/**
 * The Worker's log lines: one JSON object each, an event and a few facts (ids,
 * counts, statuses, error class names). Never a token, an address or an IP: these
 * lines are all Cloudflare keeps (its invocation logs, which record full URLs and
 * client IPs, are off in wrangler.toml), so a fact that looks like one is replaced
 * before it is printed.
 */
export type Fact = string | number | boolean | null

/** An address, an IPv4 or IPv6 address, or a long token-like run of characters. */
const personal = /@|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,}|[\w-]{32,}/i

const line = (event: string, facts: Record<string, Fact>) =>
  JSON.stringify({
    event,
    ...Object.fromEntries(
      Object.entries(facts).map(([k, v]) => [
        k,
        typeof v === 'string' && personal.test(v) ? '[quitado]' : v,
      ]),
    ),
  })

export const log = {
  info: (event: string, facts: Record<string, Fact> = {}) => console.log(line(event, facts)),
  warn: (event: string, facts: Record<string, Fact> = {}) => console.warn(line(event, facts)),
  error: (event: string, facts: Record<string, Fact> = {}) => console.error(line(event, facts)),
}
