import { styled } from 'goober'
import { aboutContent } from '../../../shared/content/about'
import type { ImageKey } from '../../../shared/content/images'
import { breakpoints, fonts, palette, under } from '../../../shared/site/design'
import { Inner, Section, splitColumns } from '../layout'
import { Picture } from '../media/Picture'
import { ReactIsland } from '../../islands/Island'
import type { Directive } from '../../islands/types'
import { SectionTitle } from '../typography'
import { photoFill, photoFrame } from '../../styles/photoFrame'

/** Heading and invitation beside the form from 900px, above it on narrower screens; all left-aligned. */
const Box = styled('div')`
  ${splitColumns('wide', 'second', under(breakpoints.headerMedium))}
  align-items: start;
  > div > p {
    margin-top: 1.25rem;
    max-width: 36rem;
    font-size: 1.125rem;
  }
`

/** Her portrait beside her name and line, over the invitation. */
const Signature = styled('figure')`
  display: flex;
  align-items: center;
  gap: 20px;
  margin: 0 0 32px;
  .portrait {
    flex: 0 0 auto;
    width: 96px;
    aspect-ratio: 4 / 5;
    ${photoFrame}
  }
  img {
    ${photoFill}
  }
  figcaption {
    font-size: 0.9375rem;
    color: ${palette.roseDeep};
  }
  strong {
    display: block;
    font-family: ${fonts.serif};
    font-weight: 400;
    font-size: 1.375rem;
    color: ${palette.grafito};
  }
`

/** Who writes, beside the sign-up: her portrait, her name and a line. */
export interface SubscribeSignature {
  photo: ImageKey
  /** Her name, once she has written it (until then her line stands alone). */
  name?: string
  line: string
}

/**
 * The newsletter block; the form itself (name and email) comes from the forms work. It
 * posts as HTML before its island wakes: `when` says when that is (near the screen by
 * default; a page where signing up is not the point can wait for the visitor's hand).
 */
export function SubscribeBlock({
  signature,
  when = 'visible',
}: {
  signature?: SubscribeSignature
  when?: Directive
}) {
  const subscribe = aboutContent.subscribe
  return (
    <Section $tone="lush" aria-labelledby="suscripcion">
      <Inner>
        <Box>
          <div>
            {signature ? (
              <Signature>
                <span className="portrait">
                  <Picture image={signature.photo} sizes="96px" />
                </span>
                <figcaption>
                  {signature.name ? <strong>{signature.name}</strong> : null}
                  {signature.line}
                </figcaption>
              </Signature>
            ) : null}
            <SectionTitle id="suscripcion">{subscribe.title}</SectionTitle>
            <p>{subscribe.text}</p>
          </div>
          <div>
            <ReactIsland name="subscribeForm" when={when} props={{}} />
          </div>
        </Box>
      </Inner>
    </Section>
  )
}
