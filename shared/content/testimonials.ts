/**
 * The 7 'Kind Words' testimonials of the home (content/testimonials.json): short,
 * plain quotes, each for a session type. PLACEHOLDER wording until the photographer
 * supplies her clients' own words.
 */
import data from '../../content/testimonials.json' with { type: 'json' }
import type { Testimonial } from './schema/home'

export const homeTestimonials: readonly Testimonial[] = data.testimonials
