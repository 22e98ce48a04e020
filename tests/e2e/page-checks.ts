/**
 * What every page must be, as checks on a loaded page: pages.spec runs them all on one
 * load of each page per width, and the subject specs reuse them for their own cases.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { capsHeadings, capsHeadingSize, headings } from '../../shared/site/design'

/**
 * WCAG 2.2 AA problems axe-core finds on the page as it is now (or only within the
 * elements the selectors name), one line each.
 */
export async function axeViolations(page: Page, ...within: string[]): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ])
  for (const selector of within) axe = axe.include(selector)
  // Colours are judged at rest: a fade or a colour change under way would read as low contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === 'running' &&
            a.timeline === document.timeline &&
            a.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  const { violations } = await axe.analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

export const chatButton = (page: Page) =>
  page.getByRole('link', { name: 'Escribime por WhatsApp (se abre en una pestaña nueva)' })

/** Whether the chat button shows: it steps aside by fading out and letting taps through. */
export const chatShown = (page: Page) =>
  chatButton(page).evaluate((a) => getComputedStyle(a).opacity !== '0')

/**
 * Waits until the chat button has decided where the page now rests (`data-placed`),
 * watching from inside the page so that each stop of a scroll costs no polling delay.
 */
export async function chatPlaced(page: Page) {
  // null once placed; the scroll position it was still undecided at after 5 s.
  const undecidedAt = await page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const a = document.querySelector<HTMLElement>('aside[aria-label="Chat"] a')
        const deadline = performance.now() + 5000
        const check = () => {
          if (a?.dataset.placed === String(Math.round(scrollY))) resolve(null)
          else if (performance.now() > deadline) resolve(scrollY)
          else requestAnimationFrame(check)
        }
        check()
      }),
  )
  expect(undecidedAt, 'the scroll position the chat button did not place itself at').toBeNull()
}

/**
 * What covers page content now, `by` the chat button or by sticky and fixed elements: text
 * lines and controls of the page under them, one line each. The chat button is counted
 * while it shows (it steps aside); the others are all but the header (content scrolls under
 * it by design), the chat button and dialogs (modal, over everything).
 */
const coveredBy = (page: Page, by: 'chat' | 'stuck') =>
  page.evaluate((by) => {
    const chat = 'aside[aria-label="Chat"]'
    const exempt = by === 'chat' ? chat : `header, ${chat}, dialog`
    const button = document.querySelector(`${chat} a`)
    const covers: Element[] =
      by === 'chat'
        ? button && getComputedStyle(button).opacity !== '0'
          ? [button]
          : []
        : [...document.querySelectorAll('body *')].filter((el) => {
            const { position } = getComputedStyle(el)
            return (
              (position === 'sticky' || position === 'fixed') &&
              !el.closest(exempt) &&
              el.checkVisibility({ visibilityProperty: true })
            )
          })
    const hit: string[] = []
    for (const el of covers) {
      const box = el.getBoundingClientRect()
      const name =
        by === 'chat'
          ? 'the chat button'
          : `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}"`
      const under = (r: DOMRect) =>
        r.width > 0 &&
        r.left < box.right &&
        box.left < r.right &&
        r.top < box.bottom &&
        box.top < r.bottom
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!node.textContent?.trim() || !parent || el.contains(parent)) continue
        if (parent.closest(`${exempt}, .visually-hidden`)) continue
        if (!parent.checkVisibility({ visibilityProperty: true })) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        if ([...range.getClientRects()].some(under))
          hit.push(`${name} covers "${node.textContent.trim().slice(0, 40)}"`)
      }
      for (const control of document.querySelectorAll(
        'a, button, input, select, textarea, summary',
      )) {
        if (el.contains(control) || control.contains(el) || control.closest(exempt)) continue
        if (!control.checkVisibility({ visibilityProperty: true })) continue
        // Each line's box: a link wrapped over two lines has a bounding box over text it is not.
        if ([...control.getClientRects()].some(under))
          hit.push(
            `${name} covers <${control.tagName.toLowerCase()}> ${control.textContent?.trim().slice(0, 40)}`,
          )
      }
    }
    return hit
  }, by)

/** What the chat button covers now (none while it steps aside). */
export const coveredByChat = (page: Page) => coveredBy(page, 'chat')

/** What sticky and fixed elements cover now, but for the header, the chat button and dialogs. */
export const coveredByStuck = (page: Page) => coveredBy(page, 'stuck')

/**
 * Visible headings whose size is not their level's (one size per level, the design's;
 * a step smaller and tracked for words written in capitals, and on a phone no larger than
 * fits the line: capsHeadingSize) or whose lines are not
 * balanced; one line each.
 */
export const offScaleHeadings = (page: Page) =>
  page.evaluate(
    ({ scale, caps, capsSizes }) => {
      const out: string[] = []
      // The size each level must compute to at this width: a probe set to the design's value.
      const probe = document.createElement('div')
      document.body.append(probe)
      const sizeOf = (value: string) => {
        probe.style.fontSize = value
        return getComputedStyle(probe).fontSize
      }
      const expected = Object.fromEntries(
        Object.entries(scale).map(([level, { size }]) => [level, sizeOf(size)]),
      )
      const expectedCaps = Object.fromEntries(
        Object.entries(capsSizes).map(([level, size]) => [level, sizeOf(size)]),
      )
      // The tracking of capitals, in em.
      probe.style.fontSize = '100px'
      probe.style.letterSpacing = caps.tracking
      const tracking = parseFloat(getComputedStyle(probe).letterSpacing) / 100
      probe.remove()
      for (const h of document.querySelectorAll('main h1, main h2, main h3')) {
        if (!h.checkVisibility({ visibilityProperty: true }) || h.closest('.visually-hidden'))
          continue
        const style = getComputedStyle(h)
        const level = h.tagName.toLowerCase()
        const words = h.textContent?.trim() ?? ''
        const text = words.slice(0, 40)
        const letters = words.replace(/\P{L}/gu, '')
        const inCapitals = letters.length > 1 && letters === letters.toLocaleUpperCase('es-AR')
        // A quotation standing as a title has a size of its own (headings.quote).
        const size = h.hasAttribute('data-quote')
          ? expected.quote
          : (inCapitals ? expectedCaps : expected)[level]
        if (style.fontSize !== size)
          out.push(`${level} "${text}" is ${style.fontSize}, not ${size}`)
        const spacing = parseFloat(style.letterSpacing) / parseFloat(style.fontSize) || 0
        if (Math.abs(spacing - (inCapitals ? tracking : 0)) > 0.005)
          out.push(`${level} "${text}" is tracked ${style.letterSpacing}`)
        if (!(style.textWrapStyle || style.textWrap).includes('balance'))
          out.push(`${level} "${text}" is not balanced`)
      }
      return out
    },
    {
      scale: headings,
      caps: capsHeadings,
      capsSizes: Object.fromEntries(
        Object.entries(headings).map(([level, { size }]) => [level, capsHeadingSize(size)]),
      ),
    },
  )

/** A visible heading as the page lays it out now. */
export interface HeadingLayout {
  tag: string
  text: string
  /** Written in capitals, or set uppercase. */
  caps: boolean
  /** Its words, line by line where the page's own fonts break them. */
  lines: string[][]
}

/**
 * The visible headings `selector` finds, with their words line by line: a new line where a
 * word's top moves. Words hidden from sight (.visually-hidden) are left out.
 */
export const headingLines = (page: Page, selector: string): Promise<HeadingLayout[]> =>
  page.evaluate(async (selector) => {
    await document.fonts.ready
    const out: HeadingLayout[] = []
    for (const h of document.querySelectorAll(selector)) {
      if (!h.checkVisibility({ visibilityProperty: true }) || h.closest('.visually-hidden'))
        continue
      const lines: string[][] = []
      let lineTop = Number.NaN
      const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.visually-hidden')) continue
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const top = range.getClientRects()[0]?.top
          if (top === undefined) continue
          if (Math.abs(top - lineTop) < 4) lines.at(-1)!.push(word[0])
          else {
            lines.push([word[0]])
            lineTop = top
          }
        }
      }
      const letters = (h.textContent ?? '').replace(/\P{L}/gu, '')
      out.push({
        tag: h.tagName.toLowerCase(),
        text: h.textContent?.trim() ?? '',
        caps:
          getComputedStyle(h).textTransform === 'uppercase' ||
          (letters.length > 1 && letters === letters.toLocaleUpperCase('es-AR')),
        lines,
      })
    }
    return out
  }, selector)

/**
 * Visible headings whose last line holds one word alone while the line before it could
 * have given one (an orphan), one line each.
 */
export const orphanedHeadings = async (page: Page): Promise<string[]> =>
  (await headingLines(page, 'main h1, main h2, main h3'))
    .filter(
      ({ lines }) => lines.length > 1 && lines.at(-1)!.length === 1 && lines.at(-2)!.length > 1,
    )
    .map(({ tag, text }) => `${tag} "${text.slice(0, 40)}" ends with one word`)

/** The page title's kicker (the small capitals line): above it, never under, never repeating it. */
export const kickerProblems = (page: Page) =>
  page.locator('main h1').evaluate((title) => {
    const isKicker = (el: Element | null): el is Element =>
      el !== null && getComputedStyle(el).textTransform === 'uppercase' && el.tagName === 'P'
    const out: string[] = []
    if (isKicker(title.nextElementSibling)) out.push('a kicker under the title')
    const above = title.previousElementSibling
    if (
      isKicker(above) &&
      title.textContent?.toLowerCase().includes(above.textContent!.toLowerCase())
    )
      out.push(`the kicker "${above.textContent}" repeats the title`)
    return out
  })

/**
 * At a desktop width, every split band sits on the 12-column page grid: each part keeps an
 * edge on a column, and no wide two-column grid of its own stands in for it.
 */
export const bandsOffTheGrid = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = []
    const px = (v: string) => Number.parseFloat(v)
    for (const el of document.querySelectorAll('main *')) {
      // A form's own field columns are the form's business, not the page's.
      if (el.closest('form')) continue
      const style = getComputedStyle(el)
      if (style.display !== 'grid') continue
      const tracks = style.gridTemplateColumns.split(' ').map(px)
      const box = el.getBoundingClientRect()
      const name = `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}"`
      if (tracks.length === 12) {
        const gap = px(style.columnGap)
        const starts = tracks.map(
          (_, i) => box.left + tracks.slice(0, i).reduce((a, b) => a + b, 0) + i * gap,
        )
        const ends = starts.map((start, i) => start + (tracks[i] ?? 0))
        for (const item of el.children) {
          const r = item.getBoundingClientRect()
          if (!r.width) continue
          // A part keeps one edge on a column: its start, or its end when it sits at the end.
          const onColumn =
            starts.some((s) => Math.abs(s - r.left) < 1.5) ||
            ends.some((e) => Math.abs(e - r.right) < 1.5)
          const withinGrid = r.left >= box.left - 1.5 && r.right <= (ends.at(-1) ?? 0) + 1.5
          if (!onColumn || !withinGrid)
            out.push(
              `${name}: a part at ${Math.round(r.left)}–${Math.round(r.right)} is off its columns`,
            )
        }
      } else if (tracks.length === 2 && box.width >= 700) {
        out.push(
          `${name}: ${style.gridTemplateColumns}, a split of its own instead of the page grid`,
        )
      }
    }
    return out
  })

/** On a phone, the parts of every split band stack, each (nearly) the band's full width. */
export const bandsSideBySide = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = []
    for (const el of document.querySelectorAll('main *')) {
      const style = getComputedStyle(el)
      if (style.display !== 'grid' || style.gridTemplateColumns.split(' ').length < 12) continue
      const width = el.getBoundingClientRect().width
      for (const item of el.children) {
        const r = item.getBoundingClientRect()
        if (r.width && r.width < width * 0.9)
          out.push(
            `"${item.textContent?.trim().slice(0, 30)}" takes ${Math.round(r.width)} of ${Math.round(width)} px`,
          )
      }
    }
    return out
  })

/**
 * Same-site links of the page that point at a fragment whose element is missing: on this
 * page as it is now, or in the prerendered HTML of the page they lead to (what the
 * browser lands on before any script runs).
 */
export async function brokenFragmentLinks(
  page: Page,
  request: APIRequestContext,
): Promise<string[]> {
  const here = new URL(page.url())
  const links = await page
    .locator('a[href*="#"]')
    .evaluateAll((as) =>
      as.map((a) => [a.getAttribute('href') ?? '', (a as HTMLAnchorElement).href]),
    )
  const liveIds = new Set(
    await page.locator('[id]').evaluateAll((elements) => elements.map((el) => el.id)),
  )
  const served = new Map<string, string>()
  const out: string[] = []
  for (const [href = '', resolved = ''] of links) {
    const url = new URL(resolved)
    if (url.origin !== here.origin) continue
    const target = url.pathname + url.search
    const id = decodeURIComponent(url.hash.slice(1))
    if (!id) {
      out.push(`${href} names no id`)
      continue
    }
    if (target === here.pathname + here.search && !liveIds.has(id)) {
      out.push(`${href}: no #${id} on this page`)
      continue
    }
    let html = served.get(target)
    if (html === undefined) {
      const res = await request.get(target)
      html = res.status() === 200 ? await res.text() : ''
      served.set(target, html)
    }
    if (!html) out.push(`${href}: ${target} is not a page`)
    else if (!html.includes(` id="${id}"`))
      out.push(`${href}: no #${id} in the prerendered ${target}`)
  }
  return out
}

/** Neither a cookie nor anything in the browser's storage: the site counts visits without them. */
export async function expectNothingStored(page: Page) {
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
  expect(await page.context().cookies()).toEqual([])
}

/**
 * What keeps a page's opening photo from being the first thing under the header: the page's
 * first photo is not fetched first, something of the page shows above it, or it starts
 * under the header's foot or further down than the page's opening offset (56px).
 */
export const openingPhotoProblems = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = []
    const main = document.querySelector('main')!
    // The photo shown at this width (a wide photo and its phone crop take turns).
    const photo = [...main.querySelectorAll('img')].find((img) => img.checkVisibility())
    if (!photo) return ['no photo on the page']
    const top = photo.getBoundingClientRect().top
    const headerFoot = document.querySelector('header')!.getBoundingClientRect().bottom
    if (photo.getAttribute('fetchpriority') !== 'high') out.push('the photo is not fetched first')
    if (top < headerFoot - 1) out.push(`the photo starts under the header (${Math.round(top)})`)
    if (top > headerFoot + 56)
      out.push(`the photo starts ${Math.round(top - headerFoot)}px below the header`)
    // Any visible words of the page above the photo's top edge.
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const r = range.getBoundingClientRect()
      if (r.width > 1 && r.height > 1 && r.top < top - 1)
        out.push(`"${node.textContent.trim().slice(0, 30)}" shows above the photo`)
    }
    return out
  })

/**
 * Grids that leave an item alone in a row that has room for another beside it (a seventh
 * question by itself under six in pairs), one line each. Forms are not counted: their
 * fields pair by what they hold.
 */
export const loneInRows = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = []
    for (const el of document.querySelectorAll('main *')) {
      if (el.closest('form')) continue
      const style = getComputedStyle(el)
      if (style.display !== 'grid' || style.gridTemplateColumns.split(' ').length < 2) continue
      // What a visitor sees: a carousel's count waiting, hidden, for its island is not an item.
      const items = [...el.children]
        .filter((item) => getComputedStyle(item).visibility !== 'hidden')
        .map((item) => ({ item, r: item.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && r.height > 0)
      if (items.length < 2) continue
      const box = el.getBoundingClientRect()
      const gap = Number.parseFloat(style.columnGap) || 0
      const narrowest = Math.min(...items.map(({ r }) => r.width))
      // Items share a row when they overlap in height (a band's parts may be centred).
      const rows: DOMRect[][] = []
      for (const { r } of items) {
        const row = rows.find((row) =>
          row.some((o) => r.top < o.bottom - 1 && o.top < r.bottom - 1),
        )
        if (row) row.push(r)
        else rows.push([r])
      }
      if (rows.length < 2) continue
      for (const row of rows) {
        if (row.length !== 1) continue
        const [r] = row as [DOMRect]
        const room = box.width - r.width
        if (room >= narrowest + gap - 1)
          out.push(
            `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}": an item alone in a row at y=${Math.round(r.top)} with ${Math.round(room)} px beside it`,
          )
      }
    }
    return out
  })
