/**
 * The 'Regala recuerdos' banner: asks if the visitor wants a special gift and links to
 * /services. STUB: the home-page work implements it. The shop passes its button text
 * 'CONOCE LOS SERVICIOS'.
 */
export function GiftBanner({ buttonText }: { buttonText?: string }) {
  void buttonText
  return null
}
