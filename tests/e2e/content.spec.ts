/**
 * Build-time content validation (no browser): the build refuses content that
 * breaks a schema, and says which entry and which field.
 */
import { expect, test } from '@playwright/test'
import { homeServiceCards } from '../../shared/content/home'
import { homeContentChecks } from '../../shared/content/schema/home'
import { homeTestimonials } from '../../shared/content/testimonials'
import {
  assertValidContent,
  contentProblems,
  type ContentCheck,
} from '../../shared/content/validate'

/** The shipped checks with one collection's entries swapped for broken ones. */
function withEntries(name: string, entries: readonly unknown[]): ContentCheck[] {
  const check = homeContentChecks.find((c) => c.name === name)
  if (!check) throw new Error(`no check named ${name}`)
  return [{ ...check, entries }]
}

test('should accept the shipped home, about and studio content', () => {
  expect(contentProblems(homeContentChecks)).toEqual([])
})

test('should name the testimonial and the field when a quote is empty', () => {
  const broken = homeTestimonials.map((t, i) => (i === 2 ? { ...t, quote: ' ' } : t))
  const entry = `homeTestimonials #2 (${homeTestimonials[2]!.author})`
  const problems = contentProblems(withEntries('homeTestimonials', broken))
  expect(problems).toEqual([`${entry}: quote: must not be empty`])
  expect(() => assertValidContent(withEntries('homeTestimonials', broken))).toThrow(
    `${entry}: quote`,
  )
})

test('should name the service card whose photo is not in the image registry', () => {
  const broken = homeServiceCards.map((c) => (c.id === 2 ? { ...c, image: 'no-such-photo' } : c))
  expect(contentProblems(withEntries('homeServiceCards', broken))).toEqual([
    'homeServiceCards #1 (2): image: must be a key of the image registry',
  ])
})

test('should refuse a service card whose link is not a site path', () => {
  const broken = homeServiceCards.map((c) =>
    c.id === 3 ? { ...c, link: 'https://example.com' } : c,
  )
  expect(contentProblems(withEntries('homeServiceCards', broken))).toEqual([
    'homeServiceCards #2 (3): link: must be a site path starting with "/"',
  ])
})

test('should refuse a home with six testimonials instead of seven', () => {
  const checks = homeContentChecks.filter(
    (c) => c.name === 'homeTestimonials' && c.entries.length === 1,
  )
  expect(checks).toHaveLength(1)
  const [countCheck] = checks
  const problems = contentProblems([{ ...countCheck!, entries: [homeTestimonials.slice(1)] }])
  expect(problems).toEqual(['homeTestimonials (all): (entry): the home shows 7 testimonials'])
})
