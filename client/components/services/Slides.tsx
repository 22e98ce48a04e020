import type { ReactNode } from 'react'

/**
 * Splide's track and slides as divs: Splide gives every slide role="group", which
 * is not allowed on an <li> (axe: aria-allowed-role). Splide finds them by class name.
 */
export function SlideTrack({ slides }: { slides: readonly { key: string; node: ReactNode }[] }) {
  return (
    <div className="splide__track">
      <div className="splide__list">
        {slides.map((s) => (
          <div key={s.key} className="splide__slide">
            {s.node}
          </div>
        ))}
      </div>
    </div>
  )
}
