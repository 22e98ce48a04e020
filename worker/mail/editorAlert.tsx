/**
 * To an editor whose address had repeated wrong codes in the sign-in window: one mail,
 * then none for a day (worker/editor/signIn.tsx). It carries no code and no link, only
 * what happened and what to do, so it keeps its subject once sent.
 */
import { owner } from '../../shared/content/owner'
import { buenosAiresDateTime } from '../../shared/format/time'
import { signInRules } from '../../shared/rules/sign-in'
import { MailLayout } from './layout'
import { renderHtml, type Mail } from './types'

export async function editorAlertMail(failures: number, at: number): Promise<Mail> {
  const subject = `Alguien intentó entrar al editor de ${owner.brand} con tu e-mail`
  const time = buenosAiresDateTime(at).slice(11)
  const lines = {
    what:
      `En la última hora se escribieron ${failures} códigos equivocados para entrar al editor ` +
      `con tu e-mail (el último, a las ${time}, hora de Buenos Aires).`,
    you: 'Si fuiste vos, no pasa nada: pedí un código nuevo y escribí el del último mail, en la misma ventana donde lo pediste.',
    notYou:
      'Si no fuiste vos, no hace falta que hagas nada: sin el código que te llega a vos nadie ' +
      'entra, y cada código sirve solo en el navegador donde se pidió. Si te preocupa, ' +
      'avisale a quien mantiene el sitio.',
    once: `Este aviso te llega como mucho una vez cada ${signInRules.alertEveryMs / 3_600_000} horas.`,
  }
  const html = await renderHtml(
    <MailLayout title="Intentos de entrar al editor">
      <p>{lines.what}</p>
      <p>{lines.you}</p>
      <p>{lines.notYou}</p>
      <p style="font-size:14px;color:#6b5e5c;">{lines.once}</p>
    </MailLayout>,
  )
  const text = [lines.what, '', lines.you, '', lines.notYou, '', lines.once, ''].join('\n')
  return { subject, html, text }
}
