/**
 * A React island's children: HTML rendered at build, in this element, that
 * hydration adopts as it is (react.tsx). Its own module: the runtime does not need it.
 */
export const slotTag = 'island-slot'
