import { expect, test } from '@playwright/test'
import { breakpoints, layout } from '../../shared/site/design'
import { owner } from '../../shared/content/owner'
import { paths } from '../../shared/site/routes'
import { whatsappGreeting } from '../../shared/site/whatsapp'
import { axState, disclosure, menuEntry, whatsappDestination } from './helpers'

test.describe('the menu', () => {
  test('should open and close with the mouse, the toggle turning into a cross', async ({
    page,
  }) => {
    await page.goto('/about')
    const toggle = page.getByRole('button', { name: 'Abrir menú' })
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog')
    await toggle.click()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Cerrar menú' })).toBeVisible()
    await menu.getByRole('button', { name: 'Cerrar menú' }).click()
    await expect(menu).toBeHidden()
  })

  test('should expand one group at a time and collapse it when clicked again', async ({ page }) => {
    const aboutEntry = menuEntry(paths.about)
    await page.goto('/about')
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    const about = disclosure(menu, aboutEntry.group)
    const portfolio = disclosure(menu, menuEntry(paths.portfolio('families')).group)
    await about.summary.click()
    await about.expectOpen(true)
    expect(await axState(page, about.summary)).toMatchObject({ expanded: true })
    await expect(menu.getByRole('link', { name: aboutEntry.option })).toBeVisible()
    await portfolio.summary.click()
    await portfolio.expectOpen(true)
    await about.expectOpen(false)
    await expect(menu.getByRole('link', { name: aboutEntry.option })).toBeHidden()
    await portfolio.summary.click()
    await portfolio.expectOpen(false)
  })

  test('should work from the keyboard: focus moves in, Escape closes, focus returns', async ({
    page,
  }) => {
    await page.goto('/faqs')
    const toggle = page.getByRole('button', { name: 'Abrir menú' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Cerrar menú' })).toBeFocused()
    // The page behind is out of reach: Tab goes round the menu (and the browser's own
    // controls, where it has them), never to a link of the page.
    const behind = page.locator('#contenido')
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await behind.evaluate((el) => el.contains(document.activeElement))).toBe(false)
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('should navigate from the keyboard alone', async ({ page }) => {
    const contact = menuEntry(paths.contact)
    await page.goto('/faqs')
    await page.getByRole('button', { name: 'Abrir menú' }).focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await disclosure(menu, contact.group).summary.focus()
    await page.keyboard.press('Enter')
    await menu.getByRole('link', { name: contact.option }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/contact')
    await expect(menu).toBeHidden()
    // A group left open would greet the next opening: the menu starts collapsed again.
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await disclosure(menu, contact.group).expectOpen(false)
  })

  test('should open, expand a group and lead to a page without any script', async ({ page }) => {
    // The scripts never arrive: what works is what the HTML does by itself.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort())
    await page.goto('/about')
    const toggle = page.getByRole('button', { name: 'Abrir menú' })
    await toggle.click()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await expect(menu).toBeVisible()
    // Slid in, not just shown: the panels end where they belong.
    await expect
      .poll(() => menu.getByRole('navigation').evaluate((el) => el.getBoundingClientRect().top))
      .toBe(100)
    await menu.getByRole('button', { name: 'Cerrar menú' }).click()
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await toggle.click()
    const contact = menuEntry(paths.contact)
    await disclosure(menu, contact.group).summary.click()
    await menu.getByRole('link', { name: contact.option }).click()
    await expect(page).toHaveURL(paths.contact)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('should work with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/faqs')
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const about = menuEntry(paths.about)
    await disclosure(menu, about.group).summary.click()
    await menu.getByRole('link', { name: about.option }).click()
    await expect(page).toHaveURL(paths.about)
    await context.close()
  })

  test('should hide the menu photo below 698px and keep the left panel full width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 697, height: 800 })
    await page.goto('/about')
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const nav = page.getByRole('dialog').getByRole('navigation')
    await expect(nav).toBeVisible()
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(697)
    await page.setViewportSize({ width: 1200, height: 800 })
    await expect.poll(async () => Math.round((await nav.boundingBox())?.width ?? 0)).toBe(660)
  })
})

test.describe('the header', () => {
  // 100px tall on wide screens, the compact bar under 900px (design-phone.spec).
  for (const [width, padding, height] of [
    [1200, 100, layout.headerHeight],
    [900, 100, layout.headerHeight],
    [899, 50, layout.headerHeightCompact],
    [575, 30, layout.headerHeightCompact],
  ] as const) {
    test(`should have ${padding}px side padding at ${width}px, ${height}px tall`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/about')
      const bar = page.getByRole('banner').locator('> div')
      await expect(bar).toHaveCSS('padding-left', `${padding}px`)
      await expect(bar).toHaveCSS('padding-right', `${padding}px`)
      await expect(bar).toHaveCSS('height', `${height}px`)
    })
  }

  // The toggle's left offset changes at 992px and at 500px, those widths included.
  const { sidePadding, menuToggleOffset } = layout
  for (const [width, left] of [
    [breakpoints.menuToggle + 1, sidePadding.wide + menuToggleOffset.wide],
    [breakpoints.menuToggle, sidePadding.wide + menuToggleOffset.medium],
    [breakpoints.menuToggleNarrow + 1, sidePadding.narrow + menuToggleOffset.medium],
    [breakpoints.menuToggleNarrow, sidePadding.narrow + menuToggleOffset.narrow],
  ] as const) {
    test(`should place the menu toggle ${left}px from the left at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/about')
      const toggle = page.getByRole('button', { name: 'Abrir menú' })
      await expect.poll(async () => (await toggle.boundingBox())?.x).toBe(left)
      // The open menu's close button sits exactly where the toggle was.
      await toggle.click()
      const close = page.getByRole('dialog', { name: 'Menú' }).getByRole('button', {
        name: 'Cerrar menú',
      })
      await expect.poll(async () => (await close.boundingBox())?.x).toBe(left)
    })
  }

  test('should move the menu toggle at 992px and at 500px, not a pixel later', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Abrir menú' })
    const leftAt = async (width: number) => {
      await page.setViewportSize({ width, height: 800 })
      return (await toggle.boundingBox())!.x
    }
    await page.goto('/about')
    expect(await leftAt(breakpoints.menuToggle)).not.toBe(await leftAt(breakpoints.menuToggle + 1))
    expect(await leftAt(breakpoints.menuToggleNarrow)).not.toBe(
      await leftAt(breakpoints.menuToggleNarrow + 1),
    )
  })

  test('should turn white once scrolled past its height and on home start light', async ({
    page,
  }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    const bar = header.locator('> div')
    await expect(header).toHaveAttribute('data-tone', 'light')
    await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    // Light over the photo: the page's white (#f7f7f7) for its text.
    await expect(bar).toHaveCSS('color', 'rgb(247, 247, 247)')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(bar).toHaveCSS('background-color', 'rgb(247, 247, 247)')
    await expect(bar).not.toHaveCSS('color', 'rgb(247, 247, 247)')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  })

  test('should go home from the logo', async ({ page }) => {
    await page.goto('/contact')
    await page.getByRole('banner').getByRole('link', { name: owner.brand }).click()
    await expect(page).toHaveURL('/')
  })
})

test('should offer the WhatsApp chat in a new tab with the greeting', async ({ page, request }) => {
  await page.goto('/studio')
  const link = page.getByRole('link', { name: /WhatsApp/ })
  await expect(link).toHaveAttribute('target', '_blank')
  const through = new URL((await link.getAttribute('href')) ?? '', page.url())
  // Through the Worker, which counts the tap with this page.
  expect(through.searchParams.get('desde')).toBe('/studio')
  const href = await whatsappDestination(request, through.href)
  expect(href.hostname).toBe('wa.me')
  expect(href.pathname).toBe(`/${owner.whatsapp}`)
  expect(href.searchParams.get('text')).toBe(whatsappGreeting)
})

test.describe('the footer', () => {
  test('should hold the copyright, the e-mail, the contact, terms, FAQ and Instagram links', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('©')
    await expect(footer).toContainText('todos los derechos reservados')
    await expect(footer.getByRole('link', { name: owner.email })).toHaveAttribute(
      'href',
      `mailto:${owner.email}`,
    )
    await expect(footer.getByRole('link', { name: 'CONTACT' })).toHaveAttribute('href', '/contact')
    await expect(
      footer.getByRole('link', { name: 'Terminos y políticas de privacidad' }),
    ).toHaveAttribute('href', '/faqs')
    await expect(footer.getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute(
      'href',
      '/faqs',
    )
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'target',
      '_blank',
    )
  })

  test('should stack at 850px or less', async ({ page }) => {
    await page.setViewportSize({ width: 850, height: 900 })
    await page.goto('/')
    const row = page.getByRole('contentinfo').locator('> div').first()
    await expect(row).toHaveCSS('flex-direction', 'column')
    await page.setViewportSize({ width: 851, height: 900 })
    await expect(row).toHaveCSS('flex-direction', 'row')
  })
})
