/** Nothing leaves the machine: a fetch no fake answers fails the test that made it. */
import { afterEach, beforeEach, expect } from 'vitest'
import { guardOutbound, unansweredFetches } from './fake-fetch'

beforeEach(guardOutbound)
afterEach(() => {
  expect(unansweredFetches(), 'fetched with no fake to answer').toEqual([])
})
