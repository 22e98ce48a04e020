/** What the editor tests share: finding their way around Sveltia CMS as she does. */
import { expect, type Locator, type Page } from '@playwright/test'

/** Opens one of the content files from the editor's list. */
export async function openFile(page: Page, label: string) {
  await page.getByRole('grid', { name: 'Archivos' }).getByText(label, { exact: true }).click()
}

/** A field of the open file, by its label (the editor wraps names in invisible marks: ⁨…⁩). */
export const field = (page: Page, label: string) =>
  page.getByRole('group', {
    name: new RegExp(`^Campo “.?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.?”$`),
  })

/**
 * Scrolls the editing pane down until `target` is drawn (the editor draws fields as
 * they are scrolled to), then to it.
 */
export async function reveal(page: Page, target: Locator) {
  await page.getByRole('group', { name: /^Editar el contenido/ }).hover()
  for (let i = 0; i < 40 && (await target.count()) === 0; i++) {
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(100)
  }
  await target.scrollIntoViewIfNeeded()
}

/** Saves the open file; once saved, the editor goes back to the list of files. */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByRole('grid', { name: 'Archivos' })).toBeVisible()
}

/** The brands studio fee, as she changes it: from `from` to `to` dollars, then saved. */
export async function changeStudioFee(page: Page, from: number, to: number) {
  await openFile(page, 'Servicios y precios')
  const fee = page.getByRole('spinbutton', { name: 'Precio desde, en el estudio (USD)' })
  await reveal(page, fee)
  await expect(fee).toHaveValue(String(from))
  await fee.fill(String(to))
  await save(page)
}
