/**
 * The editor at /admin, as she uses it: Sveltia CMS served by our Worker, working on a
 * local copy of the repository (its "Trabajar con un repositorio local" mode, which on
 * her computer is the folder she picks; here the browser's private file system, seeded
 * with content/ and read back after the save). The saved files then go through the
 * real build, whose pages must show the edits.
 */
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import type { ImagesFile } from '../../shared/content/images'
import type { FaqsFile, PortfolioFile, ServicesFile } from '../../shared/content/schema/pages'
import type { JournalEntryFile } from '../../shared/content/schema/journal'
import { paths } from '../../shared/site/routes'
import { signInLabel } from '../../scripts/build/admin'
import { buildCopyWith } from '../build/build-copy'
import {
  changeStudioFee,
  contentFiles,
  field,
  openFile,
  readLocalRepository,
  reveal,
  save,
  seedLocalRepository,
} from './editor-helpers'

const admin = '/admin/'

/** A photo as a phone's camera takes it: large, JPEG, one colour. */
const cameraPhoto = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 92 })
    .toBuffer()

/** Uploads a photo through an image field's "Explorar" (the editor's photo library). */
async function uploadPhoto(page: Page, within: Locator, name: string, buffer: Buffer) {
  await within.getByRole('button', { name: 'Explorar' }).click()
  const picker = page.getByRole('dialog', { name: 'Seleccionar imagen' })
  const chooser = page.waitForEvent('filechooser')
  await picker.getByRole('button', { name: 'Subir' }).click()
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer })
  // Saved with its name folded to plain ASCII: 'Año nuevo.JPG' → ano-nuevo.webp.
  const saved = name
    .replace(/\.[^.]+$/, '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ /g, '-')
  await expect(picker.getByRole('option', { name: new RegExp(saved) })).toHaveAttribute(
    'aria-selected',
    'true',
    { timeout: 60_000 },
  )
  await picker.getByRole('button', { name: 'Insertar' }).click()
  // The editor shrinks the photo in the browser first (seconds for a camera's JPEG on a
  // busy machine); the field offers to replace it once that is done.
  await expect(within.getByRole('button', { name: 'Replace Image' })).toBeVisible({
    timeout: 60_000,
  })
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
    // It reaches GitHub only through our Worker's gateway.
    expect(headers['content-security-policy']).toContain(
      "connect-src 'self' blob: data: https://www.githubstatus.com",
    )
    expect(headers['content-security-policy']).not.toContain('api.github.com')
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
    await expect(page.getByRole('button', { name: signInLabel })).toBeVisible()
  })

  test('should serve the modules it would fetch from a CDN, working under its own policy', async ({
    page,
  }) => {
    await page.goto(admin)
    // Where Safari and Firefox, whose canvas cannot write WebP, get the encoder that
    // shrinks uploads, at the address the editor builds; and the EXIF reader.
    const result = await page.evaluate(
      async ({ encoderUrl, exifUrl }) => {
        const { default: encode } = (await import(encoderUrl)) as {
          default: (data: ImageData, options: { quality: number }) => Promise<ArrayBuffer>
        }
        const image = new ImageData(64, 48)
        image.data.fill(200)
        const webp = new Uint8Array(await encode(image, { quality: 85 }))
        const exifr = (await import(exifUrl)) as { parse?: unknown }
        return {
          riff: String.fromCharCode(...webp.slice(0, 4)),
          webp: String.fromCharCode(...webp.slice(8, 12)),
          exifr: typeof exifr.parse,
        }
      },
      {
        encoderUrl: `${admin}vendor/@jsquash/webp@1.5.0/encode.js?module`,
        exifUrl: `${admin}vendor/exifr@7.1.3/dist/lite.esm.mjs`,
      },
    )
    expect(result).toEqual({ riff: 'RIFF', webp: 'WEBP', exifr: 'function' })
  })

  test('should let her edit and save from a phone', async ({ browser }) => {
    const phone = await browser.newContext({
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
      locale: 'es-AR',
    })
    const page = await phone.newPage()
    try {
      const before = await contentFiles()
      await seedLocalRepository(page, before)
      await page.goto(admin)
      await page.getByRole('button', { name: 'Trabajar con un repositorio local' }).tap()
      // On a phone the collections come first, then the files, then one file's form.
      await page.getByText('Contenido del sitio', { exact: true }).tap()
      await page.getByText('Preguntas frecuentes', { exact: true }).tap()
      const lead = page.getByRole('textbox', { name: 'Bajada' })
      const newLead = 'Lo que más me preguntan antes de una sesión. Si tu duda no está, escribime.'
      await lead.fill(newLead)
      await page.getByRole('button', { name: 'Guardar' }).tap()
      // Saved: the editor goes back to the list of files.
      await expect(page.getByRole('grid', { name: 'Archivos' })).toBeVisible()
      const saved = await readLocalRepository(page)
      expect(saved.get('content/faqs.json')?.toString()).toContain(newLead)
    } finally {
      await phone.close()
    }
  })

  test('should change a fee and an FAQ answer, add a photo to a work, save them to the files, and the rebuilt site should show them', async ({
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
    await changeStudioFee(page, 350, 390)

    // An FAQ answer: the third question's (the opening photo's list of choices, above the
    // questions, has an "Expandir" button of its own).
    await openFile(page, 'Preguntas frecuentes')
    await page.getByRole('button', { name: 'Expandir', exact: true }).nth(3).click()
    const answer = page.getByRole('textbox', { name: 'Respuesta' })
    await expect(answer).toHaveValue(/entre 2 y 4 semanas/)
    const newAnswer = 'Entre 2 y 3 semanas desde la sesión. Te llegan por un link de descarga.'
    await answer.fill(newAnswer)
    await save(page)

    // A photo straight from the camera, larger than any the site shows: added to the
    // photos with its description…
    const camera = await cameraPhoto(3600, 2400, '#b48c64')
    const alt = 'Emma camina descalza por el pasto del jardín, de la mano de su papá'
    await openFile(page, 'Fotos')
    await page.getByRole('button', { name: /^Agregar .?Fotos.?$/ }).click()
    const entry = field(page, 'Fotos')
      .getByRole('group')
      .filter({ has: field(page, 'Nombre') })
      .last()
    await reveal(page, entry)
    await entry.getByRole('textbox', { name: 'Nombre' }).fill('emma-en-el-jardin')
    await entry.getByRole('textbox', { name: 'Descripción' }).fill(alt)
    // A name with an accent and spaces, as a phone may give it.
    await uploadPhoto(page, entry, 'Año nuevo 2044.JPG', camera)
    await save(page)

    // …and to the first work, in a row of its own.
    await openFile(page, 'Portfolio')
    const works = field(page, 'Trabajos')
    await works.scrollIntoViewIfNeeded()
    // The first work opens: beside the list's own "Contraer", its own. A click the editor
    // missed (it came before the list was live) is made again.
    const collapsers = works.getByRole('button', { name: 'Contraer', exact: true })
    await expect(async () => {
      if ((await collapsers.count()) < 2)
        await works.getByRole('button', { name: 'Expandir', exact: true }).first().click()
      expect(await collapsers.count()).toBeGreaterThanOrEqual(2)
    }).toPass({ intervals: [1000, 2000], timeout: 30_000 })
    const rows = field(page, 'Fotos, por filas').first()
    await reveal(page, rows)
    await rows.getByRole('button', { name: /^Agregar/ }).click()
    await rows.getByRole('combobox', { name: 'Fila' }).last().click()
    await page.getByRole('option', { name: /^emma-en-el-jardin/ }).click()
    await save(page)

    // The files change in exactly those fields, and nowhere else.
    const saved = await readLocalRepository(page)
    const text = (file: string) => saved.get(file)?.toString('utf8') ?? ''
    const expected = <T>(file: string, edit: (data: T) => void): T => {
      const data = JSON.parse(before[file] ?? '') as T
      edit(data)
      return data
    }
    const services = expected<ServicesFile>(
      'content/services.json',
      (d) => (d.brands.studioFromUsd = 390),
    )
    const faqs = expected<FaqsFile>('content/faqs.json', (d) => {
      d.questions[2]!.answer = newAnswer
    })
    // The photo keeps its name, accents folded and in lower case, as the editor shrank it:
    // WebP (a name the build takes).
    const photoFile = 'photos/ano-nuevo-2044.webp'
    const images = expected<ImagesFile>('content/images.json', (d) =>
      d.images.push({ key: 'emma-en-el-jardin', alt, photo: `/${photoFile}` }),
    )
    const portfolio = expected<PortfolioFile>('content/portfolio.json', (d) => {
      d.works[0]!.images.push(['emma-en-el-jardin'])
      // Empty optional fields are left out of the file.
      for (const work of d.works) if (work.description === '') delete work.description
    })
    expect(JSON.parse(text('content/services.json'))).toEqual(services)
    expect(JSON.parse(text('content/faqs.json'))).toEqual(faqs)
    expect(JSON.parse(text('content/images.json'))).toEqual(images)
    expect(JSON.parse(text('content/portfolio.json'))).toEqual(portfolio)
    // Written as the files are kept, so a commit shows only the lines she changed.
    expect(text('content/services.json')).toBe(`${JSON.stringify(services, null, 2)}\n`)
    expect(text('content/faqs.json')).toBe(`${JSON.stringify(faqs, null, 2)}\n`)
    for (const [file, source] of Object.entries(before))
      if (!['services', 'faqs', 'images', 'portfolio'].some((n) => file === `content/${n}.json`))
        expect(text(file), file).toBe(source)

    // The upload was shrunk before it was saved: WebP, 2400 px on its long side.
    const photo = saved.get(photoFile)
    expect(photo, `${photoFile} saved`).toBeDefined()
    const { format, width, height } = await sharp(photo).metadata()
    expect({ format, width, height }).toEqual({ format: 'webp', width: 2400, height: 1600 })
    expect(photo!.length).toBeLessThan(camera.length)

    // Nothing from a CDN; only GitHub's status page, which the editor checks on its own.
    expect(external.filter((url) => !url.startsWith('https://www.githubstatus.com/'))).toEqual([])

    const changed = Object.fromEntries(
      [...saved].filter(([file]) => file.startsWith('content/') || file.startsWith('photos/')),
    )
    const built = await buildCopyWith(changed)
    const dist = built.dist
    try {
      expect(built.status, built.output).toBe(0)
      const builtPage = (route: string) =>
        readFile(path.join(dist, `${route === '/' ? 'index' : route.slice(1)}.html`), 'utf8')
      const brands = await builtPage(paths.brands)
      expect(brands).toContain('USD 390')
      expect(brands).not.toContain('USD 350')
      expect(await builtPage(paths.faqs)).toContain(newAnswer)
      // The work shows the photo with its description and its own size, encoded like the rest.
      const work = await builtPage(paths.work(portfolio.works[0]!.id))
      const img = work.match(/<img[^>]*data-image="emma-en-el-jardin"[^>]*>/)?.[0] ?? ''
      expect(img).toContain(`alt="${alt}"`)
      const [, w, h] = img.match(/width="(\d+)" height="(\d+)"/) ?? []
      expect(Number(w) / Number(h)).toBeCloseTo(2400 / 1600, 2)
      const published = await readdir(path.join(dist, 'images'))
      const encoded = published.filter((f) => f.startsWith('emma-en-el-jardin-'))
      expect(encoded.some((f) => f.endsWith('.avif'))).toBe(true)
      expect(encoded.some((f) => f.endsWith('.webp'))).toBe(true)
    } finally {
      await built.remove()
    }
  })

  test('should write a journal entry with photos from the phone, keep its address when its title changes, and the rebuilt site should publish it', async ({
    page,
  }) => {
    test.setTimeout(6 * 60_000)
    const before = await contentFiles()
    await seedLocalRepository(page, before)
    await page.goto(admin)
    await page.getByRole('button', { name: 'Trabajar con un repositorio local' }).click()
    await page.getByRole('treeitem', { name: 'Diario' }).click()
    await page.getByRole('button', { name: 'Crear una nueva entrada' }).click()
    // The new entry's form is ready once its defaults are in (text typed before was
    // sometimes wiped as it settled): the date is today's unless she changes it.
    await expect(field(page, 'Fecha').getByRole('textbox')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)

    const title = 'Sesión de Tomás en el estudio'
    const summary = 'Tomás cumplió un año y vino al estudio con sus papás y su perro Lolo.'
    const coverAlt = 'Tomás sentado en el piso del estudio, riéndose con un globo rojo'
    const storyAlt = 'Los papás de Tomás lo levantan en brazos frente al ventanal'
    await field(page, 'Resumen').getByRole('textbox').fill(summary)
    await uploadPhoto(
      page,
      field(page, 'Foto'),
      'Tomás 1.jpg',
      await cameraPhoto(3000, 2000, '#c8a08c'),
    )
    await field(page, 'Descripción de la foto').getByRole('textbox').fill(coverAlt)
    await field(page, 'Tipo de sesión').getByRole('combobox').click()
    await page.getByRole('option', { name: 'Estudio' }).click()
    const story = field(page, 'Historia')
    await reveal(page, story)
    await story.locator('[contenteditable="true"]').click()
    await page.keyboard.type('Llegaron temprano, con el globo ya inflado.')
    await page.keyboard.press('Enter')
    // A photo of the story: "Foto" asks for it, its description and its width, in a dialog.
    await story.getByRole('button', { name: 'Foto' }).click()
    const photoDialog = page.getByRole('dialog', { name: 'Foto' })
    await uploadPhoto(page, photoDialog, 'Tomás 2.jpg', await cameraPhoto(2000, 3000, '#a08cc8'))
    await photoDialog.getByRole('textbox', { name: 'Descripción de la foto' }).fill(storyAlt)
    await expect(photoDialog.getByRole('radio', { name: /^Columna:/ })).toBeChecked()
    await photoDialog.getByRole('radio', { name: /^Ancho:/ }).check()
    await photoDialog.getByRole('button', { name: 'Insertar' }).click()
    await expect(story.getByText(`Foto · ancho · ${storyAlt}`)).toBeVisible()
    const titleBox = field(page, 'Título').getByRole('textbox')
    await titleBox.fill(title)
    await expect(titleBox).toHaveValue(title)
    await page.getByRole('button', { name: 'Guardar' }).click()

    // Saved under a name made from the title, accents folded; back in the list.
    const file = 'content/diario/sesion-de-tomas-en-el-estudio.json'
    const listed = (text: string) =>
      page.getByRole('main', { name: /Diario/ }).getByText(new RegExp(`^${text}`))
    await expect(listed(title)).toBeVisible({ timeout: 30_000 })
    expect((await readLocalRepository(page)).has(file)).toBe(true)

    // A new title later keeps the file, so the published address stays.
    await listed(title).click()
    const newTitle = 'Tomás cumple un año'
    await titleBox.fill(newTitle)
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(listed(newTitle)).toBeVisible({ timeout: 30_000 })

    const saved = await readLocalRepository(page)
    const journal = [...saved.keys()].filter((f) => f.startsWith('content/diario/'))
    expect(journal.sort()).toEqual(
      [...Object.keys(before).filter((f) => f.startsWith('content/diario/')), file].sort(),
    )
    const entry = JSON.parse(saved.get(file)?.toString('utf8') ?? '{}') as JournalEntryFile
    expect(entry).toMatchObject({
      title: newTitle,
      summary,
      cover: { photo: '/photos/diario/tomas-1.webp', alt: coverAlt },
      kind: 'studio',
      date: new Date().toISOString().slice(0, 10),
      draft: false,
    })
    expect(entry.body).toContain('Llegaron temprano, con el globo ya inflado.')
    expect(entry.body).toContain(`![${storyAlt}](/photos/diario/tomas-2.webp "ancho")`)
    for (const photo of ['photos/diario/tomas-1.webp', 'photos/diario/tomas-2.webp'])
      expect((await sharp(saved.get(photo)).metadata()).format, photo).toBe('webp')

    const changed = Object.fromEntries(
      [...saved].filter(([f]) => f.startsWith('content/') || f.startsWith('photos/')),
    )
    const built = await buildCopyWith(changed)
    try {
      expect(built.status, built.output).toBe(0)
      const html = await readFile(
        path.join(built.dist, 'diario/sesion-de-tomas-en-el-estudio.html'),
        'utf8',
      )
      // The title as its h1 reads (its last words sit in a span that keeps them together).
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]*>/g, '')
      expect(h1).toBe(newTitle)
      expect(html).toMatch(new RegExp(`<img[^>]*alt="${coverAlt}"`))
      expect(html).toMatch(new RegExp(`<img[^>]*alt="${storyAlt}"`))
      // At the width she chose.
      expect(html).toMatch(new RegExp(`class="photo wide"(?:(?!</div>).)*alt="${storyAlt}"`, 's'))
      const list = await readFile(path.join(built.dist, 'diario.html'), 'utf8')
      expect(list).toContain(newTitle)
      expect(list).toContain(paths.journalEntry('sesion-de-tomas-en-el-estudio'))
    } finally {
      await built.remove()
    }
  })
  test("should change the width of a story photo from the list, saving only that photo's Markdown", async ({
    page,
  }) => {
    const before = await contentFiles()
    await seedLocalRepository(page, before)
    await page.goto(admin)
    await page.getByRole('button', { name: 'Trabajar con un repositorio local' }).click()
    await page.getByRole('treeitem', { name: 'Diario' }).click()
    await page
      .getByRole('main', { name: /Diario/ })
      .getByText(/^La primera semana de Olivia/)
      .click()
    const story = field(page, 'Historia')
    await reveal(page, story)
    const hands = 'Las manos de Olivia sobre el pecho de su mamá'
    // Each photo reads as a line of the story, with its width; it opens in a dialog.
    await story.getByText(`Foto · columna · ${hands}`).click()
    const photoDialog = page.getByRole('dialog', { name: 'Foto' })
    await photoDialog.getByRole('radio', { name: /^Pantalla completa:/ }).check()
    await photoDialog.getByRole('button', { name: 'Actualizar' }).click()
    await expect(story.getByText(`Foto · pantalla completa · ${hands}`)).toBeVisible()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByRole('main', { name: /Diario/ })).toBeVisible()

    const file = 'content/diario/la-primera-semana-de-olivia.json'
    const old = JSON.parse(before[file] ?? '{}') as JournalEntryFile
    await expect
      .poll(async () => JSON.parse((await readLocalRepository(page)).get(file)?.toString() ?? '{}'))
      .toEqual({
        ...old,
        // What the editor adds to an entry written before these fields.
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        newsletter: false,
        body: old.body.replace(
          `](/photos/diario/muestra-olivia-manos.jpg)`,
          `](/photos/diario/muestra-olivia-manos.jpg "pantalla completa")`,
        ),
      })
  })
})
