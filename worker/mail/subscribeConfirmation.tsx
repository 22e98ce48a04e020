/**
 * Template 4: double opt-in. The subscriber counts only after confirming; every
 * subscriber mail carries the unsubscribe link (Ley 25.326).
 */
import { owner } from '../../shared/owner'
import { oneLine } from '../privacy'
import { MailLayout } from './layout'
import { renderHtml, type Mail } from './types'

export const confirmDays = 7

export async function subscribeConfirmationMail(input: {
  name: string
  confirmUrl: string
  unsubscribeUrl: string
}): Promise<Mail> {
  const subject = oneLine(`Confirmá tu suscripción a ${owner.brand}`)
  const greeting = `Hola ${input.name}:`
  const ask = `Para sumarte a mi comunidad, confirmá tu suscripción. El enlace vence en ${confirmDays} días.`
  const ignore = 'Si no fuiste vos, ignorá este mail: sin confirmar no quedás en la lista.'
  const privacy = `Uso tu nombre y tu email solo para enviarte novedades de ${owner.brand}, que los guarda. Podés pedir acceso, rectificación o supresión de tus datos (Ley 25.326) respondiendo este mail.`
  const html = await renderHtml(
    <MailLayout title="Confirmá tu suscripción">
      <p>{greeting}</p>
      <p>{ask}</p>
      <p>
        <a
          href={input.confirmUrl}
          style="display:inline-block;padding:12px 24px;background:#2C2C2C;color:#f7f7f7;text-decoration:none;"
        >
          Confirmar suscripción
        </a>
      </p>
      <p>{ignore}</p>
      <p style="font-size:14px;color:#6b5e5c;">{privacy}</p>
      <p style="font-size:14px;">
        <a href={input.unsubscribeUrl} style="color:#6b5e5c;">
          Darme de baja
        </a>
      </p>
    </MailLayout>,
  )
  const text = [
    greeting,
    '',
    ask,
    `Confirmar suscripción: ${input.confirmUrl}`,
    '',
    ignore,
    '',
    privacy,
    `Darme de baja: ${input.unsubscribeUrl}`,
    '',
  ].join('\n')
  return { subject, html, text }
}
