import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'

/** The title of the page last reached in the app, for the live region to read. */
const announcementAtom = atom('')

/** The path the document was loaded at, whose head is the prerendered one (none on the server). */
const firstPath = typeof location === 'undefined' ? undefined : location.pathname
/** The path whose head is set, or being set. */
let headPath = firstPath

/**
 * After a client-side navigation, what a full load gives: the new page's head, its
 * title read out, focus at its start (client/routeHead.ts). Goes after the page in
 * its Suspense boundary, so its effect runs once the new page is on screen.
 */
export function RouteChange() {
  const [path] = useLocation()
  const announce = useSetAtom(announcementAtom)
  useEffect(() => {
    if (firstPath === undefined || path === headPath) return
    headPath = path
    let current = true
    void import('../../routeHead').then(async ({ applyRouteHead, untilInteractive, focusPage }) => {
      const main = document.querySelector('main')
      if (!current || !main) return
      const title = applyRouteHead(path, firstPath, main)
      await untilInteractive(main)
      if (!current) return
      announce(title)
      focusPage(main)
    })
    return () => {
      current = false
    }
  }, [path, announce])
  return null
}

/**
 * The polite live region that reads the new page's title, as Next.js's and Gatsby's
 * route announcers do. Added after hydration, leaving the prerendered pages as they
 * are; it is in place long before a navigation fills it.
 */
export function RouteAnnouncer() {
  const message = useAtomValue(announcementAtom)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted) return null
  return (
    <div id="anuncio-de-pagina" className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  )
}
