/**
 * What the forms say to a visitor once sent, and the Turnstile check's words, shared by
 * the form and the Worker: fixed wording, change them only on purpose.
 */
export const notificationText = {
  successTitle: (name: string) => `Gracias ${name}`,
  contactSuccess: 'Tu consulta fue enviada con éxito!',
  subscribeSuccess: 'Ahora formas parte de mi comunidad!',
  /** The line under subscribeSuccess: double opt-in, the confirmation mail is on its way. */
  subscribeConfirmationSent: 'Revisá tu correo: te mando un mail para confirmar tu suscripción.',
  errorTitle: 'Error al enviar el formulario',
  /** Used when the server gives no message. */
  errorFallback: 'Error',
  /** Follows the error text. */
  errorEmoji: '😔',
} as const

/** The optional Turnstile check, worded once for the form and the Worker. */
export const turnstileText = {
  /** The accessible name of the box around the widget. */
  widgetLabel: 'Verificación de seguridad',
  /**
   * Said by the form when the widget has no token yet (still verifying, or failed),
   * and by the Worker when siteverify refuses a token.
   */
  notVerified:
    'No pudimos comprobar que el envío lo hace una persona. Esperá a que termine la verificación del formulario y probá de nuevo.',
} as const
