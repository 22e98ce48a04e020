/**
 * The FAQ page: its lead and numbered questions (content/faqs.json, which she edits)
 * and the terms and privacy text the footer links to.
 */
import data from '../../content/faqs.json' with { type: 'json' }
import { owner } from './owner'
import { privacyText } from '../rules/retention'
import { privacyAnchor } from './anchors'

/** A question of the FAQ page, numbered by its place. */
export type FaqItem = { id: string; question: string; answer: string }

/** A section of the terms and privacy text on /faqs. */
export interface LegalSection {
  title: string
  /** The section's id on /faqs, for links that land on it ('/faqs#privacidad'). */
  anchor?: string
  paragraphs: string[]
}

/** The photo the FAQ page opens with (its phone crop is '<key>-mobile'). */
export const faqsOpeningImage: string = data.image

/** The line under the FAQ page's title. */
export const faqsLead: string = data.lead

/** The questions a visitor sees, numbered '1.', '2.', … in their order. */
export const visibleFaqs: readonly FaqItem[] = data.questions.map((q, i) => ({
  id: `${i + 1}.`,
  ...q,
}))

export { legalAnchor, privacyAnchor } from './anchors'

export const legalSections: readonly LegalSection[] = [
  {
    title: 'Términos del servicio',
    paragraphs: [
      'Los precios publicados están en dólares estadounidenses. Las sesiones a domicilio o en exteriores no incluyen los gastos de traslado, y tampoco los incluye la fotografía para marcas.',
      'La reserva se confirma por teléfono; luego se envían el contrato y los datos de pago. La fecha se puede reprogramar avisando con al menos 48 horas de anticipación.',
      'Se entregan solo las fotografías finales editadas, en alta resolución, por link de descarga. No se entregan archivos sin editar (RAW).',
    ],
  },
  {
    title: 'Política de privacidad',
    anchor: privacyAnchor,
    paragraphs: [
      'Los formularios del sitio piden solo lo necesario para responderte: nombre, apellido, e-mail y, según el caso, teléfono, fecha estimada, localidad, datos de tu marca y tu consulta. La suscripción a la comunidad pide tu nombre y tu e-mail.',
      `Usamos esos datos únicamente para responder tu consulta, preparar un presupuesto y, si te suscribiste y lo confirmaste, enviarte novedades. No se venden ni se ceden a terceros. Los guarda ${owner.brand}, responsable de la base de datos, con el único fin indicado.`,
      privacyText.enquiries,
      privacyText.subscription,
      privacyText.visits,
      `${privacyText.rights} Cada e-mail de la comunidad trae un enlace para darte de baja con un clic.`,
      'La Agencia de Acceso a la Información Pública, órgano de control de la Ley 25.326, atiende las denuncias y reclamos de quienes resulten afectados en sus derechos por el incumplimiento de las normas vigentes en materia de protección de datos personales.',
    ],
  },
]
