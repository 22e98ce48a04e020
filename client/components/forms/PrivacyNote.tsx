import { styled } from 'goober'
import { palette } from '../../../shared/design'
import { privacyAnchor } from '../../../shared/content/anchors'
import { owner } from '../../../shared/owner'
import { paths } from '../../../shared/routes'

/** Where the data-protection legend lives: the privacy policy on the FAQs page. */
export const privacyHref = `${paths.faqs}#${privacyAnchor}`

const Note = styled('p')`
  max-width: 62ch;
  color: ${palette.roseDeep};
  font-size: 0.9375rem;
  line-height: 1.55;
`

/**
 * Ley 25.326: what the data is for, who keeps it, and the rights a link away.
 * A plain link, so the browser lands on the legend's anchor.
 */
export function PrivacyNote({ purpose }: { purpose: string }) {
  return (
    <Note>
      {purpose} Tus datos los guardo yo, {owner.brand}, y no los comparto con nadie. Podés pedir
      verlos, corregirlos o borrarlos cuando quieras:{' '}
      <a href={privacyHref}>protección de datos personales</a>.
    </Note>
  )
}
