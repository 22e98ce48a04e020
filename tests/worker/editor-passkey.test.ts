/**
 * Her passkeys, read as an attacker would (worker/editor/passkeys.ts). The answers are real:
 * each test's "device" holds an ES256 key pair made with WebCrypto and builds its
 * authenticator data and client data by hand, and the Worker checks them with
 * @simplewebauthn/server as it checks a phone's. What must be refused: a challenge replayed,
 * expired or from another browser; a passkey of another site, of another user, unknown or
 * removed; saving one without a session; removing someone else's; posts from other sites.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { passkeyRules } from '../../worker/editor/passkeys'
import { deviceName, maxAnswerLength } from '../../worker/editor/webauthn'
import { sessionCookie, signInCookie } from '../../worker/editor/session'
import { editorText, passkeyText } from '../../worker/text'
import { hashToken } from '../../worker/tokens'
import { rateLimitPeriodSeconds } from '../../worker/rateLimit'
import { revokeSql, sessionsSql } from '../../worker/db/editorSessionsSql'
import { inlined } from '../../worker/db/statement'
import { erasePersonSql } from '../../worker/db/person'
import { applyRetention } from '../../worker/db/retention'
import { emailHash } from '../../worker/redact'
import { call, envWith } from './http'
import { at } from './clock'
import { eachTestFromEmpty, rows } from './db'
import { fakeResend } from './resend'
import { ana, codeIn, fakeGitHub, gateway } from './editor-helpers'

const site = new URL(env.SITE_ORIGIN)
const estudio = 'estudio@example.com'

eachTestFromEmpty()

// Bytes, as an authenticator writes them.
const utf8 = (text: string) => new TextEncoder().encode(text)
const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
const sha256 = async (bytes: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
const u32 = (n: number) => new Uint8Array([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255])

/** CBOR, only what an attestation object and a COSE key hold. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>
function cbor(value: Cbor): Uint8Array {
  const head = (major: number, n: number) =>
    new Uint8Array(
      n < 24
        ? [(major << 5) | n]
        : n < 256
          ? [(major << 5) | 24, n]
          : [(major << 5) | 25, n >> 8, n & 255],
    )
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') return concat(head(3, utf8(value).length), utf8(value))
  if (value instanceof Uint8Array) return concat(head(2, value.length), value)
  return concat(head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)]))
}

/** An ECDSA signature as WebAuthn carries it (ASN.1 DER), from WebCrypto's r‖s. */
function der(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0
    while (start < bytes.length - 1 && bytes[start] === 0) start++
    let value = bytes.slice(start)
    if ((value[0] ?? 0) & 0x80) value = concat(new Uint8Array([0]), value)
    return concat(new Uint8Array([2, value.length]), value)
  }
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)))
  return concat(new Uint8Array([0x30, body.length]), body)
}

interface Where {
  origin?: string
  rpID?: string
}

/** The passkey one of her devices keeps: an ES256 key pair, its id, its counter. */
class Device {
  readonly rawId = crypto.getRandomValues(new Uint8Array(16))
  counter = 0
  userHandle = ''
  private constructor(private readonly keys: CryptoKeyPair) {}

  static async make(): Promise<Device> {
    const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])
    return new Device(keys as CryptoKeyPair)
  }

  get id() {
    return b64url(this.rawId)
  }

  /** What navigator.credentials.create() answers, for `options` from the Worker. */
  async create(
    options: { challenge: string; user: { id: string } },
    { origin = site.origin, rpID = site.hostname }: Where = {},
  ) {
    this.userHandle = options.user.id
    const raw = new Uint8Array(
      (await crypto.subtle.exportKey('raw', this.keys.publicKey)) as ArrayBuffer,
    )
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, raw.slice(1, 33)],
        [-3, raw.slice(33)],
      ]),
    )
    // Flags: user present, user verified, attested credential data.
    const authData = concat(
      await sha256(utf8(rpID)),
      new Uint8Array([0x45]),
      u32(this.counter),
      new Uint8Array(16),
      new Uint8Array([0, this.rawId.length]),
      this.rawId,
      coseKey,
    )
    const clientData = { type: 'webauthn.create', challenge: options.challenge, origin }
    const attestation = new Map<string, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ])
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(utf8(JSON.stringify(clientData))),
        attestationObject: b64url(cbor(attestation)),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /** What navigator.credentials.get() answers for `challenge`: signed with the private key. */
  async get(
    challenge: string,
    {
      origin = site.origin,
      rpID = site.hostname,
      userHandle = this.userHandle,
    }: Where & {
      userHandle?: string
    } = {},
  ) {
    this.counter += 1
    // Flags: user present, user verified.
    const authData = concat(await sha256(utf8(rpID)), new Uint8Array([0x05]), u32(this.counter))
    const clientData = utf8(JSON.stringify({ type: 'webauthn.get', challenge, origin }))
    const signature = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      this.keys.privateKey,
      concat(authData, await sha256(clientData)),
    )
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(der(new Uint8Array(signature))),
        userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }
}

const phone =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Mobile Safari/537.36'

/** A browser: its cookies as it keeps them, its address, posts from our own pages. */
class Browser {
  readonly cookies = new Map<string, string>()
  constructor(
    readonly ip = '192.0.2.10',
    private readonly bindings: Env = env,
  ) {}

  get cookie() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  keep(res: Response): Response {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return res
  }

  async post(
    path: string,
    form: Record<string, string> | null,
    headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' },
  ): Promise<Response> {
    const res = await call(
      `/v1/api/cms/${path}`,
      {
        method: 'POST',
        headers: {
          'CF-Connecting-IP': this.ip,
          'User-Agent': phone,
          ...(form && { 'Content-Type': 'application/x-www-form-urlencoded' }),
          ...(this.cookies.size > 0 && { Cookie: this.cookie }),
          ...headers,
        },
        ...(form && { body: new URLSearchParams(form).toString() }),
      },
      this.bindings,
    )
    return this.keep(res)
  }

  /** A challenge from the Worker, as the window's script fetches it. */
  async options(step: 'sign-in' | 'new') {
    const res = await this.post(`passkeys/${step}/options`, null)
    expect(res.status).toBe(200)
    return (await res.json()) as {
      challenge: string
      user: { id: string }
      rpId?: string
      rp?: { id: string }
      allowCredentials?: unknown[]
      excludeCredentials?: { id: string }[]
    }
  }

  /** The device's answer, posted as the window's form posts it. */
  answer(step: 'sign-in' | 'new', answer: unknown) {
    return this.post(`passkeys/${step}`, { response: JSON.stringify(answer) })
  }

  /** Signs in with the mailed code, as she does the first time. */
  async signInWithCode(email = ana) {
    const resend = fakeResend()
    expect((await this.post('auth', { email })).status).toBe(200)
    const res = await this.post('code', { email, code: codeIn(resend.calls, email) })
    expect(res.status).toBe(200)
    return res
  }

  /** Saves `device`'s passkey for whoever is signed in here. */
  async save(device: Device, where: Where = {}) {
    return this.answer('new', await device.create(await this.options('new'), where))
  }

  /** Signs in with `device`'s passkey. */
  async signInWith(device: Device, where: Where & { userHandle?: string } = {}) {
    return this.answer(
      'sign-in',
      await device.get((await this.options('sign-in')).challenge, where),
    )
  }

  signedIn() {
    return this.cookies.has(sessionCookie)
  }
}

/** A browser where `email` signed in with the code and saved `device`'s passkey. */
async function savedOn(device: Device, email = ana): Promise<Browser> {
  const browser = new Browser()
  await browser.signInWithCode(email)
  const res = await browser.save(device)
  expect(res.status).toBe(200)
  return browser
}

/** A new device with her passkey saved on it (savedOn). */
async function savedDevice(): Promise<Device> {
  const device = await Device.make()
  await savedOn(device)
  return device
}

const passkeysStored = () => rows<{ email: string; name: string }>('SELECT * FROM editor_passkeys')
const sessions = async () => (await rows('SELECT 1 FROM editor_sessions')).length

describe('saving a passkey after the code', () => {
  it('should offer "Entrar sin código la próxima vez" once she is in with the code, and list what she saved', async () => {
    const browser = new Browser()
    const after = await (await browser.signInWithCode()).text()
    expect(after).toContain(passkeyText.offer)
    expect(after).toContain(passkeyText.signedIn)
    expect(after).toContain('data-passkey="new"')
    expect(after).toContain(passkeyText.toEditor)
    expect(after).not.toContain(passkeyText.listTitle)

    const saved = await browser.save(await Device.make())
    expect(saved.status).toBe(200)
    const page = await saved.text()
    expect(page).toContain(passkeyText.saved)
    expect(page).toContain(passkeyText.listTitle)
    expect(page).toContain('Chrome en Android, guardada el')
    expect(page).toContain(passkeyText.remove)
    // Saved here: the page no longer offers it.
    expect(page).not.toContain('data-passkey="new"')
    expect(await passkeysStored()).toEqual([
      expect.objectContaining({ email: ana, name: 'Chrome en Android' }),
    ])
  })

  it('should name each passkey by the browser and device she saved it on', () => {
    expect(
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36 Edg/143.0.0.0',
        'Mozilla/5.0 (Linux; Android 15; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36',
        'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        phone,
        undefined,
      ].map(deviceName),
    ).toEqual([
      'Safari en iPhone',
      'Safari en Mac',
      'Edge en Windows',
      'Samsung Internet en Android',
      'Firefox en Linux',
      'Chrome en Android',
      'Un navegador en un dispositivo',
    ])
  })

  it('should keep several (phone, computer) and let the same device say it already holds one', async () => {
    const browser = new Browser()
    await browser.signInWithCode()
    const [first, second] = [await Device.make(), await Device.make()]
    expect((await browser.save(first)).status).toBe(200)
    const options = await browser.options('new')
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([first.id])
    // One user handle for all her passkeys.
    expect(options.user.id).toBe(first.userHandle)
    expect((await browser.answer('new', await second.create(options))).status).toBe(200)
    expect(await passkeysStored()).toHaveLength(2)
  })

  it('should keep each challenge only as a hash, bound to the asking browser, for five minutes', async () => {
    const browser = new Browser()
    const { challenge } = await browser.options('sign-in')
    const [row] = await rows<{
      challenge_hash: string
      browser_hash: string
      purpose: string
      expires_at: number
    }>('SELECT * FROM editor_passkey_challenges')
    expect(row?.challenge_hash).toBe(await hashToken(challenge))
    expect(JSON.stringify(row)).not.toContain(challenge)
    expect(row?.purpose).toBe('sign-in')
    expect(row?.browser_hash).toBe(await hashToken(browser.cookies.get(signInCookie) ?? ''))
    expect(row!.expires_at - Date.now()).toBeLessThanOrEqual(passkeyRules.challengeMs)
    expect(row!.expires_at - Date.now()).toBeGreaterThan(passkeyRules.challengeMs - 5_000)
  })

  it('should let the daily clean-up delete a challenge no one answered once it is past', async () => {
    await new Browser().options('sign-in')
    await applyRetention(env.DB, Date.now() + passkeyRules.challengeMs - 60_000)
    expect(await rows('SELECT 1 FROM editor_passkey_challenges')).toHaveLength(1)
    await applyRetention(env.DB, Date.now() + passkeyRules.challengeMs + 60_000)
    expect(await rows('SELECT 1 FROM editor_passkey_challenges')).toEqual([])
  })

  it('should refuse to save one without a signed-in session', async () => {
    const browser = new Browser()
    const ask = await browser.post('passkeys/new/options', null)
    expect(ask.status).toBe(401)
    expect(((await ask.json()) as { message: string }).message).toBe(editorText.signedOut)
    // Nor with a challenge and answer made for someone signed in, posted from a browser that is not.
    const device = await Device.make()
    const hers = new Browser()
    await hers.signInWithCode()
    const answer = await device.create(await hers.options('new'))
    for (const [name, value] of hers.cookies)
      if (name === signInCookie) browser.cookies.set(name, value)
    const res = await browser.answer('new', answer)
    expect(res.status).toBe(401)
    expect(await passkeysStored()).toEqual([])
  })

  it('should refuse a save answered to another editor’s challenge, a sign-in challenge, or twice', async () => {
    const device = await Device.make()
    const hers = new Browser()
    await hers.signInWithCode()
    const signInChallenge = await hers.options('sign-in')
    const notForSaving = await hers.answer(
      'new',
      await device.create({ ...signInChallenge, user: { id: 'AAAA' } }),
    )
    expect(notForSaving.status).toBe(400)
    expect(await notForSaving.text()).toContain(passkeyText.notSaved)

    const answer = await device.create(await hers.options('new'))
    expect((await hers.answer('new', answer)).status).toBe(200)
    const again = await hers.answer('new', answer)
    expect(again.status).toBe(400)
    expect(await passkeysStored()).toHaveLength(1)

    // Another editor's challenge, carried to her session in the same browser.
    const theirs = new Browser()
    await theirs.signInWithCode(estudio)
    const other = await Device.make()
    const made = await other.create(await theirs.options('new'))
    hers.cookies.set(signInCookie, theirs.cookies.get(signInCookie) ?? '')
    expect((await hers.answer('new', made)).status).toBe(400)
    expect(await passkeysStored()).toHaveLength(1)
  })

  it('should refuse to save a passkey made for another site', async () => {
    const browser = new Browser()
    await browser.signInWithCode()
    for (const where of [{ rpID: 'other.example' }, { origin: 'https://other.example' }]) {
      const res = await browser.save(await Device.make(), where)
      expect(res.status).toBe(400)
      expect(await res.text()).toContain(passkeyText.notSaved)
    }
    expect(await passkeysStored()).toEqual([])
  })

  it(`should stop at ${passkeyRules.maxPasskeys} passkeys, saying to remove one`, async () => {
    const browser = new Browser()
    await browser.signInWithCode()
    for (let n = 0; n < passkeyRules.maxPasskeys; n++)
      await env.DB.prepare(
        `INSERT INTO editor_passkeys (credential_id, email, public_key, user_handle, name, created_at)
         VALUES (?1, ?2, 'AAAA', 'AAAA', 'Safari en iPhone', ?3)`,
      )
        .bind(`key${n}`, ana, Date.now())
        .run()
    const res = await browser.post('passkeys/new/options', null)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(
      passkeyText.tooMany(passkeyRules.maxPasskeys),
    )
  })
})

describe('signing in with a passkey', () => {
  it('should start her session as the code does, from a browser with no cookie of hers', async () => {
    fakeGitHub()
    const device = await savedDevice()
    const elsewhere = new Browser('198.51.100.7')
    const options = await elsewhere.options('sign-in')
    // Nobody's list: the page tells nobody whose passkeys there are.
    expect(options.allowCredentials ?? []).toEqual([])
    expect(options.rpId).toBe(site.hostname)
    const res = await elsewhere.answer('sign-in', await device.get(options.challenge))
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).toContain(editorText.signedIn)
    expect(page).toContain('authorizing:github')
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookie}=`))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/Secure/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    // The pre-sign-in cookie has nothing left to do.
    expect(elsewhere.cookies.has(signInCookie)).toBe(false)
    expect((await gateway('/v3/user', elsewhere.cookie)).status).toBe(200)
    const [stored] = await rows<{ counter: number; last_used_at: number | null }>(
      'SELECT counter, last_used_at FROM editor_passkeys',
    )
    expect(stored).toMatchObject({ counter: device.counter })
    expect(stored?.last_used_at).toBeGreaterThan(0)
  })

  it('should let her in though strangers asked for codes for her address from three other places', async () => {
    const device = await savedDevice()
    fakeResend()
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'])
      await new Browser(ip).post('auth', { email: ana })
    const hers = new Browser('192.0.2.55')
    const res = await hers.signInWith(device)
    expect(res.status).toBe(200)
    expect(hers.signedIn()).toBe(true)
  })

  it('should refuse a challenge used twice', async () => {
    const device = await savedDevice()
    const browser = new Browser()
    const { challenge } = await browser.options('sign-in')
    const browserCookie = browser.cookies.get(signInCookie) ?? ''
    const answer = await device.get(challenge)
    expect((await browser.answer('sign-in', answer)).status).toBe(200)
    const replay = new Browser()
    replay.cookies.set(signInCookie, browserCookie)
    const res = await replay.answer('sign-in', answer)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(passkeyText.refused)
    expect(replay.signedIn()).toBe(false)
  })

  it('should refuse a challenge past its five minutes', async () => {
    const device = await savedDevice()
    const browser = new Browser()
    const start = Date.now()
    const { challenge } = await at(start, () => browser.options('sign-in'))
    const answer = await device.get(challenge)
    const res = await at(start + passkeyRules.challengeMs + 1000, () =>
      browser.answer('sign-in', answer),
    )
    expect(res.status).toBe(400)
    expect(browser.signedIn()).toBe(false)
  })

  it('should refuse a challenge asked by another browser, and still take it from the one that asked', async () => {
    const device = await savedDevice()
    const asker = new Browser()
    const { challenge } = await asker.options('sign-in')
    const answer = await device.get(challenge)
    const thief = new Browser('203.0.113.9')
    await thief.options('sign-in')
    const stolen = await thief.answer('sign-in', answer)
    expect(stolen.status).toBe(400)
    expect(thief.signedIn()).toBe(false)
    const noCookie = new Browser('203.0.113.10')
    expect((await noCookie.answer('sign-in', answer)).status).toBe(400)
    expect(await sessions()).toBe(1)
    expect((await asker.answer('sign-in', answer)).status).toBe(200)
  })

  it('should refuse a passkey of another site: another rpID or another origin', async () => {
    const device = await savedDevice()
    for (const where of [
      { rpID: 'other.example' },
      { origin: 'https://other.example' },
      { origin: 'http://localhost:9999' },
    ]) {
      const browser = new Browser()
      const res = await browser.signInWith(device, where)
      expect(res.status).toBe(400)
      expect(await res.text()).toContain(passkeyText.refused)
      expect(browser.signedIn()).toBe(false)
    }
  })

  it('should refuse a passkey nobody saved, or one made for another user', async () => {
    const device = await savedDevice()
    const stranger = await Device.make()
    stranger.userHandle = device.userHandle
    const browser = new Browser()
    expect((await browser.signInWith(stranger)).status).toBe(400)
    // Her passkey's id, answered for another user handle.
    expect((await browser.signInWith(device, { userHandle: b64url(utf8('otra')) })).status).toBe(
      400,
    )
    expect(browser.signedIn()).toBe(false)
  })

  it('should refuse the passkey of an address no longer allowed to edit', async () => {
    const device = await savedDevice()
    const browser = new Browser('192.0.2.10', envWith({ CMS_EDITORS: estudio }))
    const res = await browser.signInWith(device)
    expect(res.status).toBe(400)
    expect(browser.signedIn()).toBe(false)
  })

  it('should refuse a malformed answer with the same page, spending nothing', async () => {
    const browser = new Browser()
    await browser.options('sign-in')
    for (const response of ['', 'not json', '{"id":"x"}', 'x'.repeat(maxAnswerLength + 1)]) {
      const res = await browser.post('passkeys/sign-in', { response })
      expect(res.status).toBe(400)
      expect(await res.text()).toContain(passkeyText.refused)
    }
  })
})

describe('removing a passkey', () => {
  it('should remove one of hers from the same page; that passkey then opens nothing', async () => {
    const device = await Device.make()
    const browser = await savedOn(device)
    const res = await browser.post('passkeys/remove', { id: device.id })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(passkeyText.removed('Chrome en Android'))
    expect(await passkeysStored()).toEqual([])
    const later = new Browser()
    const refused = await later.signInWith(device)
    expect(refused.status).toBe(400)
    expect(later.signedIn()).toBe(false)
  })

  it('should refuse to remove someone else’s passkey, or any without a session', async () => {
    const theirs = await Device.make()
    await savedOn(theirs, estudio)
    const hers = new Browser()
    await hers.signInWithCode()
    const res = await hers.post('passkeys/remove', { id: theirs.id })
    expect(res.status).toBe(404)
    expect(await res.text()).toContain(passkeyText.notYours)
    const nobody = await new Browser().post('passkeys/remove', { id: theirs.id })
    expect(nobody.status).toBe(401)
    expect(await passkeysStored()).toHaveLength(1)
  })
})

describe('revoking her, or erasing her data', () => {
  it('should list her passkeys by name for `editor:sessions`, without their keys', async () => {
    const device = await savedDevice()
    await savedOn(await Device.make(), estudio)
    await new Browser().signInWith(device)
    const listed = await rows<Record<string, unknown>>(inlined(sessionsSql.passkeys))
    expect(listed).toEqual([
      {
        email: ana,
        name: 'Chrome en Android',
        created_at: expect.any(Number),
        last_used_at: expect.any(Number),
      },
      {
        email: estudio,
        name: 'Chrome en Android',
        created_at: expect.any(Number),
        last_used_at: null,
      },
    ])
    const [stored] = await rows<{ public_key: string; user_handle: string }>(
      'SELECT public_key, user_handle FROM editor_passkeys WHERE email = ?',
      ana,
    )
    expect(JSON.stringify(listed)).not.toContain(stored!.public_key)
    expect(JSON.stringify(listed)).not.toContain(device.id)
  })

  it('should refuse her passkey once `editor:sessions --revoke` ran, and keep the other editor’s', async () => {
    fakeGitHub()
    const device = await Device.make()
    const hers = await savedOn(device)
    const theirs = await Device.make()
    await savedOn(theirs, estudio)
    const results = []
    for (const statement of revokeSql('Ana@Example.com'))
      results.push((await env.DB.prepare(inlined(statement)).all()).results)
    const [ended, forgotten, deleted] = results
    expect(ended).toHaveLength(1)
    expect(forgotten).toHaveLength(1)
    expect(deleted).toEqual([{ name: 'Chrome en Android' }])
    // Her browser is signed out, and her passkey opens nothing from there or anywhere.
    expect((await gateway('/v3/user', hers.cookie)).status).toBe(401)
    for (const browser of [hers, new Browser('198.51.100.7')]) {
      const res = await browser.signInWith(device)
      expect(res.status).toBe(400)
      expect(await res.text()).toContain(passkeyText.refused)
      expect(res.headers.getSetCookie().join()).not.toContain(`${sessionCookie}=`)
      expect((await gateway('/v3/user', browser.cookie)).status).toBe(401)
    }
    expect(await rows('SELECT 1 FROM editor_sessions WHERE email = ?', ana)).toEqual([])
    expect(await passkeysStored()).toEqual([expect.objectContaining({ email: estudio })])
    const other = new Browser('198.51.100.8')
    expect((await other.signInWith(theirs)).status).toBe(200)
    expect(other.signedIn()).toBe(true)
  })

  it('should refuse her passkey once a privacy request erased her data', async () => {
    const device = await savedDevice()
    await env.DB.batch(
      erasePersonSql(ana, await emailHash(ana)).map((s) => env.DB.prepare(inlined(s))),
    )
    expect(await passkeysStored()).toEqual([])
    const browser = new Browser()
    expect((await browser.signInWith(device)).status).toBe(400)
    expect(browser.signedIn()).toBe(false)
  })
})

describe('requests from other sites', () => {
  it('should refuse every passkey post that another site makes, even with her cookies', async () => {
    const device = await Device.make()
    const browser = await savedOn(device)
    const answer = JSON.stringify(await device.get('AAAA'))
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' } as Record<string, string>,
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://other.example' },
    ])
      for (const [path, form] of [
        ['passkeys/sign-in/options', null],
        ['passkeys/sign-in', { response: answer }],
        ['passkeys/new/options', null],
        ['passkeys/new', { response: answer }],
        ['passkeys/remove', { id: device.id }],
      ] as const) {
        const res = await browser.post(path, form, headers)
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403)
      }
    expect(await passkeysStored()).toHaveLength(1)
    expect(await rows('SELECT 1 FROM editor_passkey_challenges')).toEqual([])
  })
})

describe('per-IP limit', () => {
  it('should limit passkey sign-ins started from one address, and only that address', async () => {
    const limited = envWith({ RATE_LIMITS: undefined })
    const limit = env.TEST_RATE_LIMITS.EDITOR_SIGNIN_LIMITER!
    const ip = `203.0.113.${100 + Math.floor(Math.random() * 100)}`
    // The local limiter counts in clock-aligned windows: a burst must not straddle two.
    const left = limit.period * 1000 - (Date.now() % (limit.period * 1000))
    if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 100))
    const browser = new Browser(ip, limited)
    const statuses: number[] = []
    for (let n = 0; n <= limit.limit; n++)
      statuses.push((await browser.post('passkeys/sign-in/options', null)).status)
    expect(statuses).toEqual([...Array<number>(limit.limit).fill(200), 429])
    const last = await browser.post('passkeys/sign-in/options', null)
    expect(last.headers.get('retry-after')).toBe(String(rateLimitPeriodSeconds))
    expect(((await last.json()) as { message: string }).message).toBe(editorText.tooFast)
    expect(
      (await new Browser('198.51.100.99', limited).post('passkeys/sign-in/options', null)).status,
    ).toBe(200)
  })
})

describe('the sign-in window', () => {
  it('should offer the passkey only to a browser running the script, and the code to any', async () => {
    const res = await call('/v1/api/cms/auth')
    const html = await res.text()
    expect(html).toMatch(/<form class="passkey"[^>]*hidden/)
    expect(html).toContain(passkeyText.signIn)
    expect(html).toContain('action="/v1/api/cms/auth"')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("connect-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1]
    expect(html).toContain(`<script nonce="${nonce}" src="/admin/passkey.js" defer`)
  })
})
