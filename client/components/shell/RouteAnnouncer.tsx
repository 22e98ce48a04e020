import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'

/** The path the document was loaded at: its head is the prerendered one. */
const firstPath = typeof location === 'undefined' ? '' : location.pathname
/** The path whose head is set, or being set. */
let headPath = firstPath

/**
 * After a client-side navigation, what a full load gives: the new page's head, its
 * title read out, focus at its start (client/routeHead.ts, loaded then). Goes after
 * the page in its Suspense boundary, so its effect runs once the new page is on screen.
 */
export function RouteChange() {
  const [path] = useLocation()
  useEffect(() => {
    if (path === headPath) return
    headPath = path
    let current = true
    void import('../../routeHead').then((m) => m.arrive(path, firstPath, () => current))
    return () => {
      current = false
    }
  }, [path])
  return null
}

/** Where routeHead.ts writes the title of the page reached. */
export const announcerId = 'anuncio-de-pagina'

/**
 * The polite live region that reads the new page's title, as Next.js's and Gatsby's
 * route announcers do. Added after hydration, so the prerendered pages stay as they
 * are, and in place long before a navigation writes into it. React renders it
 * without children, so it never touches the text routeHead.ts puts there.
 */
export function RouteAnnouncer() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return (
    mounted && (
      <div id={announcerId} className="visually-hidden" aria-live="polite" aria-atomic="true" />
    )
  )
}
