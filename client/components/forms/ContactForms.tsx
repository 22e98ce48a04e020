/**
 * The tabbed contact form of /contact (FAMILIAS / MARCAS). STUB: the forms work
 * (client/components/forms/**) replaces the body; pages only place this component.
 */
export function ContactForms() {
  return <div data-stub="contact-forms" />
}
