import { studioContent } from '../../shared/content/studio'
import { Marquee } from '../components/marquee/Marquee'
import { Rental } from '../components/studio/Rental'
import { StudioHero } from '../components/studio/StudioHero'
import type { PageHead } from '../../shared/site/head'

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

export const head: PageHead<'studio'> = () => ({
  title: 'Alquiler del estudio',
  description:
    'Alquilá un estudio de 50 m² con gran ventanal de luz natural en Canning para producciones, talleres, presentaciones y charlas.',
})
