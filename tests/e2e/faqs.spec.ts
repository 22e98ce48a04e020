import { expect, test, type Page } from '@playwright/test'
import { legalAnchor, legalSections, visibleFaqs } from '../../shared/content/faqs'
import { breakpoints } from '../../shared/site/design'
import { owner } from '../../shared/content/owner'
import { privacyText } from '../../shared/rules/retention'
import { paths } from '../../shared/site/routes'
import { axState, disclosure } from './helpers'

/** Grid and accordion both hold the answers; CSS shows one of them. */
const shown = (page: Page, text: string) => page.getByText(text).filter({ visible: true })
const open = async (page: Page) => {
  await page.goto(paths.faqs)
  await page.waitForLoadState('networkidle')
}

test.describe('the FAQ page', () => {
  for (const width of [breakpoints.faqGrid + 1, 1280])
    test(`should show the seven numbered questions at ${width}px, each beside its answer on a row of its own`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await open(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'PREGUNTAS FRECUENTES SOBRE MI TRABAJO',
      )
      expect(visibleFaqs).toHaveLength(7)
      const questions = page.getByRole('heading', { level: 3 }).filter({ hasText: /^\d+\. / })
      await expect(questions).toHaveText(visibleFaqs.map((f) => `${f.id} ${f.question}`))
      // Two columns, the question and its answer: no row holds a question alone, whatever
      // the count, and every question stands level with its own answer's first line.
      let previous = 0
      for (const [i, f] of visibleFaqs.entries()) {
        const question = (await questions.nth(i).boundingBox())!
        const answer = (await shown(page, f.answer).boundingBox())!
        expect(answer.x, f.question).toBeGreaterThan(question.x + question.width)
        expect(Math.abs(answer.y - question.y), f.question).toBeLessThan(12)
        expect(question.y).toBeGreaterThan(previous)
        previous = Math.max(question.y + question.height, answer.y + answer.height)
      }
      await expect(disclosure(page, visibleFaqs[0]!.question).summary).toBeHidden()
    })

  test('should be an accordion at 678px or less', async ({ page }) => {
    await page.setViewportSize({ width: breakpoints.faqGrid, height: 900 })
    await open(page)
    await expect(page.locator('summary').filter({ visible: true })).toHaveCount(visibleFaqs.length)
    const first = visibleFaqs[0]!
    const second = visibleFaqs[1]!
    const a = disclosure(page, `${first.id} ${first.question}`)
    await expect(shown(page, first.answer)).toHaveCount(0)
    // A screen reader hears a collapsed button named by the question.
    expect(await axState(page, a.summary)).toMatchObject({
      role: expect.stringMatching(/^DisclosureTriangle/),
      name: `${first.id} ${first.question}`,
      expanded: false,
    })
    await a.summary.click()
    await expect(shown(page, first.answer)).toHaveCount(1)
    expect(await axState(page, a.summary)).toMatchObject({ expanded: true })
    const b = disclosure(page, `${second.id} ${second.question}`)
    await b.summary.focus()
    await page.keyboard.press('Enter')
    await expect(shown(page, second.answer)).toHaveCount(1)
    await expect(shown(page, first.answer)).toHaveCount(0)
  })

  test('should open and close its questions without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    await page.goto(paths.faqs)
    const [first, second] = visibleFaqs
    await disclosure(page, `${first!.id} ${first!.question}`).summary.click()
    await expect(shown(page, first!.answer)).toHaveCount(1)
    await disclosure(page, `${second!.id} ${second!.question}`).summary.click()
    await expect(shown(page, second!.answer)).toHaveCount(1)
    await expect(shown(page, first!.answer)).toHaveCount(0)
    await context.close()
  })

  test('should list each question of the FAQ file once, numbered in its order', async ({
    page,
  }) => {
    expect(visibleFaqs.map((f) => f.id)).toEqual(visibleFaqs.map((_, i) => `${i + 1}.`))
    await open(page)
    const items = page.getByRole('main').getByRole('listitem')
    await expect(items).toHaveCount(visibleFaqs.length)
  })

  test('should state every answer word for word, once on screen', async ({ page }) => {
    await open(page)
    const main = page.getByRole('main')
    for (const { answer } of visibleFaqs) {
      await expect(main.getByText(answer, { exact: true }).filter({ visible: true })).toHaveCount(1)
    }
  })

  test('should hold the terms and privacy text with the data-protection rights', async ({
    page,
  }) => {
    await page.goto(`${paths.faqs}#${legalAnchor}`)
    const legal = page.locator(`#${legalAnchor}`)
    await expect(legal.getByRole('heading', { level: 2 })).toHaveText(
      'Términos y políticas de privacidad',
    )
    await expect(legal).toBeInViewport()
    await expect(legal.getByRole('heading', { level: 3 })).toHaveText(
      legalSections.map((s) => s.title),
    )
    for (const p of legalSections.flatMap((s) => s.paragraphs)) await expect(legal).toContainText(p)
    // The data-protection rights, with the address to exercise them.
    await expect(legal).toContainText(privacyText.rights)
    await expect(legal.getByRole('link', { name: owner.email })).toHaveAttribute(
      'href',
      `mailto:${owner.email}`,
    )
  })
})
