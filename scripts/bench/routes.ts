/**
 * The routes measured for performance: home, about, services, one service detail,
 * one portfolio, one work detail, FAQs, contact, shop, one product and the newest
 * journal entry. `npm run bench` measures them; the layout-stability test loads each.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { contentDir, journalNames } from '../ops/content-dir'

/** The newest published journal entry: the entries are hers, so it is read, not named. */
function newestJournalEntry(): string[] {
  const newest = journalNames(contentDir)
    .map((name) => ({
      slug: name.replace(/\.json$/, ''),
      ...(JSON.parse(readFileSync(path.join(contentDir, 'diario', name), 'utf8')) as {
        date: string
        draft?: boolean
      }),
    }))
    .filter((entry) => !entry.draft)
    .sort((a, b) => b.date.localeCompare(a.date))[0]
  return newest ? [`/diario/${newest.slug}`] : []
}

export const benchRoutes: readonly string[] = [
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
  ...newestJournalEntry(),
]
