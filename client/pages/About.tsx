import { aboutContent } from '../../shared/content/about'
import { paths } from '../../shared/site/routes'
import { AboutHero } from '../components/about/AboutHero'
import { AboutStory } from '../components/about/AboutStory'
import { GoodTeam } from '../components/about/GoodTeam'
import { Purpose } from '../components/about/Purpose'
import { SecondStory } from '../components/about/SecondStory'
import { SubscribeBlock } from '../components/about/SubscribeBlock'
import { Marquee } from '../components/marquee/Marquee'
import type { PageHead } from '../../shared/site/head'

/** About: its sections from top to bottom. */
export default function About() {
  return (
    <>
      <AboutHero />
      <AboutStory />
      <Purpose />
      <section aria-label="Reservá tu sesión">
        <Marquee items={[{ text: aboutContent.bookingBanner, href: paths.contact }]} />
      </section>
      <GoodTeam />
      <SubscribeBlock />
      <SecondStory />
    </>
  )
}

export const head: PageHead<'about'> = () => ({
  title: 'Sobre mí',
  description:
    'Fotógrafa desde 2012 y de familias desde 2014: mi historia, mis valores y cómo trabajamos juntos.',
})
