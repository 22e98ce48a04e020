/**
 * Byte budgets of the production build: pages must be fast on a mid-range phone on 4G.
 * Bytes do not vary from run to run, so this is a test; speed is measured by `npm run bench`.
 * Reads dist/client: run `npm run build` first (npm test does).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { type RouteKey } from '../../shared/site/routes'
import { routeKeyOf } from '../../shared/site/catalog'
import { builtPages, staticImports } from '../e2e/helpers'

const dist = path.resolve(import.meta.dirname, '../../dist/client')
const KB = 1024

/** The island runtime, the one script every page loads. */
const runtimeBudget = 1.2 * KB
/**
 * What a page can load without a tap (gzip): the runtime and every island that comes
 * to life as it nears the screen or at once, with all they import. React only where
 * a form is; Splide where a carousel is; nothing else.
 */
const jsBudget = (route: RouteKey): number =>
  route === 'contact'
    ? 120 * KB
    : route === 'productContact' || route === 'about'
      ? 110 * KB
      : route === 'home' || route === 'services'
        ? 16 * KB
        : runtimeBudget
const cssBudget = 25 * KB
const htmlBudget = 60 * KB
/**
 * Tighter than the 60 KB HTML budget: the part of a page that draws its first screen
 * (the head with its styles, the header and the first section of the content) must,
 * with the response headers (about 1 KB here), fit TCP's first congestion window
 * (10 segments of 1460 bytes). The browser parses and paints what it has, so that
 * part arrives in one round trip and one byte more would cost a second, 150 ms on
 * Lighthouse's 4G; what follows (the sections below, the footer, the menu dialog at
 * the very end) may come in the next. The home page is the one near it.
 */
const firstRoundTripHtml = 10 * 1460 - KB

/** A page's HTML up to the end of the first section of its content. */
function firstScreenHtml(html: string): string {
  const main = html.indexOf('<main')
  let depth = 0
  for (const tag of html.slice(main).matchAll(/<(\/?)section\b[^>]*>/g)) {
    depth += tag[1] ? -1 : 1
    if (depth === 0) return html.slice(0, main + (tag.index ?? 0) + tag[0].length)
  }
  return html.slice(0, html.indexOf('</main>'))
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length
const read = (file: string) => readFileSync(path.join(dist, file))
const htmlFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`)

/** The files and every module they import statically, however deep. */
function withStaticImports(files: string[]): Set<string> {
  const all = new Set(files)
  for (const file of all)
    for (const name of staticImports(read(file).toString()))
      all.add(path.posix.join(path.posix.dirname(file), name))
  return all
}

/** The page's islands that come to life without a tap, by name (client/islands/). */
const untappedIslands = (html: string): string[] =>
  [...html.matchAll(/ data-island="(\w+)" data-when="(load|visible)"/g)].map(
    ([, name]) => name ?? '',
  )

function firstLoad(route: string) {
  const html = read(htmlFile(route)).toString()
  const runtime = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map(
    ([, f]) => f ?? '',
  )
  const chunks = JSON.parse(
    html.match(/<script type="application\/json" id="islands">([^<]*)<\/script>/)?.[1] ?? '{}',
  ) as Record<string, string[]>
  const scripts = runtime.concat(
    untappedIslands(html).flatMap((name) => (chunks[name] ?? []).map((f) => f.slice(1))),
  )
  const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)]
    .map(([, f]) => f ?? '')
    // The previews of the photos below the first screen, fetched once the page has painted.
    .concat(html.match(/data-later-css="\/([^"]+)"/)?.[1] ?? [])
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map(([, css]) => css)
    .join('')
  return {
    runtime: runtime.reduce((sum, f) => sum + gz(read(f)), 0),
    js: [...withStaticImports(scripts)].reduce((sum, f) => sum + gz(read(f)), 0),
    css: sheets.reduce((sum, f) => sum + gz(read(f)), 0) + gz(inlineCss),
    html: gz(html),
    firstScreen: gz(firstScreenHtml(html)),
  }
}

test('should keep every route within its first-load byte budgets', () => {
  // Every built page, the journal's too (the sitemap lists them all).
  const rows = builtPages().map((route) => ({ route, ...firstLoad(route) }))
  const kb = (n: number) => (n / KB).toFixed(1).padStart(6)
  console.log(
    ['route                              JS KB  runtime KB  CSS KB  HTML KB  first screen KB']
      .concat(
        rows.map(
          (r) =>
            `${r.route.padEnd(32)} ${kb(r.js)}  ${kb(r.runtime)}      ${kb(r.css)}  ${kb(r.html)}  ${kb(r.firstScreen)}`,
        ),
      )
      .join('\n'),
  )
  for (const r of rows) {
    expect(r.runtime, `${r.route} island runtime (gzip)`).toBeLessThanOrEqual(runtimeBudget)
    expect(r.js, `${r.route} JS without a tap (gzip)`).toBeLessThanOrEqual(
      jsBudget(routeKeyOf(r.route)),
    )
    expect(r.css, `${r.route} CSS (gzip)`).toBeLessThanOrEqual(cssBudget)
    expect(r.html, `${r.route} HTML (gzip)`).toBeLessThanOrEqual(htmlBudget)
    expect(
      r.firstScreen,
      `${r.route} first screen's HTML (gzip) in one round trip`,
    ).toBeLessThanOrEqual(firstRoundTripHtml)
  }
})
