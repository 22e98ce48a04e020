import { atom } from 'jotai'

/** Menu state: open or closed, and the title of the expanded group. */
export const menuOpenAtom = atom(false)
export const activeOptionAtom = atom('')

export const toggleMenuAtom = atom(null, (get, set) => {
  set(menuOpenAtom, !get(menuOpenAtom))
})

/** Choosing an option (or leaving the menu) closes it and collapses the open group. */
export const closeMenuAtom = atom(null, (_get, set) => {
  set(menuOpenAtom, false)
  set(activeOptionAtom, '')
})

/** One group open at a time: clicking the expanded title collapses it. */
export const toggleGroupAtom = atom(null, (get, set, title: string) => {
  set(activeOptionAtom, get(activeOptionAtom) === title ? '' : title)
})
