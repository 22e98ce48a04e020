import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Fees } from '../../client/components/services/Fees'
import { business } from '../../shared/site/head'
import { owner } from '../../shared/content/owner'
import { brands, families, feeText, priceAmount } from '../../shared/content/services'

/** A fees column: its heading and what follows it. */
const column = (name: string): HTMLElement =>
  screen.getByRole('heading', { level: 3, name }).parentElement!
const studio = () => column('Sesión en estudio')
const outdoor = () => column('Sesión en exteriores o a domicilio')

describe('how a fee reads', () => {
  it("should put the starting word before a starting price and a custom quote's reference price", () => {
    expect(priceAmount({ kind: 'fixed', usd: 400 })).toBe('USD 400')
    expect(priceAmount({ kind: 'from', usd: 350 })).toBe(`${feeText.from} USD 350`)
    expect(priceAmount({ kind: 'quote', usd: 1000 })).toBe(`${feeText.from} USD 1000`)
  })
})

describe('the brands fees', () => {
  const { studioPrice, outdoorPrice } = brands.content

  it('should start the studio session from its price', () => {
    expect(studioPrice.kind).toBe('from')
    render(<Fees content={brands.content} />)
    expect(studio().textContent).toContain(`${feeText.from} USD ${studioPrice.usd}`)
    expect(studio().textContent).not.toContain(feeText.customQuote)
  })

  it('should show the outdoor price and say that it is a custom quote, hiding neither', () => {
    expect(outdoorPrice.kind).toBe('quote')
    render(<Fees content={brands.content} />)
    const text = outdoor().textContent ?? ''
    expect(text).toContain(`USD ${outdoorPrice.usd}`)
    expect(text).toContain(feeText.customQuote)
    expect(text).toContain('No incluye gastos de traslado.')
    // The amount and the quote note are read one after the other.
    const amount = screen.getByText(
      (_, el) => el?.tagName === 'P' && el.textContent === priceAmount(outdoorPrice),
    )
    expect(amount.nextElementSibling?.textContent).toBe(feeText.customQuote)
  })
})

describe('a families section', () => {
  it('should show its two fixed prices, with no quote note', () => {
    const content = families.sections.recienNacido
    render(<Fees content={content} />)
    expect(studio().textContent).toContain(`USD ${content.studioPrice.usd}`)
    expect(outdoor().textContent).toContain(`USD ${content.outdoorPrice.usd}`)
    expect(screen.getByRole('region').textContent).not.toContain(feeText.from)
    expect(screen.getByRole('region').textContent).not.toContain(feeText.customQuote)
  })
})

describe("the business's price range for search engines", () => {
  it('should run from the lowest to the highest fee the service pages show', () => {
    const fees = [...Object.values(families.sections), brands.content].flatMap((c) => [
      c.studioPrice.usd,
      c.outdoorPrice.usd,
    ])
    expect(business(owner.origin)).toMatchObject({
      '@type': 'ProfessionalService',
      priceRange: `USD ${Math.min(...fees)}–${Math.max(...fees)}`,
    })
    // Brands' custom quote is the top of the range, not hidden from it.
    expect(Math.max(...fees)).toBe(brands.content.outdoorPrice.usd)
  })
})
