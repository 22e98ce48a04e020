/**
 * The client-rendered comparison build of `npm run bench` (CLIENT_RENDERED=1): the
 * old site's architecture, an empty root that JavaScript fills with the whole app,
 * React islands rendered in place; the others start once the page has loaded (its
 * lazy page module with it).
 */
import './styles/setup'
import './styles/fonts.css'
import { Provider } from 'jotai'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { startIslands } from './islands/runtime'
import { store } from './islands/store'

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
