/**
 * A link to a fragment lands on its element, below the fixed header. Every page's
 * fragment links: pages.spec.
 */
import { expect, test } from '@playwright/test'
import { legalSections, privacyAnchor } from '../../shared/content/faqs'
import { privacyText } from '../../shared/rules/retention'
import { paths } from '../../shared/site/routes'

test("should take a form's privacy note to the privacy policy itself", async ({ page }) => {
  const privacy = legalSections.find((s) => s.anchor === privacyAnchor)!
  const privacyHref = `${paths.faqs}#${privacyAnchor}`
  // The section that anchor names is the privacy policy: it states how long data is kept.
  expect(privacy.paragraphs).toContain(privacyText.enquiries)
  await page.goto(paths.contact)
  const note = page.getByRole('link', { name: 'protección de datos personales' }).first()
  await expect(note).toHaveAttribute('href', privacyHref)
  await note.click()
  await expect(page).toHaveURL(privacyHref)
  const section = page.locator(`#${privacyAnchor}`)
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(privacy.title)
  // Its heading shows, below the fixed header.
  await expect(section.getByRole('heading', { level: 3 })).toBeInViewport()
  const header = (await page.getByRole('banner').boundingBox())!
  const heading = (await section.getByRole('heading', { level: 3 }).boundingBox())!
  expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
  for (const p of privacy.paragraphs) await expect(section).toContainText(p)
})
