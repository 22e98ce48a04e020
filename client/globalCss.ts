import { nativeCarouselCss } from './components/carousel/nativeCss'
import { headerCss } from './components/shell/headerCss'
import { menuCss } from './components/shell/menuCss'
import { baseCss, reducedMotionCss } from './styles/global'

/** Every page's plain CSS in its <head>: the base, the header, menu and carousels before script, then reduced motion. */
export const globalCss = `${baseCss}${headerCss}${menuCss}${nativeCarouselCss}${reducedMotionCss}`
