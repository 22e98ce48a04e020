import { atom } from 'jotai'

/** The step counter's range (spec section 9): 0 to 4. */
export const stepRange = { min: 0, max: 4 } as const

/** Step counter (spec sections 3 and 4): the active step and the furthest one reached. */
export const activeStepAtom = atom(0)
export const highestStepVisitedAtom = atom(0)

/**
 * Moves to a step. A value outside 0–4 is ignored; otherwise it becomes the active
 * step and the furthest step reached only ever grows.
 */
export const changeStepAtom = atom(null, (get, set, step: number) => {
  if (!Number.isInteger(step) || step < stepRange.min || step > stepRange.max) return
  set(activeStepAtom, step)
  set(highestStepVisitedAtom, Math.max(get(highestStepVisitedAtom), step))
})

/** Sets the active step directly, leaving the furthest step reached alone. */
export const setActiveStepAtom = atom(null, (_get, set, step: number) => {
  set(activeStepAtom, step)
})

export const resetHighestStepVisitedAtom = atom(null, (_get, set) => {
  set(highestStepVisitedAtom, 0)
})
