/**
 * Hydration, loaded by entry-client.tsx once the prerendered page has painted and
 * loaded (or at once in the client-rendered comparison build).
 */
import './styles/setup'
import { Provider } from 'jotai'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { startHydrationEvent } from './hydration'

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from the page')

const app = (
  <StrictMode>
    <Provider>
      <App />
    </Provider>
  </StrictMode>
)

// Prerendered pages hydrate when the loader says so; the client-rendered comparison
// build (bench) has an empty root and this file as its script tag: it renders at once.
// Hydrating inside a transition lets React work in small slices and yield to the
// browser between them (as Remix does), instead of one long task that blocks taps
// and scrolling on a slow phone.
if (root.firstElementChild)
  document.addEventListener(
    startHydrationEvent,
    () => startTransition(() => void hydrateRoot(root, app)),
    { once: true },
  )
else createRoot(root).render(app)
