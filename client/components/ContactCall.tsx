import { styled } from 'goober'
import { paths } from '../../shared/site/routes'
import { ButtonLink, SectionTitle } from './typography'

const Centered = styled('div')<{ $textTop: string }>`
  max-width: 40rem;
  margin: 0 auto;
  text-align: center;
  > p {
    margin: ${(p) => p.$textTop} 0 2.5rem;
    font-size: 1.125rem;
  }
`

/**
 * A centred call to book: its title (`id`, for the section's `aria-labelledby`), a line,
 * and the solid button to /contact. `textTop`: the space between title and line.
 */
export function ContactCall(props: {
  id: string
  title: string
  text: string
  cta: string
  textTop: '1.25rem' | '1.5rem'
}) {
  return (
    <Centered $textTop={props.textTop}>
      <SectionTitle id={props.id}>{props.title}</SectionTitle>
      <p>{props.text}</p>
      <ButtonLink href={paths.contact} $solid>
        {props.cta}
      </ButtonLink>
    </Centered>
  )
}
