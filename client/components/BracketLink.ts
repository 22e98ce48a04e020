import { styled } from 'goober'
import { Link } from 'wouter'
import { bracketStyle } from './typography'

/**
 * TextLink's look for words quoted in their own case, 'Conoce más': the brackets are
 * drawn around them with an empty alternative text, so the link's text and its
 * accessible name are the words alone. No upper case either: browsers hand
 * upper-cased text to screen readers as such.
 */
export const BracketLink = styled(Link)`
  ${bracketStyle}
  text-transform: none;
  &::before {
    content: '[ ' / '';
  }
  &::after {
    content: ' ]' / '';
  }
`
