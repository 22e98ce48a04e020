/**
 * Every island of the site by name, and its module: a file `<name>.island.ts(x)`
 * that the client build makes a chunk of its own (vite.config.ts). The build and the
 * prerender read this list; the page's runtime gets the chunks of its own islands
 * from the page (docs/ARCHITECTURE.md, "Islands"). A build test (tests/build/islands.test.ts)
 * fails when this list and the island files differ.
 */
export const islands = {
  carousel: () => import('../components/carousel/carousel.island'),
  marquee: () => import('../components/marquee/marquee.island'),
  chatButton: () => import('../components/shell/chatButton.island'),
  headerLook: () => import('../components/shell/headerLook.island'),
  familiesForm: () => import('../components/forms/familiesForm.island'),
  brandsForm: () => import('../components/forms/brandsForm.island'),
  productForm: () => import('../components/forms/productForm.island'),
  subscribeForm: () => import('../components/forms/subscribeForm.island'),
  workGallery: () => import('../components/work/workGallery.island'),
  backLink: () => import('../components/work/backLink.island'),
}

export type IslandName = keyof typeof islands
