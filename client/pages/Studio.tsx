import { studioContent } from '../../shared/content/studio'
import { Marquee } from '../components/marquee/Marquee'
import { Rental } from '../components/studio/Rental'
import { StudioHero } from '../components/studio/StudioHero'

/** Studio rental: its sections from top to bottom. */
export default function Studio() {
  return (
    <>
      <StudioHero />
      <section aria-label="Reservas del estudio">
        <Marquee items={[{ text: studioContent.banner }]} />
      </section>
      <Rental />
    </>
  )
}
