/** Visitor-facing notification texts (spec section 8), exact. */
export const notificationText = {
  successTitle: (name: string) => `Gracias ${name}`,
  contactSuccess: 'Tu consulta fue enviada con éxito!',
  subscribeSuccess: 'Ahora formas parte de mi comunidad!',
  errorTitle: 'Error al enviar el formulario',
  /** Used when the server gives no message. */
  errorFallback: 'Error',
  /** Follows the error text. */
  errorEmoji: '😔',
} as const
