import './styles/fonts.css'
import { loadApp } from './prehydration/loadApp'

// The page's only script tag: it loads the app once the page has painted
// (client/prehydration/loadApp.ts).
loadApp()
