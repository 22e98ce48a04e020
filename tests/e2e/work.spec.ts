import { expect, test, type Page } from '@playwright/test'
import { registeredImage } from '../../shared/content/images'
import { works } from '../../shared/content/portfolio'
import { families } from '../../shared/content/services'
import { breakpoints } from '../../shared/site/design'
import { paths } from '../../shared/site/routes'
import { mountedCarousel, pageThroughLightbox, swipeLeft } from './helpers'

const work = works.find((w) => w.id === 18)!
const total = work.imagesResponsive.length
const shapeOf = (key: string) => registeredImage(key).width! / registeredImage(key).height!
/** The photos the page opens on: its first wide one on wide screens, its first upright one on a phone. */
const opening = {
  wide: work.imagesResponsive.find((key) => shapeOf(key) > 1)!,
  phone: work.imagesResponsive.find((key) => shapeOf(key) < 1)!,
}
const open = async (page: Page, path: string) => {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}
const photoButton = (page: Page, index: number) =>
  page.getByRole('button', {
    name: `Ver en grande: ${registeredImage(work.imagesResponsive[index]!).alt}`,
  })

test.describe('a work', () => {
  test('should show title, description, service and location', async ({ page }) => {
    await page.goto(paths.work(work.id))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(work.title)
    await expect(page.getByText(work.description)).toBeVisible()
    const facts = page.getByRole('main').locator('dl')
    await expect(facts).toContainText('Servicio')
    await expect(facts).toContainText(work.service)
    await expect(facts).toContainText('Locación')
    await expect(facts).toContainText(work.location)
  })

  for (const [width, shown, other] of [
    [1280, opening.wide, opening.phone],
    [390, opening.phone, opening.wide],
  ] as const) {
    test(`should open at ${width} px on ${shown}, which the photos under it do not repeat`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(paths.work(work.id))
      const photo = page.locator('[data-page-opening] img').filter({ visible: true })
      await expect(photo).toHaveAttribute('alt', registeredImage(shown).alt)
      await expect(photo).toHaveAttribute('fetchpriority', 'high')
      // Under it, the session's other photos, the other crop's among them.
      await expect(photoButton(page, work.imagesResponsive.indexOf(shown))).toBeHidden()
      await expect(photoButton(page, work.imagesResponsive.indexOf(other))).toBeVisible()
    })
  }

  test('should lay the photos out in rows above 768px, none cropped, one gap across and down', async ({
    page,
  }) => {
    const viewport = { width: breakpoints.workLayout + 1, height: 800 }
    await page.setViewportSize(viewport)
    await page.goto(paths.work(work.id))
    const content = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    const rows = []
    // The opening's wide photo is not among them.
    const groups = work.images
      .map((group) => group.filter((key) => key !== opening.wide))
      .filter((group) => group.length > 0)
    for (const group of groups) {
      const boxes = []
      for (const key of group) {
        const box = (await photoButton(page, work.imagesResponsive.indexOf(key)).boundingBox())!
        // The frame has the photo's own shape: nothing of it is cut away.
        const { width = NaN, height = NaN } = registeredImage(key)
        expect(box.width / box.height).toBeCloseTo(width / height, 1)
        boxes.push(box)
      }
      // One height per row, and the same gap between its photos.
      for (const box of boxes) expect(box.height).toBeCloseTo(boxes[0]!.height, 0)
      for (let i = 1; i < boxes.length; i++) {
        const across = boxes[i]!.x - (boxes[i - 1]!.x + boxes[i - 1]!.width)
        expect(across).toBeCloseTo(24, 0)
      }
      if (group.length > 1) {
        // A row of several spans the content column.
        expect(boxes[0]!.x).toBeCloseTo(content.x, 0)
      } else {
        // A photo alone stands at most a screen tall.
        expect(boxes[0]!.height).toBeLessThanOrEqual(viewport.height + 1)
      }
      rows.push(boxes[0]!)
    }
    for (let i = 1; i < rows.length; i++) {
      const down = rows[i]!.y - (rows[i - 1]!.y + rows[i - 1]!.height)
      expect(down).toBeCloseTo(24, 0)
    }
  })

  test('should close with the next session of its kind and a way to book one', async ({ page }) => {
    await page.goto(paths.work(work.id))
    const close = page.getByRole('navigation', { name: 'Seguir mirando' })
    const sameKind = works.filter((w) => w.category === work.category)
    const next = sameKind[(sameKind.indexOf(work) + 1) % sameKind.length]!
    await expect(close.getByRole('link', { name: next.title })).toHaveAttribute(
      'href',
      paths.work(next.id),
    )
    await close.getByRole('link', { name: 'QUIERO MI SESIÓN' }).click()
    await expect(page).toHaveURL(paths.contact)
  })

  test('should show the photos in one column at 768px or less', async ({ page }) => {
    await page.setViewportSize({ width: breakpoints.workLayout, height: 800 })
    await page.goto(paths.work(work.id))
    const boxes = []
    for (let i = 0; i < total; i++) {
      // The opening shows the wide photo at this width (the phone's from 720 px down).
      if (work.imagesResponsive[i] === opening.wide) continue
      await expect(photoButton(page, i)).toBeVisible()
      boxes.push((await photoButton(page, i).boundingBox())!)
    }
    for (const [i, box] of boxes.entries()) {
      expect(box.x).toBe(boxes[0]!.x)
      expect(box.width).toBe(boxes[0]!.width)
      if (i > 0) expect(box.y).toBeGreaterThan(boxes[i - 1]!.y + boxes[i - 1]!.height - 1)
    }
  })

  test("should go back to where the visitor came from with 'VOLVER A PORTFOLIO'", async ({
    page,
  }) => {
    const [card] = families.sections.embarazo.portfolio
    await open(page, paths.families('embarazo'))
    await page.getByRole('link', { name: card.title }).click()
    await expect(page).toHaveURL(paths.work(card.work))
    // Its island comes to life once the page has loaded (before, it is a link to the category).
    await page.waitForLoadState('networkidle')
    await page.getByRole('link', { name: 'VOLVER A PORTFOLIO' }).click()
    await expect(page).toHaveURL(paths.families('embarazo'))
  })

  test("should lead to the work's category when opened directly", async ({ page }) => {
    const brandWork = works.find((w) => w.category === 'brands')!
    await open(page, paths.work(brandWork.id))
    await page.getByRole('link', { name: 'VOLVER A PORTFOLIO' }).click()
    await expect(page).toHaveURL(paths.portfolio(brandWork.category))
  })
})

test.describe('the lightbox', () => {
  test('should open from the keyboard, move with the arrows, announce the position and close on Escape', async ({
    page,
  }) => {
    await open(page, paths.work(work.id))
    // The first photo under the opening; the opening's own is the lightbox's first.
    const trigger = photoButton(page, 1)
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: `Fotos de la sesión ${work.title}` })
    await expect(dialog).toBeVisible()
    const alts = work.imagesResponsive.map((image) => registeredImage(image).alt)
    await pageThroughLightbox(page, { dialog, trigger, alts, tabs: 6 })
  })

  test('should open at the chosen photo and close with its button', async ({ page }) => {
    await open(page, paths.work(work.id))
    await photoButton(page, 3).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.locator('[aria-live="polite"]')).toHaveText(`4 de ${total}`)
    await dialog.getByRole('button', { name: 'CERRAR' }).click()
    await expect(dialog).toBeHidden()
  })

  test('should draw its arrows as thin chevrons with no box, and move with them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, paths.work(work.id))
    await photoButton(page, 1).click()
    const dialog = page.getByRole('dialog')
    const next = dialog.getByRole('button', { name: 'Foto siguiente' })
    await expect(next).toHaveCSS('border-top-width', '0px')
    await expect(next).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    // A chevron of thin strokes, not Splide's heavy arrowhead: little of its box is ink.
    const ink = await next.locator('path').evaluate((path) => {
      const shape = path as SVGPathElement
      const box = shape.getBBox()
      let inside = 0
      for (let x = 0; x < 40; x++)
        for (let y = 0; y < 40; y++) {
          const point = new DOMPoint(
            box.x + ((x + 0.5) * box.width) / 40,
            box.y + ((y + 0.5) * box.height) / 40,
          )
          if (shape.isPointInFill(point)) inside++
        }
      return inside / 1600
    })
    expect(ink).toBeLessThan(0.2)
    await next.click()
    await expect(dialog.locator('[aria-live="polite"]')).toHaveText(`3 de ${total}`)
  })

  // A slow swipe, and a quick flick that Splide would otherwise carry one photo further.
  for (const [pace, pauseMs] of [
    ['a swipe', 16],
    ['a quick flick', 0],
  ] as const) {
    test(`should move exactly one photo on ${pace}`, async ({ page }) => {
      await page.setViewportSize({ width: 600, height: 800 })
      await open(page, paths.work(work.id))
      await photoButton(page, 0).click()
      const dialog = page.getByRole('dialog')
      const position = dialog.locator('[aria-live="polite"]')
      await expect(position).toHaveText(`1 de ${total}`)
      // The slider mounts after the dialog renders: a press before that is no drag.
      await mountedCarousel(page, work.title)
      await swipeLeft(page, pauseMs)
      await expect(position).toHaveText(`2 de ${total}`)
    })
  }
})
