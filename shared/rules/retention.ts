/**
 * How long personal data is kept (Argentina's Ley 25.326), written once: the
 * Worker's daily clean-up applies these numbers, and the FAQ's privacy policy and
 * the subscription confirmation mail say them in the same words.
 * docs/PRIVACY.md explains them to the photographer.
 */
import { owner } from '../content/owner'
import { plural } from '../format/text'

export const retention = {
  /** Enquiries, and the record of the mails about them, are deleted after this. */
  enquiryMonths: 24,
  /** A confirmation link's life; a sign-up still pending when it ends is deleted. */
  confirmLinkDays: 7,
  /** An address that left the newsletter is not added again before this. */
  resubscribeAfterDays: 30,
  /** An editor's sign-in code works this long; its row is deleted within a day. */
  editorCodeMinutes: 10,
  /** An editor stays signed in on a browser this long at most, unless she signs out first. */
  editorSessionDays: 30,
  /** ...and no longer than this after she last used the editor on it. */
  editorSessionIdleDays: 7,
  /**
   * A browser she signed in from is remembered this long after her last sign-in on it
   * (browsers keep a cookie 400 days at most), so her own code requests skip strangers' limits.
   */
  editorKnownBrowserDays: 400,
} as const

export const privacyText = {
  enquiries: `Tus consultas se guardan ${plural(retention.enquiryMonths, 'mes', 'meses')} y después se borran; el texto de cada mail se borra apenas se envía.`,
  subscription: `Si te suscribís, tu nombre y tu email se usan solo para enviarte novedades de ${owner.brand}. Si no confirmás la suscripción en ${plural(retention.confirmLinkDays, 'día', 'días')}, se borran. Si te das de baja, se borran y queda solo una huella cifrada de tu email, para no volver a escribirte.`,
  visits:
    'Medimos visitas de forma anónima, sin cookies: contamos cuántas veces se abre cada página por día y de qué tipo de sitio se llegó (un buscador, una red social), sin guardar nada que identifique a nadie: ni tu dirección IP, ni tu navegador, ni de qué página exacta venías.',
  rights: `Según la Ley 25.326 de Protección de los Datos Personales, podés pedir en cualquier momento acceder a tus datos, rectificarlos o eliminarlos escribiendo a ${owner.email}.`,
} as const
