// Written by scripts/build/islands.ts (npm run islands) from the files client/components/**/*.island.{ts,tsx}.
import '../islands/types'

declare module '../islands/types' {
  interface IslandModules {
    backLink: typeof import('../components/work/backLink.island')
    brandsForm: typeof import('../components/forms/brandsForm.island')
    carousel: typeof import('../components/carousel/carousel.island')
    chatButton: typeof import('../components/shell/chatButton.island')
    familiesForm: typeof import('../components/forms/familiesForm.island')
    headerLook: typeof import('../components/shell/headerLook.island')
    marquee: typeof import('../components/marquee/marquee.island')
    productForm: typeof import('../components/forms/productForm.island')
    subscribeForm: typeof import('../components/forms/subscribeForm.island')
    workGallery: typeof import('../components/work/workGallery.island')
  }
}
