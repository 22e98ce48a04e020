import { styled } from 'goober'
import { breakpoints, fonts, palette, upTo } from '../../../shared/design'

/** The three steps of spec section 2 ("Contact"), in voseo. */
const steps = [
  { title: 'Elegí tu servicio', text: 'Mirá las sesiones para familias y para marcas.' },
  {
    title: 'Completá el formulario',
    text: 'Completá el formulario de contacto para recibir un presupuesto e información detallada.',
  },
  { title: 'Reservá tu fecha', text: 'Reservá la fecha de tu sesión, sujeta a disponibilidad.' },
] as const

const List = styled('ol')`
  list-style: none;
  padding: 0;
  margin-top: 48px;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 48px;
  li {
    padding-top: 24px;
    border-top: 1px solid ${palette.grafito};
  }
  .number {
    display: block;
    font-family: ${fonts.serif};
    font-weight: 300;
    font-size: clamp(2.5rem, 4vw, 3.5rem);
    line-height: 1;
    margin-bottom: 16px;
  }
  h3 {
    font-size: clamp(1.375rem, 2vw, 1.75rem);
    margin-bottom: 8px;
  }
  ${upTo(breakpoints.workLayout)} {
    grid-template-columns: 1fr;
    gap: 32px;
  }
`

export function Steps() {
  return (
    <List>
      {steps.map((s, i) => (
        <li key={s.title}>
          <span className="number" aria-hidden="true">
            {i + 1}
          </span>
          <h3>
            <span className="visually-hidden">Paso {i + 1}: </span>
            {s.title}
          </h3>
          <p>{s.text}</p>
        </li>
      ))}
    </List>
  )
}
