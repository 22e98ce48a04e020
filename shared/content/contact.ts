/**
 * Contact page content, in a module of its own so that the contact page does not
 * load the home page's text, nor the home page this.
 */
import data from '../../content/contact-steps.json' with { type: 'json' }
import type { ContactStepsFile, StepCard } from './schema/home'

/**
 * The contact page's 'PASO A PASO PARA TRABAJAR JUNTOS' steps (content/contact-steps.json),
 * numbered in their order. A step's `link`, when set, makes its title a link.
 */
export const stepCards: readonly StepCard[] = (data as ContactStepsFile).steps.map((step, i) => ({
  id: i + 1,
  title: step.title,
  description: step.description,
  link: step.link ?? null,
}))

/** The photo the contact page opens with (its phone crop is '<key>-mobile'). */
export const contactOpeningImage: string = (data as ContactStepsFile).openingImage
