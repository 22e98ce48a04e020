import { styled } from 'goober'
import { aboutContent } from '../../../shared/content/about'
import { breakpoints, under } from '../../../shared/design'
import { Inner, Section, splitColumns } from '../layout'
import { ReactIsland } from '../../islands/Island'
import { SectionTitle } from '../typography'

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

/** The newsletter block; the form itself (name and email) comes from the forms work. */
export function SubscribeBlock() {
  const subscribe = aboutContent.subscribe
  return (
    <Section $tone="lush" aria-labelledby="suscripcion">
      <Inner>
        <Box>
          <div>
            <SectionTitle id="suscripcion">{subscribe.title}</SectionTitle>
            <p>{subscribe.text}</p>
          </div>
          <div>
            <ReactIsland name="subscribeForm" when="visible" props={{}} />
          </div>
        </Box>
      </Inner>
    </Section>
  )
}
