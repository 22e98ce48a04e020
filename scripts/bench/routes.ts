/**
 * The ten routes measured for performance: home, about, services, one
 * service detail, one portfolio, one work detail, FAQs, contact, shop, one product.
 * `npm run bench` measures them; the layout-stability test loads each.
 */
export const benchRoutes = [
  '/',
  '/about',
  '/services',
  '/services/families/recienNacido',
  '/portfolio/families',
  '/work/2',
  '/faqs',
  '/contact',
  '/shop',
  '/shop/libro',
] as const
