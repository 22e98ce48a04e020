/**
 * Keyframes live in the global styles (rendered on every page) rather than in
 * goober's `keyframes`, which injects once at import and would be missing from
 * every prerendered page after the first.
 */
export const keyframes = {
  fadeIn: 'fade-in',
  slideFromTop: 'slide-from-top',
  slideFromBottom: 'slide-from-bottom',
  marquee: 'marquee',
  spin: 'spin',
} as const

export const keyframesCss = `
  @keyframes ${keyframes.fadeIn} { from { opacity: 0; } to { opacity: 1; } }
  @keyframes ${keyframes.slideFromTop} { from { transform: translateY(-100%); } to { transform: translateY(0); } }
  @keyframes ${keyframes.slideFromBottom} { from { transform: translateY(100%); } to { transform: translateY(0); } }
  @keyframes ${keyframes.spin} { to { transform: rotate(360deg); } }
  @keyframes ${keyframes.marquee} { from { transform: translateX(0); } to { transform: translateX(-50%); } }
`
