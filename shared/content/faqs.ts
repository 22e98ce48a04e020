/**
 * The FAQ page: seven numbered questions (booking, dates, sessions, delivery) and
 * the terms and privacy text the footer links to.
 */
import { owner } from '../owner'
import { privacyText } from '../privacy'
import { privacyAnchor } from './anchors'
import type { FaqItem, LegalSection } from './schema/pages'

export type { FaqItem, LegalSection }

/** The last entry is an empty placeholder kept from the old site; it is never shown. */
/** The line under the FAQ page's title. */
export const faqsLead =
  'Lo que más me preguntan antes de una sesión: cómo se reserva, qué llevar, cuándo llegan las fotos. Si tu duda no está, escribime.'

export const faqs: readonly FaqItem[] = [
  {
    id: '1.',
    question: '¿Cómo reservo mi sesión?',
    answer:
      'Las reservas se confirman por teléfono. Después te envío el contrato y los datos para hacer el pago.',
  },
  {
    id: '2.',
    question: '¿Puedo cambiar la fecha de la sesión?',
    answer:
      'Sí. Si necesitás reprogramar, avisame con al menos 48 horas de anticipación y buscamos juntos una nueva fecha.',
  },
  {
    id: '3.',
    question: '¿Cuánto tardan en estar las fotos?',
    answer:
      'En general, la entrega lleva entre 2 y 4 semanas. Las recibís por un link de descarga.',
  },
  {
    id: '4.',
    question: '¿Cuánto dura una sesión y qué fotos recibo?',
    answer:
      'Las sesiones duran hasta 2 horas. Recibís solo las selecciones finales, editadas y en alta resolución: no se entregan archivos sin editar (RAW). El retoque digital es de luz y color.',
  },
  {
    id: '5.',
    question: '¿Puede venir mi mascota?',
    answer:
      '¡Claro! Las mascotas son bienvenidas en las sesiones en tu casa. En el estudio, en cambio, no pueden ingresar.',
  },
  {
    id: '6.',
    question: '¿Ofrecés fotos impresas?',
    answer: 'Los únicos productos impresos que ofrezco son los fotolibros.',
  },
  {
    id: '7.',
    question: '¿El vestuario está incluido?',
    answer:
      'El vestuario no está incluido, pero sí el asesoramiento: antes de la sesión te ayudo a elegir qué ponerse para que las fotos se vean como imaginás.',
  },
  { id: '', question: '', answer: '' },
]

/** The FAQ entries a visitor sees: every one but the empty placeholder. */
export const visibleFaqs = faqs.filter((f) => f.id !== '')

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
      `${privacyText.rights} Cada e-mail de la comunidad trae un enlace para darte de baja con un clic.`,
      'La Agencia de Acceso a la Información Pública, órgano de control de la Ley 25.326, atiende las denuncias y reclamos de quienes resulten afectados en sus derechos por el incumplimiento de las normas vigentes en materia de protección de datos personales.',
    ],
  },
]
