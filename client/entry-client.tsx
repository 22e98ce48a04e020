import './styles/setup'
import './styles/fonts.css'
import { Provider } from 'jotai'
import { StrictMode } from 'react'
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
if (root.firstElementChild) hydrateRoot(root, app)
else createRoot(root).render(app)
