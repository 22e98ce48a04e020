/**
 * The editor at /admin, as she uses it: Sveltia CMS served by our Worker, working on a
 * local copy of the repository (its "Trabajar con un repositorio local" mode, which on
 * her computer is the folder she picks; here the browser's private file system, seeded
 * with content/ and read back after the save). The saved files then go through the
 * real build, whose pages must show the edits.
 */
import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test, type Page } from '@playwright/test'
import { paths } from '../../shared/routes'

const root = path.resolve(import.meta.dirname, '../..')
const admin = '/admin/'

/** Text files by their path in the repository. */
type Files = Record<string, string>

async function contentFiles(): Promise<Files> {
  const names = await readdir(path.join(root, 'content'))
  const entries = await Promise.all(
    names.map(async (n) => [`content/${n}`, await readFile(path.join(root, 'content', n), 'utf8')]),
  )
  return Object.fromEntries(entries)
}

/**
 * Makes the folder picker hand the editor a folder of the browser's private file
 * system holding `files` and an empty .git (the editor asks for a repository's root).
 */
async function seedLocalRepository(page: Page, files: Files) {
  await page.addInitScript((files: Files) => {
    // Chromium's folder picker, which TypeScript's DOM types do not list yet.
    const picker = window as unknown as {
      showDirectoryPicker: () => Promise<FileSystemDirectoryHandle>
    }
    picker.showDirectoryPicker = async () => {
      const opfs = await navigator.storage.getDirectory()
      const repo = await opfs.getDirectoryHandle('repo', { create: true })
      await repo.getDirectoryHandle('.git', { create: true })
      for (const [file, text] of Object.entries(files)) {
        const parts = file.split('/')
        let dir = repo
        for (const part of parts.slice(0, -1))
          dir = await dir.getDirectoryHandle(part, { create: true })
        const handle = await dir.getFileHandle(parts.at(-1) ?? '', { create: true })
        const writable = await handle.createWritable()
        await writable.write(text)
        await writable.close()
      }
      return repo
    }
  }, files)
}

/** The text files the editor's folder holds now. */
const readLocalRepository = (page: Page, file: string): Promise<string> =>
  page.evaluate(async (file) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo')
    const parts = file.split('/')
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part)
    return (await (await dir.getFileHandle(parts.at(-1) ?? '')).getFile()).text()
  }, file)

/** Saves the open file; once saved, the editor goes back to the list of files. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByRole('grid', { name: 'Archivos' })).toBeVisible()
}

/** The repository with `changed` on top, built as the deploy workflow builds it; returns dist/client. */
async function buildWith(changed: Files): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-'))
  const skip = new Set(['node_modules', 'dist', '.wrangler', '.cache', '.git', 'test-results'])
  await cp(root, dir, {
    recursive: true,
    filter: (src) => !skip.has(path.relative(root, src).split(path.sep)[0] ?? ''),
  })
  for (const [file, text] of Object.entries(changed)) await writeFile(path.join(dir, file), text)
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  // The encoded images of this checkout's build: only new photos are encoded.
  await mkdir(path.join(dir, '.cache'))
  await symlink(path.join(root, '.cache/images'), path.join(dir, '.cache/images'))
  await promisify(execFile)('npm', ['run', 'build'], {
    cwd: dir,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    maxBuffer: 64 * 1024 * 1024,
  })
  return path.join(dir, 'dist/client')
}

test.describe('the editor at /admin', () => {
  test('should be its own page: never indexed, its own policy, out of the sitemap', async ({
    page,
    request,
  }) => {
    const response = await request.get(admin)
    expect(response.status()).toBe(200)
    const headers = response.headers()
    expect(headers['x-robots-tag']).toBe('noindex, nofollow')
    // One policy each, the editor's own: the site's would stop it.
    expect(headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'")
    expect(headers['content-security-policy']).toContain('https://api.github.com')
    expect(headers['content-security-policy']).not.toContain(',')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">')

    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin')
    // No public page names the editor or loads its code.
    for (const route of [paths.home, paths.faqs, paths.contact]) {
      const html = await (await request.get(route)).text()
      expect(html).not.toMatch(/admin|sveltia/i)
    }
    // The site's own pages keep theirs.
    const home = (await request.get(paths.home)).headers()
    expect(home['cross-origin-opener-policy']).toBe('same-origin')
    expect(home['content-security-policy']).not.toContain('api.github.com')

    await page.goto(admin)
    // (The editor wraps names in invisible direction marks: ⁨GitHub⁩.)
    await expect(
      page.getByRole('button', { name: /^Iniciar sesión con .?GitHub.?$/ }),
    ).toBeVisible()
  })

  test('should change a fee and an FAQ answer, save them to the files, and the rebuilt site should show them', async ({
    page,
  }) => {
    test.setTimeout(6 * 60_000)
    const external: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http'))
        external.push(r.url())
    })
    const before = await contentFiles()
    await seedLocalRepository(page, before)
    await page.goto(admin)
    await page.getByRole('button', { name: 'Trabajar con un repositorio local' }).click()

    // A fee: the brands studio session, from USD 350 to USD 390.
    await page.getByText('Servicios y precios', { exact: true }).click()
    // The editor draws a field once it is scrolled to.
    await page.getByRole('group', { name: /^Campo “.?Marcas.?”$/ }).scrollIntoViewIfNeeded()
    const fee = page.getByRole('spinbutton', { name: 'Precio desde, en el estudio (USD)' })
    await fee.scrollIntoViewIfNeeded()
    await expect(fee).toHaveValue('350')
    await fee.fill('390')
    await save(page)

    // An FAQ answer: the third question's.
    await page.getByText('Preguntas frecuentes', { exact: true }).click()
    await page.getByRole('button', { name: 'Expandir', exact: true }).nth(2).click()
    const answer = page.getByRole('textbox', { name: 'Respuesta' })
    await expect(answer).toHaveValue(/entre 2 y 4 semanas/)
    const newAnswer = 'Entre 2 y 3 semanas desde la sesión. Te llegan por un link de descarga.'
    await answer.fill(newAnswer)
    await save(page)

    // The files change in exactly those fields, and nowhere else.
    const services = await readLocalRepository(page, 'content/services.json')
    const faqs = await readLocalRepository(page, 'content/faqs.json')
    const expectedServices = JSON.parse(before['content/services.json'] ?? '')
    expectedServices.brands.studioFromUsd = 390
    expect(JSON.parse(services)).toEqual(expectedServices)
    const expectedFaqs = JSON.parse(before['content/faqs.json'] ?? '')
    expectedFaqs.questions[2].answer = newAnswer
    expect(JSON.parse(faqs)).toEqual(expectedFaqs)
    // Written as the files are kept, so a commit shows only the lines she changed.
    expect(services).toBe(`${JSON.stringify(expectedServices, null, 2)}\n`)
    expect(faqs).toBe(`${JSON.stringify(expectedFaqs, null, 2)}\n`)
    // Nothing from a CDN; only GitHub's status page, which the editor checks on its own.
    expect(external.filter((url) => !url.startsWith('https://www.githubstatus.com/'))).toEqual([])

    const dist = await buildWith({ 'content/services.json': services, 'content/faqs.json': faqs })
    try {
      const brands = await readFile(path.join(dist, `${paths.brands.slice(1)}.html`), 'utf8')
      expect(brands).toContain('USD 390')
      expect(brands).not.toContain('USD 350')
      const faqsPage = await readFile(path.join(dist, `${paths.faqs.slice(1)}.html`), 'utf8')
      expect(faqsPage).toContain(newAnswer)
    } finally {
      await rm(path.dirname(path.dirname(dist)), { recursive: true, force: true })
    }
  })
})
