import { styled } from 'goober'
import { aboutContent } from '../../../shared/content/about'
import { Inner, Section } from '../layout'
import { SubscribeForm } from '../forms/SubscribeForm'
import { HydrateApart } from '../shell/HydrateApart'
import { SectionTitle } from '../typography'

const Box = styled('div')`
  max-width: 44rem;
  margin: 0 auto;
  text-align: center;
  > p {
    margin: 1.25rem auto 2.5rem;
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
          <SectionTitle id="suscripcion">{subscribe.title}</SectionTitle>
          <p>{subscribe.text}</p>
          <HydrateApart>
            <SubscribeForm />
          </HydrateApart>
        </Box>
      </Inner>
    </Section>
  )
}
