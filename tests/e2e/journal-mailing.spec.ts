/**
 * A journal entry from the editor to her subscribers' inboxes: she turns on "Enviar por
 * mail a mis suscriptores" on an entry and saves (the editor's local repository mode, as
 * editor.spec does), the site is rebuilt with the saved files and served by a `wrangler dev`
 * of its own (the cron reads the list the build publishes), the cron mails her the
 * preview, she opens it from the fake Resend and confirms, and the copies arrive. One
 * reader leaves with the mail client's one-click POST; the next entry does not reach them.
 * The copies, her preview and her page are looked at on a phone and a desktop, light and
 * dark, with screenshots in the report (and in /tmp/shots-news/).
 */
import { execFileSync, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  chromium,
  expect,
  test,
  type APIRequestContext,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { apiPaths, templateIds } from '../../shared/forms/api'
import {
  journalMailManifestPath,
  type JournalMailManifest,
} from '../../shared/content/journal-mail'
import type { JournalEntryFile } from '../../shared/content/schema/journal'
import { cronSchedules } from '../../shared/rules/schedules'
import { startWranglerDev, stopWranglerDev, wranglerEnv } from '../../scripts/dev/wrangler'
import { journalMailText } from '../../worker/text'
import { buildCopyWith, type BuiltCopy } from '../build/build-copy'
import {
  contentFiles,
  field,
  readLocalRepository,
  reveal,
  seedLocalRepository,
} from './editor-helpers'
import type { ReceivedEmail } from './fake-resend'
import { OWNER_EMAIL, PORT, RESEND_PORT } from './playwright.config'
import { receivedMails } from './received-mail'

/** The rebuilt site's own Worker: beside the suite's, on a port of its own. */
const sitePort = PORT + 40
const site = `http://127.0.0.1:${sitePort}`
const fake = `http://127.0.0.1:${RESEND_PORT}`
const shots = '/tmp/shots-news'
const switchLabel = 'Enviar por mail a mis suscriptores'

const to = (mail: ReceivedEmail) => String((mail.body.to as unknown[])[0])
const text = (mail: ReceivedEmail) => String(mail.body.text ?? '')
const html = (mail: ReceivedEmail) => String(mail.body.html ?? '')

/** The mails whose Idempotency-Key starts with `prefix`, once there are `count`. */
async function mailsKeyed(request: APIRequestContext, prefix: string, count: number) {
  const keyed = async () =>
    (await receivedMails(request)).filter((m) => m.idempotencyKey?.startsWith(prefix))
  await expect.poll(async () => (await keyed()).length, { timeout: 20_000 }).toBe(count)
  return keyed()
}

/** Runs the 5-minute Cron Trigger on the rebuilt site's Worker; it answers once done. */
async function runCron(request: APIRequestContext) {
  const cron = await request.get(
    `${site}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cronSchedules.outbox)}`,
  )
  expect(cron.ok()).toBe(true)
}

/** A confirmed subscriber, through the site's own sign-up and the link in its mail. */
async function subscribe(request: APIRequestContext, name: string, email: string) {
  const submissionId = crypto.randomUUID()
  const stored = await request.post(`${site}${apiPaths.createContact}`, {
    data: { name, email, submissionId },
  })
  expect(stored.ok()).toBe(true)
  const asked = await request.post(`${site}${apiPaths.mailer}`, {
    data: { templateId: templateIds.subscribeConfirmation, params: { name, email }, submissionId },
  })
  expect(asked.ok()).toBe(true)
  const [mail] = await mailsKeyed(request, `subscribe-confirmation:${submissionId}`, 1)
  const link = text(mail!).match(/https?:\/\/\S+\/subscribers\/confirm\?token=[\w-]+/)?.[0]
  expect(link, 'confirm link in the mail').toBeDefined()
  const confirmed = await request.post(link!)
  // (The texts of worker/routes/subscribers.tsx, which imports the Worker's D1 types.)
  expect(await confirmed.text()).toContain('Tu suscripción está confirmada')
}

/** Turns the switch on for the entry titled `title` in the open editor, and saves it. */
async function mailEntry(editor: Page, title: string): Promise<{ idShown: string }> {
  const listed = editor.getByRole('main', { name: /Diario/ }).getByText(new RegExp(`^${title}`))
  await listed.click()
  const toggle = field(editor, switchLabel).getByRole('switch')
  await reveal(editor, toggle)
  await expect(toggle).not.toBeChecked()
  await toggle.click()
  await expect(toggle).toBeChecked()
  // What the read-only id field holds for an entry written before it existed.
  const id = field(editor, 'Identificador').getByRole('textbox')
  await reveal(editor, id)
  const idShown = await id.inputValue()
  await editor.getByRole('button', { name: 'Guardar' }).click()
  await expect(listed).toBeVisible({ timeout: 30_000 })
  return { idShown }
}

/** The saved files rebuilt as the deploy would, served by a Worker with `persist`'s D1. */
async function publish(editor: Page, persist: string) {
  const saved = await readLocalRepository(editor)
  const changed = Object.fromEntries(
    [...saved].filter(([f]) => f.startsWith('content/') || f.startsWith('photos/')),
  )
  const built = await buildCopyWith(changed)
  expect(built.status, built.output).toBe(0)
  execFileSync(
    path.join(built.dir, 'node_modules/.bin/wrangler'),
    ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist],
    { cwd: built.dir, env: wranglerEnv, stdio: 'ignore' },
  )
  const server = await startWranglerDev({
    port: sitePort,
    dir: built.dir,
    persistTo: persist,
    inspectorPort: sitePort + 100,
    log: path.join(persist, 'wrangler.log'),
    vars: {
      SITE_ORIGIN: site,
      RESEND_API_KEY: 're_test',
      RESEND_BASE_URL: fake,
      OWNER_EMAIL,
      RATE_LIMITS: 'off',
    },
  })
  const manifest = JSON.parse(
    await readFile(path.join(built.dist, journalMailManifestPath.slice(1)), 'utf8'),
  ) as JournalMailManifest
  return { built, server, saved, manifest }
}

/** A mail's HTML in `page` as its client shows it, its photos from the rebuilt site. */
async function showMail(page: Page, built: BuiltCopy, body: string) {
  // A blank page of its own: the Worker's pages' policy would block the mail's photos.
  await page.goto('about:blank')
  await page.unrouteAll()
  await page.route(
    (url) => url.pathname.startsWith('/images/'),
    (route) =>
      route.fulfill({ path: path.join(built.dist, new URL(route.request().url()).pathname) }),
  )
  await page.setContent(body, { waitUntil: 'load' })
}

/** A full-page screenshot in the report and in /tmp/shots-news/. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const png = await page.screenshot({ fullPage: true })
  await testInfo.attach(name, { body: png, contentType: 'image/png' })
  await writeFile(path.join(shots, `${name}.png`), png)
}

/** What the page shows wider than the screen, and its photos not loaded or too wide. */
const layoutProblems = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const problems: string[] = []
    if (document.documentElement.scrollWidth > width)
      problems.push(`scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`)
    for (const img of document.images) {
      const box = img.getBoundingClientRect()
      if (!img.complete || img.naturalWidth === 0) problems.push(`${img.alt}: not loaded`)
      if (box.left < 0 || box.right > width) problems.push(`${img.alt}: ${box.left}–${box.right}`)
    }
    return problems
  })

/**
 * Every element with words of its own: its colour set on itself or an ancestor in the mail
 * (so a client's dark mode has nothing to guess), and its contrast with the background
 * drawn behind it.
 */
const textContrast = (page: Page) =>
  page.evaluate(() => {
    const rgb = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number)
      return { r, g, b, a }
    }
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (c: number) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }
    const results: { text: string; ratio: number; explicit: boolean }[] = []
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim()
      if (!own) continue
      let behind: HTMLElement | null = el
      while (behind && rgb(getComputedStyle(behind).backgroundColor).a === 0)
        behind = behind.parentElement
      const back = rgb(behind ? getComputedStyle(behind).backgroundColor : 'rgb(255,255,255)')
      const [l1, l2] = [luminance(rgb(getComputedStyle(el).color)), luminance(back)].sort(
        (a, b) => b - a,
      )
      let painted: HTMLElement | null = el
      while (painted && painted !== document.body && !painted.style.color)
        painted = painted.parentElement
      results.push({
        text: own.slice(0, 40),
        ratio: Math.round(((l1! + 0.05) / (l2! + 0.05)) * 100) / 100,
        explicit: Boolean(painted?.style.color),
      })
    }
    return results
  })

/** Looks at a mail at 390 px, light and dark: nothing sideways, the photo fits, text legible. */
async function checkOnPhone(page: Page, testInfo: TestInfo, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await layoutProblems(page), `${name} at 390 px, ${scheme}`).toEqual([])
    const contrast = await textContrast(page)
    expect(contrast.length).toBeGreaterThan(5)
    for (const t of contrast) {
      expect(t.ratio, `${name} ${scheme}: «${t.text}»`).toBeGreaterThanOrEqual(4.5)
      expect(t.explicit, `${name}: «${t.text}» has its own colour`).toBe(true)
    }
    await shoot(page, testInfo, `${name}-390-${scheme}`)
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

test.describe('a journal entry mailed to her subscribers', () => {
  test('should go from the editor switch through her preview and confirmation to one copy each, and not to one who left', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(10 * 60_000)
    await mkdir(shots, { recursive: true })
    const persist = await mkdtemp(path.join(os.tmpdir(), 'journal-mailing-d1-'))
    const context = await browser.newContext({ locale: 'es-AR' })
    const editor = await context.newPage()
    const inbox = await context.newPage()
    let server: ChildProcess | undefined
    const copies: BuiltCopy[] = []
    try {
      // She turns the switch on in an older entry and saves.
      const before = await contentFiles()
      await seedLocalRepository(editor, before)
      await editor.goto('/admin/')
      await editor.getByRole('button', { name: 'Trabajar con un repositorio local' }).click()
      await editor.getByRole('treeitem', { name: 'Diario' }).click()
      const first = 'La primera semana de Olivia'
      const shown = await mailEntry(editor, first)

      // Published: the rebuilt site lists it for the cron.
      let published = await publish(editor, persist)
      server = published.server
      copies.push(published.built)
      const savedFirst = JSON.parse(
        published.saved.get('content/diario/la-primera-semana-de-olivia.json')?.toString() ?? '{}',
      ) as JournalEntryFile
      expect(savedFirst.newsletter).toBe(true)
      // An entry written before ids gets one from the editor once its field is drawn (it
      // sits under the switch); saved without one, it would go by its file name.
      expect(shown.idShown).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      )
      expect(savedFirst.id).toBe(shown.idShown)
      const entryA = published.manifest.entries.find((e) => e.title === first)
      expect(entryA?.id).toBe(savedFirst.id)
      expect(published.manifest.entries).toHaveLength(1)

      // Three readers sign up and confirm through the site.
      const run = Math.random().toString(36).slice(2, 8)
      const readers = ['ana', 'beto', 'caro'].map((n) => ({
        name: n[0]!.toUpperCase() + n.slice(1),
        email: `${n}-${run}@example.com`,
      }))
      for (const r of readers) await subscribe(request, r.name, r.email)
      const leaver = readers[1]!

      // The cron mails her the preview, nothing to them.
      await runCron(request)
      const [preview] = await mailsKeyed(request, `journal-preview:${entryA!.id}:`, 1)
      expect(to(preview!)).toBe(OWNER_EMAIL)
      expect(preview!.body.subject).toBe(journalMailText.previewSubject(first))
      expect(await mailsKeyed(request, `journal:${entryA!.id}:`, 0)).toEqual([])

      // She opens it on her phone and on her computer, and taps the button.
      await showMail(inbox, published.built, html(preview!))
      await checkOnPhone(inbox, testInfo, 'preview')
      await inbox.setViewportSize({ width: 1280, height: 900 })
      await shoot(inbox, testInfo, 'preview-1280')
      const send = inbox.getByRole('link', { name: journalMailText.sendLabel(3) })
      await expect(send).toHaveAttribute('href', new RegExp(`^${site}${apiPaths.journalMailing}`))
      await inbox.setViewportSize({ width: 390, height: 844 })
      await send.click()
      await expect(
        inbox.getByRole('heading', { name: journalMailText.askTitle(first) }),
      ).toBeVisible()
      expect(await layoutProblems(inbox)).toEqual([])
      await shoot(inbox, testInfo, 'confirm-390')
      await inbox.setViewportSize({ width: 1280, height: 900 })
      await shoot(inbox, testInfo, 'confirm-1280')
      // Opening the link sent nothing: a mail scanner may open it too.
      await runCron(request)
      expect(await mailsKeyed(request, `journal:${entryA!.id}:`, 0)).toEqual([])
      await inbox.getByRole('button', { name: journalMailText.sendLabel(3) }).click()
      await expect(inbox.getByRole('heading', { name: journalMailText.sendingTitle })).toBeVisible()
      await inbox.setViewportSize({ width: 390, height: 844 })
      await shoot(inbox, testInfo, 'sending-390')

      // The cron sends one copy to each, from her, subject the entry's title.
      await runCron(request)
      const sentA = await mailsKeyed(request, `journal:${entryA!.id}:`, 3)
      expect(sentA.map(to).sort()).toEqual(readers.map((r) => r.email).sort())
      for (const copy of sentA) {
        expect(copy.body.subject).toBe(first)
        expect(html(copy)).toContain(entryA!.cover.src)
        expect(text(copy)).toContain('Seguir leyendo')
        expect(text(copy)).toContain('utm_source=newsletter')
        const headers = copy.body.headers as Record<string, string>
        expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
        expect(headers['List-Unsubscribe']).toMatch(
          new RegExp(`^<${site}${apiPaths.subscribersUnsubscribe}\\?token=[\\w-]+>$`),
        )
      }

      // A copy as a reader sees it on a phone, light and dark.
      await showMail(inbox, published.built, html(sentA[0]!))
      await expect(inbox.getByRole('link', { name: 'Seguir leyendo' })).toBeVisible()
      await checkOnPhone(inbox, testInfo, 'copy')
      // And in a client that darkens pages itself (Chromium's own forced dark, as Android's
      // mail apps do in their web views): "light only" keeps it as written.
      const darkening = await chromium.launch({
        executablePath: testInfo.project.use.launchOptions?.executablePath,
        args: ['--no-sandbox', '--disable-gpu', '--blink-settings=forceDarkModeEnabled=true'],
      })
      try {
        const darkPage = await darkening.newPage({ colorScheme: 'dark' })
        await showMail(darkPage, published.built, html(sentA[0]!))
        await checkOnPhone(darkPage, testInfo, 'copy-forced-dark')
      } finally {
        await darkening.close()
      }

      // Beto leaves from his mail client: the one-click POST of List-Unsubscribe.
      const betoCopy = sentA.find((m) => to(m) === leaver.email)!
      const oneClick = (betoCopy.body.headers as Record<string, string>)['List-Unsubscribe']!
      const left = await request.post(oneClick.slice(1, -1), {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        data: 'List-Unsubscribe=One-Click',
      })
      expect(left.status()).toBe(200)
      expect(await left.text()).toContain('Listo, te diste de baja')

      // Later she mails another entry: a new build, the same database.
      const second = 'Lucía y Martín, esperando'
      await mailEntry(editor, second)
      await stopWranglerDev(server)
      server = undefined
      published = await publish(editor, persist)
      server = published.server
      copies.push(published.built)
      expect(published.manifest.entries.map((e) => e.title).sort()).toEqual([second, first].sort())
      const entryB = published.manifest.entries.find((e) => e.title === second)!

      await runCron(request)
      const [previewB] = await mailsKeyed(request, `journal-preview:${entryB.id}:`, 1)
      // Two readers now; the first entry, already sent, gets no new preview.
      expect(text(previewB!)).toContain(journalMailText.sendLabel(2))
      expect(await mailsKeyed(request, `journal-preview:${entryA!.id}:`, 1)).toHaveLength(1)
      const confirmB = text(previewB!).match(/https?:\/\/\S+\/diario\/envio\?token=\S+/)?.[0]
      const confirmed = await request.post(confirmB!)
      expect(await confirmed.text()).toContain(journalMailText.sendingTitle)
      await runCron(request)
      const sentB = await mailsKeyed(request, `journal:${entryB.id}:`, 2)
      expect(sentB.map(to).sort()).toEqual(
        readers
          .filter((r) => r !== leaver)
          .map((r) => r.email)
          .sort(),
      )
      // Nothing reached Beto after he left, and nobody got the first entry twice.
      await runCron(request)
      const toBeto = (await receivedMails(request)).filter((m) => to(m) === leaver.email)
      expect(toBeto.at(-1)?.idempotencyKey).toBe(betoCopy.idempotencyKey)
      expect(await mailsKeyed(request, `journal:${entryA!.id}:`, 3)).toHaveLength(3)
    } finally {
      if (server) await stopWranglerDev(server)
      await context.close()
      for (const built of copies) await built.remove()
      await rm(persist, { recursive: true, force: true })
    }
  })
})
