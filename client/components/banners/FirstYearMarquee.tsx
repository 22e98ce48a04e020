/**
 * The marquee strip inviting visitors to the first-year session; every item links
 * to /services/families/all. STUB: the home-page work implements it; the shop places it too.
 */
export function FirstYearMarquee() {
  return null
}
