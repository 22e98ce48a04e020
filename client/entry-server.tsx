import './styles/setup'
import { extractCss } from 'goober'
import { createStore, Provider } from 'jotai'
import { createElement, StrictMode, type ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { Router } from 'wouter'
import { owner } from '../shared/content/owner'
import { paths } from '../shared/site/routes'
import { prerenderPaths as sitePaths } from '../shared/site/catalog'
import { titleSuffix } from '../shared/site/head'
import { sitePagesPath, type SitePages } from '../shared/rules/insight'
import { journalPaths } from '../shared/content/journal-feed'
import { App } from './App'
import { headFor } from './pages/heads'
import {
  createImageCollector,
  ImageCollectorContext,
  type ImageCollector,
  type ShownImage,
} from './components/media/collector'
import { IslandsContext, type ReactIslandRender } from './islands/Island'
import { islands } from './components/islands'
import { islandAttributes, islandTag } from './islands/markup'
import { slotTag } from './islands/slot'

/** HTML of a tree, waiting for every lazy part. */
async function html(node: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerender(node, {
    identifierPrefix,
    // Inline every Suspense boundary: above React's default 12.8 kB a finished
    // boundary is "outlined" into a hidden div that only a script reveals, which
    // leaves a long page (the home) blank without JavaScript.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  return new Response(prelude).text()
}

/** What every render of a page shares: the path, the photos it shows, its islands. */
function context(path: string, images: ImageCollector, children: ReactNode): ReactNode {
  return (
    <StrictMode>
      <ImageCollectorContext value={images}>
        <Provider store={createStore()}>
          <Router ssrPath={path}>{children}</Router>
        </Provider>
      </ImageCollectorContext>
    </StrictMode>
  )
}

/**
 * A React island rendered on its own, as the browser will hydrate it: in a root of
 * its own whose ids start with the island's id, its children in a slot.
 */
async function islandHtml(
  path: string,
  images: ImageCollector,
  { id, name, props, children }: ReactIslandRender,
): Promise<string> {
  const { Component } = (await islands[name]()).default
  if (!Component) throw new Error(`Island "${name}" has no React component`)
  const slot = children === undefined ? undefined : createElement(slotTag, null, children)
  const island = createElement(Component as (p: object) => ReactNode, props as object, slot)
  return html(
    context(path, images, <IslandsContext value={null}>{island}</IslandsContext>),
    `${id}-`,
  )
}

/**
 * Renders one path to HTML, then each React island on it apart, into its place;
 * returns goober's CSS for all of it and the images it shows.
 */
export async function render(
  path: string,
): Promise<{ html: string; css: string; images: ShownImage[] }> {
  extractCss() // start from an empty sheet
  const images = createImageCollector()
  const apart = new Map<string, ReactIslandRender>()
  let next = 0
  const onPage = {
    nextId: () => `i${next++}`,
    renderApart: (island: ReactIslandRender) => void apart.set(island.id, island),
  }
  let page = await html(
    context(path, images, <IslandsContext value={onPage}>{<App />}</IslandsContext>),
  )
  for (const island of apart.values()) {
    // The island's empty element, as Island.tsx writes it (its id last).
    const place = `${islandAttributes.id}="${island.id}"></${islandTag}>`
    if (!page.includes(place)) continue // a render React threw away
    const inner = await islandHtml(path, images, island)
    page = page.replace(place, () => place.replace('></', `>${inner}</`))
  }
  return { html: page, css: extractCss(), images: images.shown }
}

export { notFoundPages } from '../shared/site/routes'
export { headHtml, shareImageFallback, shareImageHtml } from '../shared/site/head'
export { journalFeed, journalLastmod, journalMailList } from '../shared/content/journal-feed'
export { journalMailManifestPath } from '../shared/content/journal-mail'
export const journalFeedPath: string = paths.journalFeed

/** Every path the build prerenders: the route table's and the journal's. */
export const prerenderPaths = (): string[] => [...sitePaths(), ...journalPaths()]

/** A path's head, from its page module; `shareImage`: the photo the page is shared with. */
export { headFor }

/** Every built page by its path, with the name her Monday mail gives it (its title, the home "Inicio"). */
export const sitePages = (): SitePages => ({
  version: 1,
  pages: Object.fromEntries(
    prerenderPaths().map((path) => [
      path,
      path === paths.home
        ? 'Inicio'
        : headFor(path, owner.origin, '').title.replace(titleSuffix, ''),
    ]),
  ),
})
export { sitePagesPath }
export { globalCss } from './globalCss'
export { assertValidContent } from '../shared/content/files'
export const siteOrigin: string = owner.origin
export { adminHeaders, assetHeadersFile } from '../shared/site/headers'
export { cmsConfig, cmsStoryPhotoComponent } from '../shared/content/editor-config'
