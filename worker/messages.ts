/**
 * The Worker's own Spanish texts (the form messages live in shared/schemas.ts).
 * Tests import these, so each is written once.
 */
import { turnstileText } from '../shared/messages'
import { owner } from '../shared/owner'

export const apiText = {
  enquiryReceived: 'Recibimos tu consulta.',
  contactStored: 'Recibimos tu suscripción. Falta confirmarla desde el mail que te enviamos.',
  confirmationRequested: 'Si tu suscripción está pendiente, te enviamos un mail para confirmarla.',
  invalidJson: 'El formulario llegó incompleto o dañado. Probá enviarlo de nuevo.',
  notJson: 'El formulario debe enviarse como JSON.',
  tooLarge: 'El formulario es demasiado grande. Acortá el mensaje y probá de nuevo.',
  unknownProduct: 'El producto consultado no existe.',
  storageDown:
    'No pudimos guardar tu consulta en este momento. Probá de nuevo en unos minutos; tus datos siguen en el formulario.',
  unexpected: 'Ocurrió un error inesperado. Probá de nuevo en unos minutos.',
  tooManyRequests:
    'Recibimos demasiados envíos desde tu conexión. Esperá un minuto y probá de nuevo; tus datos siguen en el formulario.',
  turnstileRejected: turnstileText.notVerified,
  turnstileUnavailable:
    'No pudimos verificar el formulario en este momento. Probá de nuevo en unos minutos; tus datos siguen en el formulario.',
  notFound: 'No encontrado',
  enquiriesFull: `Hoy la web recibió más consultas de las que puede guardar. Escribime por WhatsApp al +${owner.whatsapp} o por mail a ${owner.email} y te respondo igual; tus datos siguen en el formulario.`,
} as const

/** The editor's GitHub sign-in pages (worker/routes/cms.tsx). */
export const cmsText = {
  title: 'Ingreso al editor',
  signedIn: 'Listo: ya entraste al editor. Podés cerrar esta ventana si no se cierra sola.',
  notConfigured:
    'El ingreso al editor todavía no está configurado. Avisale a quien mantiene el sitio.',
  unknownProvider: 'El editor solo permite ingresar con GitHub.',
  expired:
    'El ingreso venció o no empezó en el editor. Cerrá esta ventana y volvé a tocar “Ingresar con GitHub”.',
  denied: 'GitHub no autorizó el ingreso. Cerrá esta ventana y probá de nuevo.',
  notAllowed: 'Esta cuenta de GitHub no tiene permiso para editar el sitio.',
  githubDown: 'GitHub no respondió. Probá de nuevo en unos minutos.',
} as const
