/**
 * One mailbox however its address is spelt: lower case, without a `+tag`, and for
 * Gmail without dots, googlemail.com being gmail.com. What the once-a-day courtesy
 * mail (acknowledgement or confirmation) compares, so `ana+1@gmail.com`, `a.na@gmail.com`
 * and `ANA@googlemail.com` get one between them. Mail still goes to the address as typed.
 */
export function mailboxOf(address: string): string {
  const trimmed = address.trim().toLowerCase()
  const at = trimmed.lastIndexOf('@')
  if (at < 0) return trimmed
  let local = trimmed.slice(0, at).split('+')[0] ?? ''
  let domain = trimmed.slice(at + 1)
  if (domain === 'googlemail.com') domain = 'gmail.com'
  if (domain === 'gmail.com') local = local.replaceAll('.', '')
  return `${local}@${domain}`
}
