import { palette } from '../../shared/site/design'

/**
 * A list without bullets whose items sit between thin orchid rules: one above each
 * item and one under the last. For the list's own rule; `itemPadding` spaces the rules.
 */
export const ruledList = (itemPadding: string): string => `
  list-style: none;
  padding: 0;
  li {
    padding: ${itemPadding};
    border-top: 1px solid ${palette.orchid};
  }
  li:last-child {
    border-bottom: 1px solid ${palette.orchid};
  }
`
