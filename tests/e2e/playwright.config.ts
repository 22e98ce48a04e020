import { generateKeyPairSync } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { fakeGitHubApp, fakeGitHubPort } from './fake-github'
import { fakeResendPort } from './fake-resend'

/** End-to-end tests: Debian's Chromium against `wrangler dev` serving the production build. */
export const PORT = Number(process.env.E2E_PORT ?? 8791)
/** The local fake of Resend's API that the Worker sends through (tests/e2e/fake-resend.ts). */
export const RESEND_PORT = fakeResendPort(PORT)
/** The local fake of GitHub behind the editor's gateway (tests/e2e/fake-github.ts). */
export const GITHUB_PORT = fakeGitHubPort(PORT)
export const OWNER_EMAIL = 'duena@example.com'
/** Who may sign in to the editor in these tests. */
export const EDITOR = { name: 'Ana Fotógrafa', email: 'ana@example.com' } as const
/**
 * Editors of their own for the passkey spec, one per attempt (a retry shares the first's
 * D1): its strangers spend an address's one code a day for new browsers, which the other
 * specs' code sign-ins for EDITOR, or a retry, would then lack.
 */
export const PASSKEY_EDITORS = [
  { name: 'Ana con llave', email: 'ana.llave@example.com' },
  { name: 'Ana con llave', email: 'ana.llave.otra.vez@example.com' },
] as const
// The editor's GitHub App key, made once per checkout: the Worker signs with the private
// half, the fake GitHub checks with the public one, and servers kept from an earlier
// local run still agree.
const appKeyFile = path.resolve(import.meta.dirname, '../../.wrangler/e2e-github-app-key.json')
if (!existsSync(appKeyFile)) {
  mkdirSync(path.dirname(appKeyFile), { recursive: true })
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  writeFileSync(appKeyFile, JSON.stringify(pair))
}
const appKey = JSON.parse(readFileSync(appKeyFile, 'utf8')) as {
  publicKey: string
  privateKey: string
}
const persist = '.wrangler/e2e'

// Debian's Chromium, as its headless shell where installed: the same engine without the
// full browser's windowing, and quicker. Its popups and the editor's uploads do not
// complete, so the specs that need them run in the full browser.
const fullChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const shell = '/usr/bin/chromium-headless-shell'
const quickChromium = process.env.CHROMIUM_PATH ?? (existsSync(shell) ? shell : fullChromium)
const needsFullBrowser = /(editor|insight|journal-mailing)\.spec\.ts$/
const launchOptions = (executablePath: string) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
const desktop = { ...devices['Desktop Chrome'], channel: undefined }
const mailVars = [
  // The production origin is in wrangler.toml; a local run is this one.
  'SITE_ORIGIN:http://localhost:8787',
  `RESEND_API_KEY:re_test`,
  `RESEND_BASE_URL:http://127.0.0.1:${RESEND_PORT}`,
  `OWNER_EMAIL:${OWNER_EMAIL}`,
  `CMS_EDITORS:${[EDITOR, ...PASSKEY_EDITORS].map((e) => `${e.name} <${e.email}>`).join(', ')}`,
  `CMS_REPO:${fakeGitHubApp.repo}`,
  `CMS_BRANCH:${fakeGitHubApp.branch}`,
  `GITHUB_APP_ID:${fakeGitHubApp.appId}`,
  `GITHUB_APP_INSTALLATION_ID:${fakeGitHubApp.installationId}`,
  // One line: the JWT library turns "\n" back into line breaks.
  `GITHUB_APP_PRIVATE_KEY:${appKey.privateKey.trim().replaceAll('\n', '\\n')}`,
  `GITHUB_API_URL:http://127.0.0.1:${GITHUB_PORT}`,
]
  .map((v) => `--var '${v}'`)
  .join(' ')

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // A CI runner shares two cores between the browser, workerd and two test workers:
  // the same checks get more time there before they count as failed.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-AR',
    // On CI a failed test runs again, recording a trace: recording every run slows them all.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [/nojs\.spec\.ts$/, needsFullBrowser],
      use: { ...desktop, launchOptions: launchOptions(quickChromium) },
    },
    {
      name: 'chromium-full',
      testMatch: needsFullBrowser,
      use: { ...desktop, launchOptions: launchOptions(fullChromium) },
    },
    {
      // The site as a browser with JavaScript turned off sees and uses it.
      name: 'no-javascript',
      testMatch: /nojs\.spec\.ts$/,
      use: { ...desktop, javaScriptEnabled: false, launchOptions: launchOptions(quickChromium) },
    },
  ],
  webServer: [
    {
      // Without Resend's per-second limit: the parallel tests share this one fake.
      command: `tsx tests/e2e/fake-resend.ts ${RESEND_PORT}`,
      cwd: '../..',
      url: `http://127.0.0.1:${RESEND_PORT}/__received`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `tsx tests/e2e/fake-github.ts ${GITHUB_PORT}`,
      cwd: '../..',
      url: `http://127.0.0.1:${GITHUB_PORT}/__commits`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: { FAKE_GITHUB_APP_PUBLIC_KEY: appKey.publicKey },
    },
    {
      // --local-upstream: the Worker sees the address the browser asked for, not the
      // production host of wrangler.toml's routes (the editor's sign-in builds its
      // callback URL and allowed origins from it).
      command: `rm -rf ${persist} && wrangler d1 migrations apply DB --local --persist-to ${persist} && wrangler dev --port ${PORT} --ip 127.0.0.1 --local-upstream 127.0.0.1:${PORT} --persist-to ${persist} --var RATE_LIMITS:off ${mailVars}`,
      cwd: '../..',
      url: `http://127.0.0.1:${PORT}/v1/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    },
  ],
})
