/**
 * The visitor's acknowledgement of an enquiry: the reference and what happens
 * next (booking by phone, then contract and payment details; delivery times).
 * Sent from the studio, so a reply reaches the owner. It goes to whatever address
 * was typed, so it carries no visitor text but a plain first name (courtesy.ts).
 */
import { owner } from '../../shared/content/owner'
import { oneLine } from '../redact'
import { greeting as greet } from './courtesy'
import { List, MailLayout } from './layout'
import { renderHtml, type Mail } from './types'

export type AckKind = 'families' | 'brands' | 'product'

const nextSteps: Record<AckKind, readonly string[]> = {
  families: [
    'Te respondo por mail para conversar sobre la sesión que imaginás.',
    'La reserva se hace por teléfono; después te envío el contrato y los datos de pago.',
    'Las fotos editadas en alta resolución te llegan por un enlace de descarga 15 días después de la sesión.',
  ],
  brands: [
    'Te respondo por mail para conversar sobre tu proyecto.',
    'La reserva se hace por teléfono; después te envío el contrato y los datos de pago.',
    'En general, la entrega de las fotos editadas lleva de 2 a 4 semanas.',
  ],
  product: ['Te respondo por mail con la disponibilidad y la forma de compra.'],
}

export async function acknowledgementMail(input: {
  kind: AckKind
  name: string
  reference: string
}): Promise<Mail> {
  const subject = oneLine(`${owner.brand}: recibí tu consulta (${input.reference})`)
  const greeting = greet(input.name)
  const thanks = `Gracias por escribirme. Recibí tu consulta con la referencia ${input.reference}; mencionala si me escribís por otro medio.`
  const steps = nextSteps[input.kind]
  const html = await renderHtml(
    <MailLayout title="Recibí tu consulta">
      <p>{greeting}</p>
      <p>{thanks}</p>
      <p>Próximos pasos:</p>
      <List items={steps} />
    </MailLayout>,
  )
  const text = [
    greeting,
    '',
    thanks,
    '',
    'Próximos pasos:',
    ...steps.map((s) => `- ${s}`),
    '',
    owner.brand,
    '',
  ].join('\n')
  return { subject, html, text }
}
