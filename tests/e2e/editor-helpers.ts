/**
 * What the editor tests share: finding their way around Sveltia CMS as she does, and its
 * "Trabajar con un repositorio local" mode on a folder of the browser's private file system.
 */
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { contentDir } from '../../scripts/ops/content-dir'
import { fakeGitHubApp } from './fake-github'

/**
 * The built config.yml names the site's public origin and the deploy's repository: the
 * editor's request for it (`match`) is answered with `origin` and the fake GitHub's
 * repository instead, from the config built at `from` (by default the URL asked for).
 */
export async function editorConfigFor(
  page: Page,
  origin: string,
  match: string | ((url: URL) => boolean),
  from?: string,
) {
  await page.route(match, async (route) => {
    const built = await (await route.fetch(from === undefined ? undefined : { url: from })).text()
    const config = JSON.parse(built) as { backend: { base_url: string; repo: string } }
    const builtOrigin = config.backend.base_url
    config.backend.repo = fakeGitHubApp.repo
    await route.fulfill({
      contentType: 'application/yaml',
      body: JSON.stringify(config).replaceAll(builtOrigin, origin),
    })
  })
}

/** Opens one of the content files from the editor's list. */
export async function openFile(page: Page, label: string) {
  await page.getByRole('grid', { name: 'Archivos' }).getByText(label, { exact: true }).click()
}

/** A field of the open file, by its label (the editor wraps names in invisible marks: ⁨…⁩). */
export const field = (page: Page, label: string) =>
  page.getByRole('group', {
    name: new RegExp(`^Campo “.?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.?”$`),
  })

/**
 * Scrolls the editing pane down until `target` is drawn (the editor draws fields as
 * they are scrolled to), then to it. A target never drawn fails in 30 s, not at the
 * test's timeout.
 */
export async function reveal(page: Page, target: Locator) {
  await page.getByRole('group', { name: /^Editar el contenido/ }).hover()
  for (let i = 0; i < 40 && (await target.count()) === 0; i++) {
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(100)
  }
  await target.scrollIntoViewIfNeeded({ timeout: 30_000 })
}

/** Saves the open file; once saved, the editor goes back to the list of files. */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByRole('grid', { name: 'Archivos' })).toBeVisible()
}

/** The brands studio fee, as she changes it: from `from` to `to` dollars, then saved. */
export async function changeStudioFee(page: Page, from: number, to: number) {
  await openFile(page, 'Servicios y precios')
  const fee = page.getByRole('spinbutton', { name: 'Precio desde, en el estudio (USD)' })
  await reveal(page, fee)
  await expect(fee).toHaveValue(String(from))
  await fee.fill(String(to))
  await save(page)
}

/** Every file of content/, by its path in the repository. */
export async function contentFiles(): Promise<Record<string, string>> {
  const found = await readdir(contentDir, { recursive: true, withFileTypes: true })
  const entries = await Promise.all(
    found
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return [`content/${path.relative(contentDir, file)}`, await readFile(file, 'utf8')]
      }),
  )
  return Object.fromEntries(entries)
}

/**
 * Makes the folder picker hand the editor a folder of the browser's private file
 * system holding `files` and an empty .git (the editor asks for a repository's root).
 */
export async function seedLocalRepository(page: Page, files: Record<string, string>) {
  await page.addInitScript((files: Record<string, string>) => {
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

/** Every file the editor's folder holds now, by path (read out of the browser as base64). */
export async function readLocalRepository(page: Page): Promise<Map<string, Buffer>> {
  const files = await page.evaluate(async () => {
    const found: [string, string][] = []
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of (
        dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        if (handle instanceof FileSystemDirectoryHandle) await walk(handle, `${prefix}${name}/`)
        // (.crswap: Chromium's scratch copy of a file being written.)
        else if (handle instanceof FileSystemFileHandle && !name.endsWith('.crswap')) {
          const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer())
          found.push([
            `${prefix}${name}`,
            btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')),
          ])
        }
      }
    }
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repo'), '')
    return found
  })
  return new Map(files.map(([file, base64]) => [file, Buffer.from(base64, 'base64')]))
}
