/**
 * Contact page content, in a module of its own so that the contact page does not
 * load the home page's text, nor the home page this.
 */
import type { StepCard } from './schema/home'

/**
 * The contact page's 'PASO A PASO PARA TRABAJAR JUNTOS' steps, in order. A step's
 * `link`, when set, makes its title a link; none has one.
 */
export const stepCards: readonly StepCard[] = [
  {
    id: 1,
    title: 'Elegí tu servicio',
    description: 'Mirá los servicios y elegí el que mejor cuente tu historia o la de tu marca.',
    link: null,
  },
  {
    id: 2,
    title: 'Completá el formulario',
    description:
      'Contame qué buscás en el formulario de contacto y te mando el presupuesto con toda la información.',
    link: null,
  },
  {
    id: 3,
    title: 'Reservá tu fecha',
    description: 'Elegimos juntos el día de la sesión, según la disponibilidad de la agenda.',
    link: null,
  },
]
