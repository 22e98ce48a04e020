import './styles/setup'
import { extractCss } from 'goober'
import { createStore, Provider } from 'jotai'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { Router } from 'wouter'
import { owner } from '../shared/owner'
import { App } from './App'
import {
  createImageCollector,
  ImageCollectorContext,
  type ShownImage,
} from './components/media/collector'
import { pageFiles } from './pages/registry'

export { pageFiles }

/**
 * Renders one path to HTML, waiting for every lazy page, and returns goober's CSS
 * for it and the images it shows.
 */
export async function render(
  path: string,
): Promise<{ html: string; css: string; images: ShownImage[] }> {
  extractCss() // start from an empty sheet
  const images = createImageCollector()
  const { prelude } = await prerender(
    <StrictMode>
      <ImageCollectorContext value={images}>
        <Provider store={createStore()}>
          <Router ssrPath={path}>
            <App />
          </Router>
        </Provider>
      </ImageCollectorContext>
    </StrictMode>,
    // Inline every Suspense boundary: above React's default 12.8 kB a finished
    // boundary is "outlined" into a hidden div that only a script reveals, which
    // leaves a long page (the home) blank without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const html = await new Response(prelude).text()
  return {
    html,
    css: extractCss(),
    images: images.shown,
  }
}

export { notFoundPages } from '../shared/routes'
export { prerenderPaths, routeKeyOf } from '../shared/catalog'
export { headFor, headHtml, shareImageFallback, shareImageHtml } from './head'
export { globalCss } from './styles/global'
export { assertValidContent } from '../shared/content/validate'
export const siteOrigin: string = owner.origin
export { adminHeaders, assetHeadersFile } from '../shared/security'
export { cmsConfig } from '../shared/content/cms'
