/** The sign-in code for the editor at /admin: the code first, so a phone's preview shows it. */
import { owner } from '../../shared/content/owner'
import { signInRules } from '../../shared/rules/sign-in'
import { MailLayout } from './layout'
import { renderHtml, type Mail } from './types'

export async function editorCodeMail(code: string): Promise<Mail> {
  const minutes = signInRules.codeMs / 60_000
  const subject = `${code} es tu código para entrar al editor de ${owner.brand}`
  const lines = {
    use: `Escribilo en la ventana del editor donde lo pediste: sirve solo en ese navegador, una sola vez, durante ${minutes} minutos.`,
    ignore: 'Si no lo pediste vos, ignorá este mail: sin el código nadie entra.',
  }
  const html = await renderHtml(
    <MailLayout title="Tu código para entrar al editor">
      <p style="font-size:32px;letter-spacing:6px;margin:0 0 24px;font-family:monospace;">{code}</p>
      <p>{lines.use}</p>
      <p style="font-size:14px;color:#6b5e5c;">{lines.ignore}</p>
    </MailLayout>,
  )
  const text = [
    `Tu código para entrar al editor: ${code}`,
    '',
    lines.use,
    '',
    lines.ignore,
    '',
  ].join('\n')
  return { subject, html, text }
}
