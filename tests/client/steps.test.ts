import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  activeStepAtom,
  changeStepAtom,
  highestStepVisitedAtom,
  resetHighestStepVisitedAtom,
  setActiveStepAtom,
} from '../../client/state/steps'

describe('the step counter', () => {
  let store: ReturnType<typeof createStore>
  const state = () => ({
    active: store.get(activeStepAtom),
    highest: store.get(highestStepVisitedAtom),
  })

  beforeEach(() => {
    store = createStore()
  })

  it('should start at step 0 with nothing visited', () => {
    expect(state()).toEqual({ active: 0, highest: 0 })
  })

  it('should move to a step and remember the furthest one reached', () => {
    store.set(changeStepAtom, 3)
    expect(state()).toEqual({ active: 3, highest: 3 })
    store.set(changeStepAtom, 1)
    expect(state()).toEqual({ active: 1, highest: 3 })
    store.set(changeStepAtom, 4)
    expect(state()).toEqual({ active: 4, highest: 4 })
    store.set(changeStepAtom, 0)
    expect(state()).toEqual({ active: 0, highest: 4 })
  })

  it.each([5, -1, 100, 2.5, Number.NaN])('should ignore a change to %s', (step) => {
    store.set(changeStepAtom, 2)
    store.set(changeStepAtom, step)
    expect(state()).toEqual({ active: 2, highest: 2 })
  })

  it('should reset the furthest step to 0 and leave the active one', () => {
    store.set(changeStepAtom, 4)
    store.set(changeStepAtom, 2)
    store.set(resetHighestStepVisitedAtom)
    expect(state()).toEqual({ active: 2, highest: 0 })
  })

  it('should set the active step directly without touching the furthest one', () => {
    store.set(changeStepAtom, 1)
    store.set(setActiveStepAtom, 3)
    expect(state()).toEqual({ active: 3, highest: 1 })
  })
})
