/**
 * What a page reached by client-side navigation gets that a full load gives: the
 * tags of its prerendered head, made by the same functions (head.ts), its title
 * read out and focus at its start. Loaded on the first navigation, never with a
 * page: headFor reads content (FAQs, works, products) a first load has no use for.
 */
import generated from 'virtual:images'
// Reaches all of the chunks that hold what this reads (the photos' sizes with
// Picture, the services' content with WorkCard): importing only those modules would
// make the bundler split them into files of their own, one more request for every
// page that shows a photo or a service.
import './components/media/Picture'
import './components/portfolio/WorkCard'
import { jpegSrcFor, jpegWidthFor } from './components/media/sources'
import { announcerId } from './components/shell/RouteAnnouncer'
import { headFor, headTags, shareImageFallback, shareImageHeadTags, type HeadTag } from './head'

/**
 * The origin the build wrote into the page's absolute URLs (SITE_ORIGIN may differ
 * from owner.origin), read from the share image every page has. Read on load, before
 * any tag is replaced.
 */
const origin = ((): string | undefined => {
  const image = document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')
  try {
    return image ? new URL(image).origin : undefined
  } catch {
    return undefined
  }
})()

/** The page's share photo, chosen as the build chooses it from the photos it shows. */
function shareImage(main: ParentNode): HeadTag[] {
  const photo =
    main.querySelector('img[data-image][fetchpriority="high"]') ??
    main.querySelector('img[data-image]')
  const key = photo?.getAttribute('data-image') ?? shareImageFallback
  const meta = generated[key]
  return meta
    ? shareImageHeadTags(`${origin ?? ''}${jpegSrcFor(key, meta)}`, jpegWidthFor(meta.width))
    : []
}

/** Where a tag of this kind sits in the head: its element and first attribute. */
function selectorOf({ tag, attrs }: HeadTag): string {
  const [name, value] = Object.entries(attrs)[0] ?? []
  return name ? `${tag}[${name}="${value}"]` : tag
}

function toElement({ tag, attrs, text }: HeadTag): Element {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value)
  if (text !== undefined) element.textContent = text
  return element
}

/** The tags on screen; until the first navigation, those the first page was built with. */
let onScreen: readonly HeadTag[] | undefined

/**
 * Replaces the head's per-page tags with those of `path`, whose page is now in
 * `main`, and returns its title. `firstPath` is the path the document was loaded at.
 */
function applyRouteHead(path: string, firstPath: string, main: ParentNode): string {
  const head = headFor(path, origin)
  const tags = [...headTags(head), ...shareImage(main)]
  const before = onScreen ?? headTags(headFor(firstPath, origin))
  // Both lists' kinds: a tag only one of them has (canonical or robots, JSON-LD) goes too.
  const selectors = new Set([...before, ...tags].map(selectorOf))
  const old = document.head.querySelectorAll([...selectors].join(','))
  const elements = tags.map(toElement)
  if (old[0]) old[0].before(...elements)
  else document.head.append(...elements)
  for (const element of old) element.remove()
  onScreen = tags
  return head.title
}

/**
 * Resolves once the page can take focus and be read. A link in the menu closes it
 * as it navigates; until the menu has animated out, the rest of the document is
 * inert, and then the menu hands focus back to its button.
 */
async function untilInteractive(main: HTMLElement): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  for (let i = 0; i < 120 && main.closest('[inert], [aria-hidden="true"]'); i++) await frame()
  await frame()
}

/**
 * Moves focus to the page's main heading (focusable while it has focus), else to
 * <main>: where a screen reader or the Tab key then starts. A control of the page
 * that stays on screen (the families section links) keeps focus.
 */
function focusPage(main: HTMLElement): void {
  const active = document.activeElement
  if (active && active !== main && main.contains(active)) return
  const target = main.querySelector('h1') ?? main
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1')
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true })
  }
  target.focus({ preventScroll: true })
}

/**
 * Gives the page of `path`, now on screen, what a full load would: its head, its
 * title read out, focus. `current` turns false once another navigation follows.
 */
export async function arrive(path: string, firstPath: string, current: () => boolean) {
  const main = document.querySelector('main')
  if (!main || !current()) return
  const title = applyRouteHead(path, firstPath, main)
  await untilInteractive(main)
  if (!current()) return
  const announcer = document.getElementById(announcerId)
  if (announcer) announcer.textContent = title
  focusPage(main)
}
