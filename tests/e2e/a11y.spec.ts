/**
 * WCAG 2.2 AA by axe-core with the menu open, and the whole enquiry journey from the
 * keyboard alone. Every page at a phone and a desktop width: pages.spec.
 */
import { expect, test } from '@playwright/test'
import { notificationText } from '../../shared/forms/text'
import { paths } from '../../shared/site/routes'
import { disclosure, menuEntry } from './helpers'
import { axeViolations } from './page-checks'
import { formsLive } from './forms-helpers'

test('should find no violations with the menu open', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await disclosure(
    page.getByRole('dialog', { name: 'Menú' }),
    menuEntry(paths.services).group,
  ).summary.click()
  await page.waitForTimeout(400) // the panels' 0.3 s slide
  expect(await axeViolations(page)).toEqual([])
})

test('should take a visitor from home to a sent brands enquiry with the keyboard alone', async ({
  page,
}) => {
  // Some sixty key presses, each waiting for the page: on a busy machine it outlasts 30 s.
  test.slow()
  await page.route('**/v1/api/mailer', (route) =>
    route.fulfill({ json: { message: 'ok', reference: 'MAR-2611-0001' } }),
  )
  await page.goto('/')
  // What the focused control says: its text, or the label of a field.
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null
      const label = el?.labels?.[0]?.textContent ?? el?.getAttribute('aria-label') ?? ''
      return `${el?.textContent?.trim() ?? ''}|${label.trim()}|${el?.getAttribute('role') ?? el?.tagName.toLowerCase()}`
    })
  const tabTo = async (match: (text: string) => boolean, limit = 60) => {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press('Tab')
      if (match(await focused())) return
    }
    throw new Error('never reached the control with Tab')
  }
  // Skip link first, then the menu toggle.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: 'Menú' })
  const contact = menuEntry(paths.contact)
  await tabTo((t) => t.startsWith(`${contact.group}|`))
  await page.keyboard.press('Enter')
  await tabTo((t) => t.startsWith(`${contact.option}|`))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(paths.contact)
  await expect(menu).toBeHidden()
  await page.waitForLoadState('networkidle')

  await tabTo((t) => t.includes('MARCAS') && t.endsWith('|a'))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('form', { name: 'Formulario para marcas' })).toBeVisible()
  // She reads the form first: its code runs in a pause in typing, and these keys come
  // faster than anyone's.
  await formsLive(page)

  // Tab forward to each field by its label and type, as a keyboard user would.
  const fill = async (label: RegExp, value: string) => {
    await tabTo((t) => label.test(t.split('|')[1] ?? ''))
    await page.keyboard.type(value)
  }
  await fill(/^Nombre/, 'Bea')
  await fill(/^Apellido/, 'Suárez')
  await fill(/^Email/, 'bea@example.com')
  await fill(/marca/i, 'Ñandú Cerámica')
  await fill(/redes/i, '@nanduceramica')
  await fill(/proyecto/i, 'Fotos para la tienda online')
  // Radio groups: Tab enters the group, Space chooses.
  await tabTo((t) => /En mi estudio/.test(t))
  await page.keyboard.press('Space')
  await fill(/por qué/i, 'Me gusta tu luz natural')
  await tabTo((t) => /A través de las redes/.test(t))
  await page.keyboard.press('Space')
  await tabTo((t) => t.startsWith('ENVIAR'))
  await expect(page.getByRole('button', { name: 'ENVIAR' })).toBeFocused()
  // Focus must be visible: the ring is drawn.
  expect(
    await page
      .getByRole('button', { name: 'ENVIAR' })
      .evaluate((el) => getComputedStyle(el).outlineStyle),
  ).not.toBe('none')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toContainText(
    notificationText.contactSuccess,
  )
})
