import { owner } from '../content/owner'

/** The floating button's greeting: a question about the services on the web. */
export const whatsappGreeting =
  '¡Hola! Vi tu web y quería consultarte por tus servicios de fotografía.'

/**
 * A title written mid-sentence: 'Fotografía de embarazo' → 'fotografía de embarazo'.
 * Only the capital that opens the title goes; an acronym ('UX …') or a name further
 * on keeps its capitals.
 */
export const midSentence = (title: string): string =>
  title.replace(/^\p{Lu}(?=\p{Ll})/u, (initial) => initial.toLocaleLowerCase('es'))

/** The greeting of a service page's closing call to action, naming the service by its title. */
export const whatsappServiceGreeting = (serviceTitle: string): string =>
  `¡Hola! Vi tu web y quería más información sobre ${midSentence(serviceTitle)}.`

/** The success notification's follow-up: the service and the enquiry's reference prefilled. */
export const whatsappEnquiryGreeting = (service: string, reference: string): string =>
  `¡Hola! Te escribí desde la web por ${service}. Mi consulta es la ${reference}.`

/** The label of that follow-up link. */
export const whatsappFollowUpLabel = '¿Preferís seguir por WhatsApp?'

/** Every WhatsApp link on a page goes through here, so a tap is counted with its page. */
export const whatsappPath = '/ir/whatsapp'

/** The chat link a page shows: our counted redirect from the page at `from`, with its prefilled `text`. */
export const whatsappHref = (from: string, text: string): string =>
  `${whatsappPath}?${new URLSearchParams({ desde: from, texto: text })}`

/** Where every chat link points: the start of each `whatsappLink`. */
export const whatsappOrigin = 'https://wa.me/'

/**
 * A wa.me link to the photographer's number with a prefilled message: where the redirect
 * sends a tap, and the link in a mail (a mail's tap is not a page's).
 * The number must be the Argentine mobile format: 54, 9, area code, number (no 0, no 15).
 */
export function whatsappLink(text: string, number: string = owner.whatsapp): string {
  const digits = number.replace(/\D/g, '')
  if (!/^549\d{10}$/.test(digits)) {
    throw new Error(`WhatsApp number must be 54 9 + 10 digits, got "${number}"`)
  }
  return `${whatsappOrigin}${digits}?text=${encodeURIComponent(text)}`
}
