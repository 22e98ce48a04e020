import { createStore } from 'jotai'

/** The one jotai store every island of a page shares (client/islands/react.tsx). */
export const store = createStore()
