import './styles/fonts.css'
import { startIslands } from './islands/runtime'

// The page's only script: the island runtime (docs/ARCHITECTURE.md, "Islands").
startIslands()
