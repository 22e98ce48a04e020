import './styles/setup'
import './styles/fonts.css'
import { Provider } from 'jotai'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from the page')

const app = (
  <StrictMode>
    <Provider>
      <App />
    </Provider>
  </StrictMode>
)

// Prerendered pages hydrate; the client-rendered comparison build (bench) has an empty root.
// Hydrating inside a transition lets React work in small slices and yield to the
// browser between them (as Remix does), instead of one long task that blocks taps
// and scrolling on a slow phone. A tap on a part not hydrated yet is replayed once
// that part is.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app))
else createRoot(root).render(app)
