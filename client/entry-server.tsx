import './styles/setup'
import { extractCss } from 'goober'
import { createStore, Provider } from 'jotai'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { Router } from 'wouter'
import { owner } from '../shared/owner'
import { App } from './App'
import { pageFiles } from './pages/registry'

export { pageFiles }

/** Renders one path to HTML, waiting for every lazy page, and returns goober's CSS for it. */
export async function render(path: string): Promise<{ html: string; css: string }> {
  extractCss() // start from an empty sheet
  const { prelude } = await prerender(
    <StrictMode>
      <Provider store={createStore()}>
        <Router ssrPath={path}>
          <App />
        </Router>
      </Provider>
    </StrictMode>,
    // Inline every Suspense boundary: above React's default 12.8 kB a finished
    // boundary is "outlined" into a hidden div that only a script reveals, which
    // leaves a long page (the home) blank without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const html = await new Response(prelude).text()
  return { html, css: extractCss() }
}

export { notFoundPages, prerenderPaths, routeKeyOf } from '../shared/routes'
export { headFor, headHtml } from './head'
export { globalCss } from './styles/global'
export { assertValidContent } from '../shared/content/validate'
export const siteOrigin: string = owner.origin
export { assetHeadersFile } from '../shared/security'
