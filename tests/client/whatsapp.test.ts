import { describe, expect, it } from 'vitest'
import { owner } from '../../shared/content/owner'
import { brands, families, familySections } from '../../shared/content/services'
import {
  midSentence,
  whatsappEnquiryGreeting,
  whatsappGreeting,
  whatsappLink,
  whatsappServiceGreeting,
} from '../../shared/site/whatsapp'

describe('the WhatsApp link builder', () => {
  it("should open the photographer's number with the greeting prefilled", () => {
    const url = new URL(whatsappLink(whatsappGreeting))
    expect(url.origin).toBe('https://wa.me')
    expect(url.pathname).toBe(`/${owner.whatsapp}`)
    expect(url.searchParams.get('text')).toBe(whatsappGreeting)
  })

  it('should accept the Argentine mobile format written with spaces, dashes or a plus', () => {
    expect(whatsappLink('hola', '+54 9 11 2345-6789')).toBe('https://wa.me/5491123456789?text=hola')
    expect(whatsappLink('hola', '54 9 2226 12-3456')).toBe('https://wa.me/5492226123456?text=hola')
  })

  it.each([
    ['without the mobile 9', '541123456789'],
    ['with the local 15', '54 9 11 15 2345 6789'],
    ['without the country code', '91123456789'],
    ['too short', '549112345'],
  ])('should refuse a number %s', (_label, number) => {
    expect(() => whatsappLink('hola', number)).toThrow(/54 9/)
  })

  it('should keep accents, ñ, emoji and symbols intact in the message', () => {
    const text = '¿Año? ñandú & café 📷 #1'
    expect(new URL(whatsappLink(text)).searchParams.get('text')).toBe(text)
  })

  it('should prefill the service and the reference of an enquiry', () => {
    const text = whatsappEnquiryGreeting('fotografía de familia', 'FAM-2611-0007')
    expect(text).toContain('fotografía de familia')
    expect(text).toContain('FAM-2611-0007')
  })

  it('should name the service of a service page in lower case, mid-sentence', () => {
    const contents = [...familySections.map((s) => families.sections[s]), brands.content]
    for (const { title } of contents) {
      const text = whatsappServiceGreeting(title)
      expect(text).toMatch(/^¡Hola! /)
      // It ends naming the service ('… sobre fotografía de embarazo.'); service titles
      // are capitalised only on their first letter.
      expect(text.slice(text.indexOf(' sobre '))).toBe(` sobre ${title.toLowerCase()}.`)
      expect(text).not.toContain(title)
    }
  })

  it('should lower only the capital that opens a title', () => {
    expect(midSentence('Fotografía de Ana y Leo')).toBe('fotografía de Ana y Leo')
    expect(midSentence('UX para marcas')).toBe('UX para marcas')
    expect(midSentence('Ésta sesión')).toBe('ésta sesión')
    expect(midSentence('fotografía')).toBe('fotografía')
  })
})
