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
import { nearScreen } from '../styles/nearScreen'
import { brandDescription, business, type PageHead } from '../../shared/site/head'

/**
 * A block below the first screen, rendered as it nears the screen (nearScreen).
 * Home's sections are not all `<section>` children of `<main>`, so the global
 * rule for a page's later sections does not reach them: each is wrapped here.
 */
const Later = styled('div')`
  ${nearScreen(720)}
`

/** Home: its sections from top to bottom. */
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
          <Marquee items={[{ text: homeContent.agendaMarquee }]} />
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

export const head: PageHead<'home'> = ({ origin }) => ({
  title: 'Fotografía emocional de familias y marcas en Canning',
  description: brandDescription,
  jsonLd: [business(origin)],
})
