/**
 * What the browser's WebAuthn calls are asked and answer, for her passkeys (passkeys.ts):
 * the relying party, the answers' shapes as the window's form posts them, and what her
 * list calls a device. The answers' cryptography is @simplewebauthn/server's.
 */
import type { Context } from 'hono'
import type { AuthenticatorTransport } from '@simplewebauthn/server'
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers'
import { z } from 'zod'
import { passkeyText } from '../text'

/** The form field the window's script fills with the browser's answer (JSON). */
export const answerField = 'response'

/** The largest answer a browser sends (a passkey's is about 1 KB). */
export const maxAnswerLength = 16_384

/** The relying party: SITE_ORIGIN's hostname and origin, nothing else. */
export const relyingParty = (env: Env) => {
  const site = new URL(env.SITE_ORIGIN)
  return { rpID: site.hostname, origin: site.origin }
}

/** Every binary field of an answer: base64url, unpadded, as browsers and the library write it. */
export const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/)
/** The transports the server's types know; others a browser names are dropped. */
export const knownTransports = [
  'ble',
  'hybrid',
  'internal',
  'nfc',
  'usb',
] as const satisfies readonly AuthenticatorTransport[]

/** A signed challenge: what navigator.credentials.get() answers. */
export const signedAnswer = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
})

/** A new passkey: what navigator.credentials.create() answers. */
export const newPasskey = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string()).max(10).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
})

/** The browser's answer posted in the form, checked against `schema`; null if malformed. */
export async function answerIn<T, E extends { Bindings: Env }>(
  c: Context<E>,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const form = await c.req.parseBody()
  const text = form[answerField]
  if (typeof text !== 'string' || text.length > maxAnswerLength) return null
  try {
    const parsed = schema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The challenge the browser signed, read from its client data (checked again by the library). */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON)
    return typeof challenge === 'string' && base64url.safeParse(challenge).success
      ? challenge
      : null
  } catch {
    return null
  }
}

/** "Chrome en Android": what her list calls the device she saved a passkey on. */
export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? ''
  const browser = (
    [
      [/Edg(A|iOS)?\//, 'Edge'],
      [/SamsungBrowser\//, 'Samsung Internet'],
      [/OPR\//, 'Opera'],
      [/Firefox\/|FxiOS\//, 'Firefox'],
      [/Chrome\/|CriOS\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ] as const
  ).find(([pattern]) => pattern.test(ua))?.[1]
  const system = (
    [
      [/iPhone/, 'iPhone'],
      [/iPad/, 'iPad'],
      [/Android/, 'Android'],
      [/CrOS/, 'Chromebook'],
      [/Macintosh|Mac OS X/, 'Mac'],
      [/Windows/, 'Windows'],
      [/Linux/, 'Linux'],
    ] as const
  ).find(([pattern]) => pattern.test(ua))?.[1]
  return passkeyText.deviceName(
    browser ?? passkeyText.someBrowser,
    system ?? passkeyText.someDevice,
  )
}
