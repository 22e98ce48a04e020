/**
 * Template 4: double opt-in. The subscriber counts only after confirming; every
 * subscriber mail carries the unsubscribe link and says, in the FAQ's words, what
 * is kept and for how long (Ley 25.326).
 */
import { owner } from '../../shared/content/owner'
import { privacyText, retention } from '../../shared/rules/retention'
import { oneLine } from '../redact'
import { greeting as greet } from './courtesy'
import { MailLayout } from './layout'
import { renderHtml, type Mail } from './types'

export async function subscribeConfirmationMail(input: {
  name: string
  confirmUrl: string
  unsubscribeUrl: string
}): Promise<Mail> {
  const subject = oneLine(`Confirmá tu suscripción a ${owner.brand}`)
  const greeting = greet(input.name)
  const ask = `Para sumarte a mi comunidad, confirmá tu suscripción. El enlace vence en ${retention.confirmLinkDays} días.`
  const ignore = 'Si no fuiste vos, ignorá este mail: sin confirmar no quedás en la lista.'
  const privacy = `${privacyText.subscription} ${privacyText.rights}`
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
