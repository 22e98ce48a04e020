/**
 * Keeping personal data out of logs (worker/log.ts) and mail headers, and out of what
 * is kept (Ley 25.326).
 */
import { hashToken } from './tokens'

/** Header values (subject, names) must be one line: CR/LF would let a visitor inject headers. */
export function oneLine(value: string): string {
  return value
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

/** An error's class name only: its message may quote a visitor value. */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error
}

/** The suppression key of an address: SHA-256 of it lowercased, so the address itself is not kept. */
export const emailHash = (address: string): Promise<string> =>
  hashToken(address.trim().toLowerCase())
