/**
 * The Worker's own Spanish texts: its answers, the editor's sign-in and the journal
 * mailing's pages (the fields' messages live in shared/forms/schemas.ts, the forms'
 * notices in shared/forms/text.ts).
 * Tests import these, so each is written once.
 */
import { notificationText, turnstileText } from '../shared/forms/text'
import { owner } from '../shared/content/owner'
import { signInRules } from '../shared/rules/sign-in'

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
  signupsFull:
    'Hoy se anotaron en el newsletter más personas de las que la web puede recibir en un día. Probá de nuevo mañana; tus datos siguen en el formulario.',
} as const

/** Signing in to the editor at /admin, and its gateway to GitHub (worker/editor/). */
export const editorText = {
  title: 'Entrar al editor',
  askEmail:
    'Escribí tu e-mail y te mandamos un código para entrar. No hace falta contraseña ni cuenta en ningún otro lado.',
  emailLabel: 'Tu e-mail',
  sendCode: 'Mandarme el código',
  badEmail: 'Revisá el e-mail: parece que le falta algo.',
  codeSent: (email: string) =>
    `Si ${email} puede editar el sitio, en un momento te llega un mail con un código de ${signInRules.codeDigits} números. ` +
    `Vence en ${signInRules.codeMs / 60_000} minutos y sirve solo en este navegador: lo podés leer en el celular y escribirlo acá.`,
  codeLabel: 'Código',
  enter: 'Entrar',
  wrongCode:
    'Ese código no sirve: puede que tenga un número cambiado, que haya vencido o que ya se haya usado. Revisá el último mail o pedí otro.',
  anotherCode: 'Pedir otro código',
  codesSpent:
    `Mandamos como mucho ${signInRules.codesPerHour} códigos por hora, y a los navegadores donde nunca entraste, ` +
    `${signInRules.anonymousCodesPerDay === 1 ? 'uno' : signInRules.anonymousCodesPerDay} por día: ` +
    'si pediste varios, usá el del último mail. Si no te llega, entrá desde un navegador donde ya hayas entrado.',
  /** `next` is when the next code may be asked for: "las 14:05" or "mañana a las 09:30", Buenos Aires. */
  codesSpentUntil: (email: string, next: string) =>
    `Ya se pidieron ${signInRules.codesPerHour} códigos para ${email} en la última hora, el máximo. ` +
    `Usá el del último mail que te llegó, o pedí otro desde ${next}.`,
  /** Past the day's requests from browsers not known for the address; `next` as above. */
  codesSpentToday: (email: string, next: string) =>
    `Hoy ya se pidieron muchos códigos para ${email} desde navegadores donde nunca se entró al editor, así que por ahora no mandamos más. ` +
    `Si es tu dirección, entrá desde un navegador donde ya hayas entrado (ahí el código te llega igual), o pedí otro desde ${next}.`,
  codesStopped:
    'Hoy se escribieron demasiados códigos equivocados para esta dirección desde navegadores donde nunca se entró al editor, ' +
    'así que por hoy no se puede entrar así. Si es tu dirección, entrá desde un navegador donde ya hayas entrado, o probá mañana.',
  tooFast:
    'Hubo demasiados intentos seguidos desde tu conexión. Esperá un minuto y probá de nuevo.',
  notHuman:
    'No pudimos comprobar que el pedido lo hace una persona. Esperá a que termine la verificación y probá de nuevo.',
  checkUnavailable:
    'No pudimos hacer la verificación de seguridad en este momento. Probá de nuevo en unos minutos.',
  signedIn: 'Listo: ya entraste al editor. Podés cerrar esta ventana si no se cierra sola.',
  notConfigured:
    'El ingreso al editor todavía no está configurado. Avisale a quien mantiene el sitio.',
  foreign: 'Este pedido no viene del editor del sitio.',
  signedOut: 'Tu sesión del editor terminó. Volvé a entrar con tu e-mail.',
  notAllowed: 'El editor no puede hacer ese pedido.',
  outsideHerFolders:
    'El editor guarda solo tus textos y tus fotos, y este cambio tocaba otra parte del sitio: no se guardó nada. Avisale a quien mantiene el sitio.',
  badRequest: 'El pedido llegó incompleto o dañado.',
  githubDown: 'GitHub no respondió. Probá de nuevo en unos minutos.',
} as const

/** Her passkeys in the editor's sign-in window (worker/editor/passkeys.ts). */
export const passkeyText = {
  signInIntro:
    'Si guardaste una llave de acceso en este dispositivo, entrá con ella: sin código y sin esperar ningún mail.',
  signIn: 'Entrar con mi llave de acceso',
  orCode: 'O pedí un código por e-mail:',
  offerTitle: 'Entrar sin código la próxima vez',
  offerText:
    'Guardá una llave de acceso en este dispositivo: la próxima vez entrás con tu huella, tu cara o el PIN con que lo desbloqueás, sin esperar el mail. Nadie más puede usarla, y el código por e-mail sigue sirviendo siempre.',
  offer: 'Entrar sin código la próxima vez',
  listTitle: 'Tus llaves de acceso',
  /** One of her passkeys: `savedOn` and `usedOn` as 23/11/2026. */
  listed: (name: string, savedOn: string, usedOn: string | null) =>
    `${name}, guardada el ${savedOn}. ${usedOn ? `La usaste por última vez el ${usedOn}.` : 'Todavía no la usaste.'}`,
  remove: 'Quitar',
  removeLabel: (name: string, savedOn: string) =>
    `Quitar la llave de ${name} guardada el ${savedOn}`,
  listNote:
    'Si perdés el celular o dejás de usar una compu, quitá su llave desde acá. Para volver a esta lista, entrá con el código por e-mail.',
  toEditor: 'Ir al editor',
  /** Signed in, on the page with her passkeys: the window waits for "Ir al editor". */
  signedIn: 'Listo: ya entraste. Cuando termines acá, tocá «Ir al editor».',
  saved:
    'Listo: guardaste la llave en este dispositivo. La próxima vez tocá «Entrar con mi llave de acceso».',
  removed: (name: string) => `Quitaste la llave de ${name}: ya no sirve para entrar.`,
  notYours: 'Esa llave ya no está en tu lista.',
  refused:
    'No pudimos entrar con esa llave de acceso: puede que la hayas quitado o que sea de otro sitio. Probá de nuevo, o pedí un código por e-mail.',
  notSaved:
    'No se pudo guardar la llave. Probá de nuevo; si sigue sin andar, seguí entrando con el código por e-mail.',
  cancelled: 'Se canceló antes de terminar. Podés probar de nuevo cuando quieras.',
  alreadyHere: 'Este dispositivo ya tiene una llave tuya guardada: la próxima vez entrá con ella.',
  tooMany: (max: number) =>
    `Ya tenés ${max} llaves guardadas, el máximo. Quitá una que no uses y guardá la nueva.`,
  /** What her list calls a device: "Chrome en Android". */
  deviceName: (browser: string, system: string) => `${browser} en ${system}`,
  someBrowser: 'Un navegador',
  someDevice: 'un dispositivo',
} as const

const copies = (n: number) => (n === 1 ? '1 suscriptor' : `${n} suscriptores`)

/** Mailing a journal entry to her subscribers (worker/journal/): her preview and her page. */
export const journalMailText = {
  previewSubject: (title: string) => `Vista previa: «${title}» para tus suscriptores`,
  previewIntro: (n: number) =>
    `Publicaste esta entrada con «Enviar por mail a mis suscriptores». Así la van a recibir tus ${copies(n)} confirmados. No sale nada hasta que toques el botón y lo confirmes.`,
  sendLabel: (n: number) => `Enviar a ${copies(n)}`,
  linkLasts: (days: number) =>
    `El botón funciona una sola vez, durante ${days} días. Si apagás el interruptor de la entrada antes de confirmar, el envío se cancela.`,
  pace: (perDay: number, days: number) =>
    `La web manda hasta ${perDay} por día para no quedarse sin mails para las consultas: este envío tarda unos ${days} días. Cada día arranca a las 9.`,
  askTitle: (title: string) => `Enviar «${title}»`,
  askText: (n: number) =>
    `Lo van a recibir tus ${copies(n)} confirmados, una sola vez cada uno. Tocá el botón para confirmar.`,
  sendingTitle: 'Listo, el envío está en marcha',
  progress: (sent: number, failed: number, waiting: number) =>
    [
      `Ya salieron ${sent} de ${sent + failed + waiting}.`,
      failed > 0 && `${failed} no se ${failed === 1 ? 'pudo' : 'pudieron'} enviar.`,
      waiting > 0
        ? 'Los que faltan van saliendo solos: podés volver a este enlace para ver cómo va.'
        : 'Ya no queda ninguno por salir.',
    ]
      .filter(Boolean)
      .join(' '),
  tomorrow: 'La web llegó a su tope de mails de hoy: los que faltan salen mañana desde las 9.',
  doneTitle: 'Envío terminado',
  alreadyUsed: 'Este enlace ya se usó: la entrada se envía una sola vez. Acá ves cómo va el envío.',
  cancelledTitle: 'Este envío se canceló',
  cancelledText:
    'Apagaste «Enviar por mail a mis suscriptores» en la entrada (o la entrada ya no está publicada). Si lo volvés a prender y publicás, te llega una vista previa nueva.',
  invalidTitle: 'Este enlace ya no sirve',
  invalidText:
    'Venció (dura 7 días) o no es el último que te mandé. Si querés enviar la entrada, volvé a publicarla con el interruptor prendido y te llega uno nuevo.',
  weekLine: (title: string, sent: number, failed: number, visits: number) =>
    `«${title}»: ${sent} ${sent === 1 ? 'mail enviado' : 'mails enviados'}, ${failed} sin poder enviarse, ${visits} ${visits === 1 ? 'visita' : 'visitas'} desde el mail.`,
} as const

/** The pages a form without JavaScript lands on: sent, or what to fix. */
export const formText = {
  sentText: {
    families: notificationText.contactSuccess,
    brands: notificationText.contactSuccess,
    product: notificationText.contactSuccess,
    subscribe: `${notificationText.subscribeSuccess} ${notificationText.subscribeConfirmationSent}`,
  },
  sentTitle: '¡Gracias!',
  reference: (reference: string) => `Tu número de consulta es ${reference}.`,
  errorTitle: notificationText.errorTitle,
  goBack:
    'Volvé al formulario con el botón Atrás de tu navegador: lo que escribiste sigue ahí para corregirlo.',
  foreign: 'Este formulario solo se puede enviar desde el sitio.',
  checkFields: 'Revisá los campos marcados: falta completar o corregir algún dato.',
  /** Turnstile is on and its check needs JavaScript, which this browser did not run. */
  noScriptsCheck: `Para enviar el formulario, la web necesita comprobar que sos una persona, y eso no funciona con JavaScript desactivado. Escribime por WhatsApp al +${owner.whatsapp} o por mail a ${owner.email}: te respondo igual.`,
} as const

/** The pages of a subscriber's links: confirm, leave, and a link no longer valid. */
export const subscriberText = {
  confirmAsk: {
    title: 'Confirmá tu suscripción',
    text: 'Tocá el botón para confirmar que querés recibir mis novedades.',
    label: 'Confirmar suscripción',
  },
  confirmed: {
    title: '¡Listo! Tu suscripción está confirmada',
    text: 'Gracias por sumarte a mi comunidad.',
  },
  unsubscribeAsk: {
    title: 'Darte de baja',
    text: 'Tocá el botón para dejar de recibir mis mails.',
    label: 'Darme de baja',
  },
  unsubscribed: {
    title: 'Listo, te diste de baja',
    text: 'No vas a recibir más mails míos. Si fue un error, podés volver a suscribirte desde el sitio.',
  },
  invalid: {
    title: 'Este enlace ya no es válido',
    text: 'Puede que ya lo hayas usado o que haya vencido. Si querés suscribirte, completá el formulario del sitio de nuevo.',
  },
} as const
