import { styled } from 'goober'
import { homeContent } from '../../shared/content/home'
import { FirstYearMarquee } from '../components/banners/FirstYearMarquee'
import { GiftBanner } from '../components/banners/GiftBanner'
import { Gallery } from '../components/home/Gallery'
import { Hero } from '../components/home/Hero'
import { Intro } from '../components/home/Intro'
import { Philosophy } from '../components/home/Philosophy'
import { ServicesStrip } from '../components/home/ServicesStrip'
import { Story } from '../components/home/Story'
import { Testimonials } from '../components/home/Testimonials'
import { WorkTogether } from '../components/home/WorkTogether'
import { Marquee } from '../components/marquee/Marquee'

/**
 * A section below the first screen, styled and laid out only when it nears the
 * screen (`content-visibility: auto`). The home page is long: without this, the
 * phone's first paint, and every relayout when a web font arrives, would style and
 * lay out all of it. `auto` in the size keeps a section's real height once it has
 * been shown, so scrolling back up never jumps; 720px is the guess until then.
 */
const Later = styled('div')`
  content-visibility: auto;
  contain-intrinsic-size: auto 720px;
`

/** Home (spec section 2), in the spec's order. */
export default function Home() {
  return (
    <>
      <Hero />
      <Intro />
      <Later>
        <ServicesStrip />
      </Later>
      <Later>
        <section aria-label="Agenda">
          <Marquee items={[{ text: homeContent.agendaMarquee }]} tone="grafito" />
        </section>
      </Later>
      <Later>
        <Story />
      </Later>
      <Later>
        <Gallery />
      </Later>
      <Later>
        <Testimonials />
      </Later>
      <Later>
        <Philosophy />
      </Later>
      <Later>
        <WorkTogether />
      </Later>
      <Later>
        <FirstYearMarquee />
      </Later>
      <Later>
        <GiftBanner />
      </Later>
    </>
  )
}
