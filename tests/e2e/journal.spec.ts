/**
 * The journal ("Diario") as visitors, feed readers and search engines meet it: the
 * list newest first, an entry's story with its photos, its lightbox and the way to
 * book, its head, the Atom feed, the sitemap's dates, and an address that is no entry.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { contentDir, contentReader, journalNames } from '../../scripts/ops/content-dir'
import { journalFolder } from '../../shared/content/folders'
import {
  bodyPhotos,
  filteredEntries,
  journalFilters,
  journalKindLabels,
  journalPageCount,
  journalPageSize,
  publishedEntries,
} from '../../shared/content/journal'
import {
  journalEntrySchema,
  type JournalEntryFile,
  type JournalPageFile,
} from '../../shared/content/schema/journal'
import { longSpanishDate } from '../../shared/format/dates'
import { journalTitle, titleSuffix } from '../../shared/site/head'
import { whatsappPath } from '../../shared/site/whatsapp'
import { owner } from '../../shared/content/owner'
import { paths } from '../../shared/site/routes'
import { whatsappGreeting, whatsappLink } from '../../shared/site/whatsapp'
import {
  expectInDocumentOrder,
  isLargestPaint,
  mountedCarousel,
  pageThroughLightbox,
  swipeLeft,
  whatsappDestination,
} from './helpers'

const read = contentReader(contentDir)
/** The entries' files by slug, as she saved them. */
const files: Record<string, JournalEntryFile> = Object.fromEntries(
  journalNames(contentDir).map((name) => [
    name.replace(/\.json$/, ''),
    journalEntrySchema.parse(JSON.parse(read(`${journalFolder}/${name}`) ?? '')),
  ]),
)
/** What the site publishes: drafts left out, newest first. */
const entries = publishedEntries(files)

/** The two example entries, and the service page each one's kind leads to. */
const olivia = { slug: 'la-primera-semana-de-olivia', service: paths.families('recienNacido') }
const lucia = { slug: 'lucia-y-martin-esperando', service: paths.families('embarazo') }
const fileOf = (slug: string) => files[slug]!

/** An entry's photos in the order the page shows them: the cover, then the story's. */
const photoAlts = (slug: string) => [
  fileOf(slug).cover.alt,
  ...bodyPhotos(fileOf(slug).body).map((p) => p.alt),
]

/** The story's headings and photos, in the order she wrote them. */
const storyOutline = (slug: string) =>
  [...fileOf(slug).body.matchAll(/^(?:#{1,6} (?<heading>.+)|!\[(?<photo>[^\]]*)\]\(.*)$/gm)].map(
    (m) => m.groups as { heading?: string; photo?: string },
  )

const photoButton = (page: Page, alt: string) =>
  page.getByRole('button', { name: `Ver en grande: ${alt}`, exact: true })

/** The list's story cards (the filters above them are a list too). */
const storyCards = (page: Page) =>
  page.getByRole('list', { name: 'Historias' }).getByRole('listitem')

const open = async (page: Page, path: string) => {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

/** A date-time as RFC 3339 writes it (Atom's and schema.org's dates). */
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/

/** An absolute address on the site's public origin: its path, to ask the local server. */
function sitePathOf(url: string | null | undefined): string {
  const parsed = new URL(url ?? '')
  expect(parsed.origin, url ?? '').toBe(owner.origin)
  return parsed.pathname
}

/** Waits for the photo to load and gives its reserved (attribute) and real shapes. */
async function photoShape(img: Locator) {
  await img.scrollIntoViewIfNeeded()
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true)
  return img.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect()
    return {
      reserved: Number(el.getAttribute('width')) / Number(el.getAttribute('height')),
      natural: el.naturalWidth / el.naturalHeight,
      drawn: box.width / box.height,
    }
  })
}

test.describe('the list', () => {
  test('should show the entries newest first, each card with its cover, kind, title, summary and date', async ({
    page,
  }) => {
    await page.goto(paths.journal())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(journalTitle)
    const cards = storyCards(page)
    const shown = entries.slice(0, journalPageSize)
    await expect(cards).toHaveCount(shown.length)
    // Newest first, read off the page itself.
    const dates = await cards
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''))
    expect(dates).toEqual(dates.toSorted().toReversed())
    for (const [i, entry] of shown.entries()) {
      const card = cards.nth(i)
      const link = card.getByRole('link')
      await expect(link).toHaveAttribute('href', paths.journalEntry(entry.slug))
      await expect(link.getByRole('img', { name: entry.cover.alt, exact: true })).toBeVisible()
      const kind = card.getByText(journalKindLabels[entry.kind], { exact: true })
      await expect(kind).toHaveCSS('font-variant-caps', 'all-small-caps')
      await expect(card.getByText(entry.title, { exact: true })).toBeVisible()
      await expect(card.getByText(entry.summary, { exact: true })).toBeVisible()
      await expect(card.locator('time')).toHaveText(longSpanishDate(entry.date))
      await expect(card.locator('time')).toHaveAttribute('datetime', entry.date)
    }
  })

  test('should write the dates in Spanish, as people here say them', async ({ page }) => {
    await page.goto(paths.journal())
    const card = storyCards(page).filter({ hasText: fileOf(olivia.slug).title })
    await expect(card.locator('time')).toHaveText('14 de octubre de 2026')
  })

  test("should open an entry from its card, and lead back to the list from the entry's end", async ({
    page,
  }) => {
    const entry = fileOf(lucia.slug)
    await page.goto(paths.journal())
    await page.getByRole('link', { name: entry.title }).click()
    await expect(page).toHaveURL(paths.journalEntry(lucia.slug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title)
    await page.getByRole('link', { name: 'VOLVER AL DIARIO' }).click()
    await expect(page).toHaveURL(paths.journal())
  })
})

test.describe('an entry', () => {
  test('should tell its story: kind, title, date, summary, headings and photos where she put them', async ({
    page,
  }) => {
    const entry = fileOf(olivia.slug)
    await page.goto(paths.journalEntry(olivia.slug))
    const article = page.getByRole('article', { name: entry.title })
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(entry.title)
    await expect(
      article.getByText(journalKindLabels[entry.kind].toUpperCase(), { exact: true }),
    ).toBeVisible()
    await expect(article.locator('time')).toHaveText(longSpanishDate(entry.date))
    await expect(article.getByText(entry.summary)).toBeVisible()
    // The first paragraph of her story, as text (not as Markdown).
    const [firstParagraph] = entry.body.split('\n\n')
    await expect(article.getByText(firstParagraph!)).toBeVisible()
    const outline = storyOutline(olivia.slug)
    const headings = outline.flatMap((part) => (part.heading ? [part.heading] : []))
    expect(headings.length).toBeGreaterThan(0)
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(headings)
    await expectInDocumentOrder(
      outline.map((part) =>
        part.heading
          ? article.getByRole('heading', { name: part.heading, exact: true })
          : photoButton(page, part.photo!),
      ),
    )
  })

  test('should show every photo with its description, the story’s at their own shape and with their size reserved', async ({
    page,
  }) => {
    await page.goto(paths.journalEntry(olivia.slug))
    const [coverAlt, ...storyAlts] = photoAlts(olivia.slug)
    expect(storyAlts).toHaveLength(2)
    // The cover opens the page across the screen, cut to the frame (design-openings.spec).
    await expect(page.getByRole('img', { name: coverAlt, exact: true })).toBeVisible()
    for (const alt of storyAlts) {
      const img = photoButton(page, alt).getByRole('img', { name: alt, exact: true })
      await expect(img).toHaveCount(1)
      const shape = await photoShape(img)
      expect(shape.reserved, alt).toBeCloseTo(shape.natural, 2)
      expect(shape.drawn, alt).toBeCloseTo(shape.natural, 1)
    }
  })

  for (const { slug, service } of [olivia, lucia]) {
    test(`should close ${slug} with its service page, a way to book and WhatsApp`, async ({
      page,
      request,
    }) => {
      await page.goto(paths.journalEntry(slug))
      const close = page.getByRole('region', { name: '¿Te imaginás una sesión así?' })
      const whatsapp = close.getByRole('link', { name: 'ESCRIBIME POR WHATSAPP' })
      await expect(whatsapp).toHaveAttribute('target', '_blank')
      const href = (await whatsapp.getAttribute('href')) ?? ''
      // Through the Worker, which counts the tap with the entry it came from.
      expect(href.startsWith(`${whatsappPath}?`)).toBe(true)
      expect(new URL(href, page.url()).searchParams.get('desde')).toBe(paths.journalEntry(slug))
      expect((await whatsappDestination(request, href)).href).toBe(whatsappLink(whatsappGreeting))

      // The contact page opens on the form for this kind of session.
      await expect(close.getByRole('link', { name: 'QUIERO MI SESIÓN' })).toHaveAttribute(
        'href',
        paths.contactForm('families'),
      )
      await close.locator(`a[href="${service}"]`).click()
      await expect(page).toHaveURL(service)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }

  test('should tell search engines and share previews it is an article, with its own address', async ({
    page,
    request,
  }) => {
    const entry = fileOf(olivia.slug)
    const path = paths.journalEntry(olivia.slug)
    const canonical = `${owner.origin}${path}`
    await page.goto(path)
    await expect(page).toHaveTitle(entry.title + titleSuffix)
    const head = page.locator('head')
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', entry.summary)
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical)
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')

    const blocks = (await head.locator('script[type="application/ld+json"]').allTextContents()).map(
      (json) => JSON.parse(json) as Record<string, unknown>,
    )
    const posting = blocks.find((b) => b['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: entry.title,
      author: { name: owner.brand },
      mainEntityOfPage: canonical,
    })
    const published = String(posting?.datePublished)
    expect(published).toMatch(rfc3339)
    expect(published.slice(0, 10)).toBe(entry.date)
    expect(String(posting?.dateModified)).toMatch(rfc3339)
    expect(Date.parse(String(posting?.dateModified))).toBeGreaterThanOrEqual(Date.parse(published))
    // Its photo, an absolute address that answers with a picture.
    const images = [posting?.image].flat() as string[]
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) {
      const res = await request.get(sitePathOf(image))
      expect(res.status(), image).toBe(200)
      expect(res.headers()['content-type'], image).toMatch(/^image\//)
    }
    const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList') as
      { itemListElement: { item: string }[] } | undefined
    expect(trail?.itemListElement.map((i) => i.item)).toEqual([
      `${owner.origin}/`,
      `${owner.origin}${paths.journal()}`,
      canonical,
    ])
  })

  test('should point feed readers to the feed from the list and from an entry', async ({
    page,
    request,
  }) => {
    for (const path of [paths.journal(), paths.journalEntry(lucia.slug)]) {
      await page.goto(path)
      const feed = page.locator('head link[rel="alternate"][type="application/atom+xml"]')
      await expect(feed, path).toHaveCount(1)
      const href = sitePathOf(await feed.getAttribute('href'))
      expect(href).toBe(paths.journalFeed)
      expect((await request.get(href)).status()).toBe(200)
    }
  })
})

test.describe('the lightbox of an entry', () => {
  const entry = fileOf(olivia.slug)
  const alts = photoAlts(olivia.slug)
  const total = alts.length

  test('should open on a story photo from the keyboard, page through every photo of the entry and close on Escape', async ({
    page,
  }) => {
    await open(page, paths.journalEntry(olivia.slug))
    // The story's first photo: the cover is the first of the lightbox.
    const trigger = photoButton(page, alts[1]!)
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: `Fotos de la sesión ${entry.title}` })
    await expect(dialog).toBeVisible()
    await pageThroughLightbox(page, { dialog, trigger, alts, tabs: 4 })
  })

  test('should open at the chosen photo and close with its button', async ({ page }) => {
    await open(page, paths.journalEntry(olivia.slug))
    await photoButton(page, alts[2]!).click()
    const dialog = page.getByRole('dialog', { name: `Fotos de la sesión ${entry.title}` })
    await expect(dialog.locator('[aria-live="polite"]')).toHaveText(`3 de ${total}`)
    await expect(dialog.getByRole('img', { name: alts[2]!, exact: true })).toBeInViewport()
    await dialog.getByRole('button', { name: 'CERRAR' }).click()
    await expect(dialog).toBeHidden()
  })

  test('should move one photo on a swipe', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 })
    await open(page, paths.journalEntry(olivia.slug))
    await photoButton(page, alts[1]!).click()
    const dialog = page.getByRole('dialog')
    const position = dialog.locator('[aria-live="polite"]')
    await expect(position).toHaveText(`2 de ${total}`)
    await mountedCarousel(page, entry.title)
    await swipeLeft(page)
    await expect(position).toHaveText(`3 de ${total}`)
  })
})

test.describe('the feed', () => {
  test('should be an Atom feed of every published entry that a feed reader can read', async ({
    page,
    request,
  }) => {
    const res = await request.get(paths.journalFeed)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toMatch(/^application\/atom\+xml\b/)
    const xml = await res.text()
    // Parsed by the browser's own XML parser, as a reader would.
    await page.goto(paths.journal())
    const feed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      const atom = 'http://www.w3.org/2005/Atom'
      const own = (el: Element, name: string) =>
        [...el.children].filter((c) => c.namespaceURI === atom && c.localName === name)
      const text = (el: Element, name: string) => own(el, name)[0]?.textContent?.trim() ?? ''
      const links = (el: Element) =>
        own(el, 'link').map((l) => ({
          rel: l.getAttribute('rel') ?? 'alternate',
          href: l.getAttribute('href') ?? '',
        }))
      const root = doc.documentElement
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        root: `${root.namespaceURI} ${root.localName}`,
        id: text(root, 'id'),
        title: text(root, 'title'),
        updated: text(root, 'updated'),
        authors: own(root, 'author').map((a) => text(a, 'name')),
        links: links(root),
        entries: own(root, 'entry').map((e) => ({
          id: text(e, 'id'),
          title: text(e, 'title'),
          updated: text(e, 'updated'),
          links: links(e),
        })),
      }
    }, xml)
    expect(feed.errors).toBe(0)
    expect(feed.root).toBe('http://www.w3.org/2005/Atom feed')
    sitePathOf(feed.id)
    expect(feed.title).toContain(journalTitle)
    expect(feed.updated).toMatch(rfc3339)
    expect(feed.authors).toEqual([owner.brand])
    const self = feed.links.filter((l) => l.rel === 'self')
    expect(self).toHaveLength(1)
    expect(sitePathOf(self[0]!.href)).toBe(paths.journalFeed)

    expect(feed.entries.map((e) => e.title)).toEqual(entries.map((e) => e.title))
    expect(new Set(feed.entries.map((e) => e.id)).size).toBe(entries.length)
    for (const [i, item] of feed.entries.entries()) {
      const entry = entries[i]!
      sitePathOf(item.id)
      expect(item.updated, item.title).toMatch(rfc3339)
      expect(item.updated.slice(0, 10), item.title).toBe(entry.date)
      // The feed says it changed when its newest entry did.
      expect(Date.parse(feed.updated)).toBeGreaterThanOrEqual(Date.parse(item.updated))
      const alternate = item.links.filter((l) => l.rel === 'alternate')
      expect(alternate, item.title).toHaveLength(1)
      const path = sitePathOf(alternate[0]!.href)
      expect(path).toBe(paths.journalEntry(entry.slug))
      expect((await request.get(path)).status(), path).toBe(200)
    }
  })
})

test("should show on a service page its kind's newest stories, at most three, and link the journal from the footer", async ({
  page,
}) => {
  for (const { slug, service } of [olivia, lucia]) {
    const ofKind = entries.filter((e) => e.kind === fileOf(slug).kind).slice(0, 3)
    await page.goto(service)
    const cards = page.getByRole('region', { name: 'Historias del diario' }).getByRole('listitem')
    await expect(cards).toHaveCount(ofKind.length)
    for (const [i, entry] of ofKind.entries())
      await expect(cards.nth(i).getByRole('link')).toHaveAttribute(
        'href',
        paths.journalEntry(entry.slug),
      )
  }
  // A service with no story of its kind has no such section.
  expect(entries.some((e) => e.kind === 'brands')).toBe(false)
  await page.goto(paths.brands)
  await expect(page.getByRole('region', { name: 'Historias del diario' })).toHaveCount(0)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Diario', exact: true }).click()
  await expect(page).toHaveURL(paths.journal())
})

test('should list the journal and every entry in the sitemap, each entry dated by its day', async ({
  page,
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  await page.goto(paths.journal())
  const urls = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    return [...doc.getElementsByTagNameNS('*', 'url')].map((url) => [
      url.getElementsByTagNameNS('*', 'loc')[0]?.textContent ?? '',
      url.getElementsByTagNameNS('*', 'lastmod')[0]?.textContent ?? '',
    ])
  }, xml)
  const lastmod = new Map(urls.map(([loc, date]) => [sitePathOf(loc), date]))
  // The list changed when its newest entry came out.
  expect(lastmod.get(paths.journal())).toBe(entries[0]!.date)
  for (const entry of entries)
    expect(lastmod.get(paths.journalEntry(entry.slug)), entry.slug).toBe(entry.date)
})

test('should send an address under /diario that is no entry or page to the list', async ({
  page,
  request,
}) => {
  const missingPage = paths.journal(journalPageCount(entries) + 1)
  for (const path of ['/diario/no-existe', missingPage]) {
    const res = await request.get(path, { maxRedirects: 0 })
    expect(res.status(), path).toBe(302)
    expect(new URL(res.headers().location ?? '', res.url()).pathname, path).toBe(paths.journal())
  }
  await page.goto('/diario/no-existe')
  await expect(page).toHaveURL(paths.journal())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(journalTitle)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } })

  test('should read an entry whole on a phone: its story, every photo, and the way to book', async ({
    page,
  }) => {
    const entry = fileOf(olivia.slug)
    await page.goto(paths.journal())
    await page.getByRole('link', { name: entry.title }).click()
    await expect(page).toHaveURL(paths.journalEntry(olivia.slug))
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title)
    for (const part of storyOutline(olivia.slug)) {
      if (part.heading)
        await expect(page.getByRole('heading', { name: part.heading, exact: true })).toBeVisible()
      else {
        const img = page.getByRole('img', { name: part.photo!, exact: true })
        const shape = await photoShape(img)
        expect(shape.drawn, part.photo).toBeCloseTo(shape.natural, 1)
      }
    }
    await expect(page.getByText(entry.body.split('\n\n').at(-1)!)).toBeVisible()
    await page.getByRole('link', { name: 'QUIERO MI SESIÓN' }).click()
    await expect(page).toHaveURL(paths.contactForm('families'))
  })
})

/** A card's photo: its drawn width over its height. */
const drawnShape = (card: Locator) =>
  card.locator('.frame').evaluate((el) => {
    const box = el.getBoundingClientRect()
    return box.width / box.height
  })

test.describe('the list, as a photographer’s blog', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('should open with the newest as a wide lead at 3:2, then two a row at 4:5, never one alone in a row', async ({
    page,
  }) => {
    const lists = [
      { path: paths.journal(), count: Math.min(entries.length, journalPageSize) },
      ...journalFilters.map((f) => ({
        path: paths.journalKind(f.slug),
        count: filteredEntries(entries, f).length,
      })),
    ]
    // The shipped examples show every case: three, two and one of a kind.
    expect(lists.map((l) => l.count)).toEqual(expect.arrayContaining([1, 2, 3]))
    for (const { path, count } of lists.filter((l) => l.count > 0)) {
      await page.goto(path)
      const cards = storyCards(page)
      await expect(cards, path).toHaveCount(count)
      const list = (await page.getByRole('list', { name: 'Historias' }).boundingBox())!
      const boxes = await cards.evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
      )
      // Two are two halves; otherwise the newest leads, and a last one left alone is wide.
      const wide = boxes.map(
        (_, i) => count !== 2 && (i === 0 || (i === count - 1 && count % 2 === 0)),
      )
      for (const [i, box] of boxes.entries()) {
        const shape = await drawnShape(cards.nth(i))
        if (wide[i]) {
          expect(box.width, `${path} card ${i + 1}`).toBeCloseTo(list.width, 0)
          expect(shape, `${path} card ${i + 1}`).toBeCloseTo(3 / 2, 2)
        } else {
          expect(box.width, `${path} card ${i + 1}`).toBeLessThan(list.width / 2)
          expect(shape, `${path} card ${i + 1}`).toBeCloseTo(4 / 5, 2)
        }
      }
      // Halves come in pairs, side by side.
      const halves = boxes.filter((_, i) => !wide[i])
      expect(halves.length % 2, path).toBe(0)
      for (let i = 0; i < halves.length; i += 2)
        expect(halves[i]!.top, path).toBeCloseTo(halves[i + 1]!.top, 0)
    }
  })

  test('should open with the photo she chose, as the page’s largest paint, fetched first', async ({
    page,
  }) => {
    const chosen = JSON.parse(read('journal.json') ?? '{}') as { openingImage: string }
    const images = JSON.parse(read('images.json') ?? '{}') as {
      images: { key: string; alt: string }[]
    }
    const alt = images.images.find((image) => image.key === chosen.openingImage)?.alt ?? ''
    await page.goto(paths.journal())
    const opening = page.getByRole('img', { name: alt, exact: true }).first()
    await expect(opening).toBeVisible()
    await expect(opening).toHaveAttribute('fetchpriority', 'high')
    // The cards further down wait until they are near.
    await expect(storyCards(page).first().locator('img')).toHaveAttribute('loading', 'lazy')
  })

  test('should end with her portrait beside the newsletter, then a way to book, before the footer', async ({
    page,
  }) => {
    const author = (
      JSON.parse(read('journal.json') ?? '{}') as { author: JournalPageFile['author'] }
    ).author
    await page.goto(paths.journal())
    const subscribe = page.getByRole('region', { name: 'Sumate a mi comunidad' })
    // Her name once she has written it; her line in any case.
    if (author.name) await expect(subscribe.getByText(author.name, { exact: true })).toBeVisible()
    await expect(subscribe.getByText(author.line)).toBeVisible()
    await expect(subscribe.locator('.portrait img')).toHaveAttribute('alt', /.+/)
    await expect(subscribe.getByRole('textbox', { name: /email/i })).toBeVisible()
    // The last band of the page asks her visitors to write: the footer comes after it.
    const last = page.locator('main > section').last()
    await expect(last.getByRole('link', { name: 'QUIERO MI LUGAR' })).toHaveAttribute(
      'href',
      paths.contact,
    )
    await expectInDocumentOrder([subscribe, last, page.getByRole('contentinfo')])
  })

  test('should keep what a visitor types into the sign-up while its script wakes', async ({
    page,
  }) => {
    await page.goto(paths.journal())
    const subscribe = page.getByRole('region', { name: 'Sumate a mi comunidad' })
    const name = subscribe.getByRole('textbox', { name: /nombre/i })
    const email = subscribe.getByRole('textbox', { name: /email/i })
    await name.fill('Carla')
    await email.fill('carla@example.com')
    await page.waitForLoadState('networkidle')
    await expect(name).toHaveValue('Carla')
    await expect(email).toHaveValue('carla@example.com')
  })
})

test.describe('the filters by kind of session', () => {
  for (const filter of journalFilters)
    test(`should give ${filter.label} a page of its own: title, description, canonical and its stories only`, async ({
      page,
    }) => {
      const path = paths.journalKind(filter.slug)
      await page.goto(path)
      await expect(page).toHaveTitle(`${journalTitle}: ${filter.label.toLowerCase()}${titleSuffix}`)
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(filter.label.toLowerCase()),
      )
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${owner.origin}${path}`,
      )
      const nav = page.getByRole('navigation', { name: 'Historias por tipo de sesión' })
      await expect(nav.locator('[aria-current="page"]')).toHaveText(filter.label)
      const shown = filteredEntries(entries, filter)
      if (shown.length) await expect(storyCards(page)).toHaveCount(shown.length)
      else await expect(page.getByText(/Todavía no hay historias/)).toBeVisible()
    })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('should filter by plain links, marking where the visitor is, and go back to all', async ({
      page,
    }) => {
      await page.goto(paths.journal())
      const nav = page.getByRole('navigation', { name: 'Historias por tipo de sesión' })
      await expect(nav.getByRole('link')).toHaveText([
        'Todas',
        ...journalFilters.map((f) => f.label),
      ])
      await expect(nav.locator('[aria-current="page"]')).toHaveText('Todas')
      await nav.getByRole('link', { name: 'Embarazo', exact: true }).click()
      await expect(page).toHaveURL(paths.journalKind('embarazo'))
      await expect(nav.getByRole('link', { name: 'Embarazo', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      const pregnancies = entries.filter((e) => e.kind === 'embarazo')
      await expect(storyCards(page)).toHaveCount(pregnancies.length)
      for (const card of await storyCards(page).all())
        await expect(card.getByText('Embarazo', { exact: true })).toBeVisible()
      await nav.getByRole('link', { name: 'Todas' }).click()
      await expect(page).toHaveURL(paths.journal())
      await expect(storyCards(page)).toHaveCount(entries.length)
    })
  })
})

test.describe('an entry, as a long read', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('should set its text at 70 characters a line or fewer, its lead photo wider than the text', async ({
    page,
  }) => {
    await page.goto(paths.journalEntry(olivia.slug))
    const paragraphs = page.getByRole('article').locator('.text p')
    expect(await paragraphs.count()).toBeGreaterThan(2)
    // Characters on each rendered line, read off the layout one character at a time.
    const longest = await paragraphs.evaluateAll((ps) =>
      Math.max(
        ...ps.map((p) => {
          const lines = new Map<number, number>()
          const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT)
          const range = document.createRange()
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            for (let i = 0; i < (node.textContent ?? '').length; i++) {
              range.setStart(node, i)
              range.setEnd(node, i + 1)
              const rect = range.getClientRects()[0]
              if (!rect) continue
              const top = Math.round(rect.top)
              lines.set(top, (lines.get(top) ?? 0) + 1)
            }
          return Math.max(...lines.values())
        }),
      ),
    )
    expect(longest).toBeLessThanOrEqual(70)
    expect(longest).toBeGreaterThanOrEqual(55)
    const text = await paragraphs.first().boundingBox()
    const cover = await page
      .getByRole('img', { name: fileOf(olivia.slug).cover.alt, exact: true })
      .boundingBox()
    expect(cover!.width).toBeGreaterThan(text!.width * 1.5)
  })

  test('should paint its lead photo first, fetched first, and wait with the story’s photos until they are near', async ({
    page,
  }) => {
    await page.goto(paths.journalEntry(olivia.slug))
    const cover = page.getByRole('img', { name: fileOf(olivia.slug).cover.alt, exact: true })
    await expect(cover).toHaveAttribute('fetchpriority', 'high')
    await expect(cover).not.toHaveAttribute('loading', 'lazy')
    for (const { alt } of bodyPhotos(fileOf(olivia.slug).body))
      await expect(photoButton(page, alt).locator('img')).toHaveAttribute('loading', 'lazy')
    await cover.evaluate((img) => (img as HTMLImageElement).decode())
    expect(await isLargestPaint(cover), 'the cover is the largest paint').toBe(true)
  })

  test('should show a photo at the width she chose for it', async ({ page }) => {
    await page.goto(paths.journalEntry(olivia.slug))
    const text = await page.getByRole('article').locator('.text p').first().boundingBox()
    const body = fileOf(olivia.slug).body
    const photos = bodyPhotos(body)
    // The sample story has one photo she widened and one at the text's width.
    const lineOf = (alt: string) => body.split('\n').find((l) => l.startsWith(`![${alt}]`)) ?? ''
    const wide = photos.filter(({ alt }) => lineOf(alt).endsWith(' "ancho")'))
    expect(wide.length).toBeGreaterThan(0)
    expect(wide.length).toBeLessThan(photos.length)
    for (const { alt } of photos) {
      const width = (await photoButton(page, alt).boundingBox())!.width
      if (wide.some((photo) => photo.alt === alt))
        expect(width, alt).toBeGreaterThan(text!.width * 1.5)
      else expect(width, alt).toBeCloseTo(text!.width, 0)
    }
  })

  test('should set two photos marked "par" side by side, each at 4:5', async ({ page }) => {
    const slug = entries.find((e) => e.blocks.some((b) => 'pair' in b))!.slug
    await page.goto(paths.journalEntry(slug))
    const lines = fileOf(slug).body.split('\n')
    const pair = bodyPhotos(fileOf(slug).body).filter(({ alt }) =>
      lines.some((l) => l.startsWith(`![${alt}]`) && l.endsWith(' "par")')),
    )
    expect(pair).toHaveLength(2)
    const [a, b] = await Promise.all(pair.map(({ alt }) => photoButton(page, alt).boundingBox()))
    expect(a!.y).toBeCloseTo(b!.y, 0)
    expect(a!.width).toBeCloseTo(b!.width, 0)
    expect(a!.width / a!.height).toBeCloseTo(4 / 5, 2)
    expect(a!.x + a!.width).toBeLessThan(b!.x)
  })

  test('should name the session and its place, and who wrote it with a way to her page', async ({
    page,
  }) => {
    const entry = fileOf(olivia.slug)
    await page.goto(paths.journalEntry(olivia.slug))
    const facts = page.getByRole('article').locator('dl')
    await expect(facts.locator('dt')).toHaveText(['Servicio', 'Locación'])
    await expect(facts.locator('dd')).toHaveText([journalKindLabels[entry.kind], entry.place!])
    const author = page.getByRole('complementary', { name: 'Quién escribe' })
    const card = JSON.parse(read('journal.json') ?? '{}') as JournalPageFile
    await expect(author.getByText('Quién escribe', { exact: true })).toBeVisible()
    // Her name once she has written it; never the brand posing as one.
    if (card.author.name)
      await expect(author.getByText(card.author.name, { exact: true })).toBeVisible()
    await expect(author).not.toContainText(owner.brand)
    await expect(author.getByText(card.author.line, { exact: true })).toBeVisible()
    await expect(author.getByRole('img')).toHaveAttribute('alt', /.+/)
    await author.getByRole('link', { name: 'CONOCÉ MÁS SOBRE MÍ' }).click()
    await expect(page).toHaveURL(paths.about)
  })

  test('should lead to the older and the newer story, and to others of its kind when there are', async ({
    page,
  }) => {
    for (const [i, entry] of entries.entries()) {
      await page.goto(paths.journalEntry(entry.slug))
      const nav = page.getByRole('navigation', { name: 'Otras historias' })
      const older = entries[i + 1]
      const newer = entries[i - 1]
      const links = [
        ...(older ? [['Anterior', older] as const] : []),
        ...(newer ? [['Siguiente', newer] as const] : []),
      ]
      await expect(nav.getByRole('link')).toHaveCount(links.length)
      for (const [n, [label, other]] of links.entries()) {
        const link = nav.getByRole('link').nth(n)
        await expect(link).toContainText(label)
        await expect(link).toContainText(other.title)
        await expect(link).toHaveAttribute('href', paths.journalEntry(other.slug))
      }
      const related = entries.filter((e) => e !== entry && e.kind === entry.kind).slice(0, 3)
      const region = page.getByRole('region', { name: /^Más historias de/ })
      // One alone is hidden: it is usually the story 'Anterior' or 'Siguiente' already offers.
      if (related.length < 2) await expect(region).toHaveCount(0)
      else
        await expect(region.getByRole('link')).toHaveText(related.map((e) => new RegExp(e.title)))
    }
  })
})
