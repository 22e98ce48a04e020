import { homeContent } from '../../../shared/content/home'
import { paths } from '../../../shared/site/routes'
import { Marquee } from '../marquee/Marquee'

/**
 * The marquee strip inviting visitors to the first-year session; every item links
 * to /services/families/all. Placed on the home and the shop.
 */
export function FirstYearMarquee() {
  const items = homeContent.firstYear.items.map((text) => ({ text, href: paths.families() }))
  return (
    <section aria-label="Sesión de primer año">
      <Marquee items={items} />
    </section>
  )
}
