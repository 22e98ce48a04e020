import { expect, test } from '@playwright/test'
import { owner } from '../../shared/content/owner'
import { builtPages } from './helpers'

const attr = (html: string, re: RegExp) => html.match(re)?.[1]

/** Paths that show the same page as another: 'all' means embarazo. */
const aliases: Record<string, string> = { '/services/families/embarazo': '/services/families/all' }

test('should give every page its own title, description and canonical URL', async ({ request }) => {
  const titles = new Map<string, string>()
  for (const path of builtPages()) {
    const html = await (await request.get(path)).text()
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/)
    const canonicalPath = new URL(canonical ?? '').pathname
    expect(canonicalPath, path).toBe(aliases[path] ?? path)
    const title = attr(html, /<title>([^<]+)<\/title>/) ?? ''
    expect(title, path).toBeTruthy()
    const holder = titles.get(title)
    expect(
      holder === undefined || holder === canonicalPath,
      `${path} repeats the title of ${holder}`,
    ).toBe(true)
    titles.set(title, canonicalPath)
    expect(attr(html, /<meta name="description" content="([^"]{40,})"/), path).toBeTruthy()
    expect(html, path).toContain('<meta property="og:title"')
    expect(html, path).toContain('<meta name="twitter:card"')
    // A share image per page: its own photo, served.
    const image = attr(html, /<meta property="og:image" content="([^"]+)"/)
    expect(image, path).toMatch(/\/images\/.+\.jpg$/)
    expect((await request.get(new URL(image ?? '').pathname)).status(), image).toBe(200)
    expect(html, path).toContain(`<meta name="twitter:image" content="${image}"`)
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.+?)<\/script>/g)) {
      expect(() => JSON.parse(json ?? ''), path).not.toThrow()
    }
  }
})

test("should describe the business with the studio's address on the home page", async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.+?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>,
  )
  const business = blocks.find((b) => b['@type'] === 'ProfessionalService')
  expect(business).toMatchObject({
    address: { addressLocality: owner.address.locality, addressRegion: owner.address.region },
  })
  expect(business?.sameAs).toEqual([owner.socialUrl])
})

test('should keep "not found" pages out of search results', async ({ request }) => {
  const res = await request.get('/shop/no-existe', { maxRedirects: 0 })
  expect(res.status()).toBe(404)
  const html = await res.text()
  expect(html).toContain('<meta name="robots" content="noindex" />')
  expect(html).not.toContain('rel="canonical"')
})

test('should give search engines the FAQ page as questions and answers', async ({ request }) => {
  const { visibleFaqs } = await import('../../shared/content/faqs')
  const html = await (await request.get('/faqs')).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.+?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '{}') as { '@type': string; mainEntity?: { name: string }[] },
  )
  const faq = blocks.find((b) => b['@type'] === 'FAQPage')
  expect(faq?.mainEntity?.map((q) => q.name)).toEqual(visibleFaqs.map((f) => f.question))
  expect(visibleFaqs).toHaveLength(7)
})
