/** The services page's testimonial slides (content/service-testimonials.json); only that page loads them. */
import data from '../../content/service-testimonials.json' with { type: 'json' }
import type { TestimonialSlide } from './schema/pages'

export const serviceTestimonials: readonly TestimonialSlide[] = data.testimonials
