/**
 * The newsletter block's form (name and email). STUB: the forms work replaces the
 * body; the about page only places this component inside its subscribe section.
 */
export function SubscribeForm() {
  return <div data-stub="subscribe-form" />
}
