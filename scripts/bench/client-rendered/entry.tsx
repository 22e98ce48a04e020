/**
 * The client-rendered comparison of `npm run bench`: the old site's architecture, an
 * empty root that JavaScript fills with the whole app, React islands rendered in place
 * (Island.tsx here); the others start once the page has loaded (its lazy page module
 * with it). Built by scripts/bench/client-rendered.ts.
 */
import '../../../client/styles/setup'
import '../../../client/styles/fonts.css'
import { Provider } from 'jotai'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '../../../client/App'
import { startIslands } from '../../../client/islands/runtime'
import { store } from '../../../client/islands/store'

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from the page')
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
)
addEventListener('load', () => setTimeout(startIslands, 0), { once: true })
