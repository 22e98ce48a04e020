/** The visible '*' of a required field; the field itself carries aria-required. */
export function RequiredMark() {
  return <span aria-hidden="true"> *</span>
}
