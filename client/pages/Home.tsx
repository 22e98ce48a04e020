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

/** Home (spec section 2), in the spec's order. */
export default function Home() {
  return (
    <>
      <Hero />
      <Intro />
      <ServicesStrip />
      <section aria-label="Agenda">
        <Marquee items={[{ text: homeContent.agendaMarquee }]} tone="grafito" />
      </section>
      <Story />
      <Gallery />
      <Testimonials />
      <Philosophy />
      <WorkTogether />
      <FirstYearMarquee />
      <GiftBanner />
    </>
  )
}
