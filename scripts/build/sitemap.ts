/** sitemap.xml and robots.txt, generated from the shared route table. */
export function sitemapXml(
  origin: string,
  routes: readonly { path: string; lastmod: string }[],
): string {
  const urls = routes
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${origin}${path}</loc><lastmod>${lastmod}</lastmod></url>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /v1/api/\nDisallow: /no-encontrado/\n\nSitemap: ${origin}/sitemap.xml\n`
}
