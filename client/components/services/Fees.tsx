import { styled } from 'goober'
import {
  feeText,
  priceParts,
  type Price,
  type ServiceContent,
} from '../../../shared/content/services'
import { breakpoints, fonts, palette, upTo } from '../../../shared/site/design'
import { halves, Inner, Section } from '../layout'
import { ItemTitle, Kicker, lightSerif, SectionTitle } from '../typography'

const Columns = styled('div')`
  ${halves(upTo(breakpoints.serviceMobileHero))}
  margin-top: 48px;
  border-top: 1px solid ${palette.orchid};
`

// Each column lays its heading, amount, quote line and note on the rows of the
// grid, so the two amounts and the two notes line up whatever each one says.
const Column = styled('div')`
  display: grid;
  grid-row: span 4;
  grid-template-rows: subgrid;
  align-content: start;
  padding: 40px 40px 8px 0;
  & + & {
    padding-left: 40px;
    border-left: 1px solid ${palette.orchid};
  }
  ${upTo(breakpoints.serviceMobileHero)} {
    padding: 32px 0 8px;
    & + & {
      padding-left: 0;
      border-left: 0;
      border-top: 1px solid ${palette.orchid};
    }
  }
`

// The number in the serif; a starting word before it in the small sans, like a kicker.
const Amount = styled('p')`
  ${lightSerif('clamp(2.25rem, 4vw, 3.5rem)', 1.1)}
  margin: 8px 0 16px;
  .from {
    font-family: ${fonts.sans};
    font-size: 0.875rem;
    font-weight: 600;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    vertical-align: 0.35em;
  }
`

const Note = styled('p')`
  color: ${palette.roseDeep};
`

/** The amount, and the line under it that says a custom quote is one (empty otherwise). */
function Fee({ price }: { price: Price }) {
  const { from, amount } = priceParts(price)
  return (
    <>
      <Amount>
        {from ? <span className="from">{from} </span> : null}
        {amount}
      </Amount>
      {price.kind === 'quote' ? <Kicker>{feeText.customQuote}</Kicker> : <span />}
    </>
  )
}

/** 'ARANCELES SESIONES': the studio and the outdoor or home price, in USD. */
export function Fees({ content }: { content: ServiceContent }) {
  const travel = content.travelExcluded ? 'No incluye gastos de traslado.' : null
  return (
    <Section $tone="lush" aria-labelledby="aranceles">
      <Inner>
        <SectionTitle id="aranceles">ARANCELES SESIONES</SectionTitle>
        <Columns>
          <Column>
            <ItemTitle>Sesión en estudio</ItemTitle>
            <Fee price={content.studioPrice} />
            <Note>Precio en dólares estadounidenses.</Note>
          </Column>
          <Column>
            <ItemTitle>Sesión en exteriores o a domicilio</ItemTitle>
            <Fee price={content.outdoorPrice} />
            <Note>
              {content.outdoorPrice.kind === 'quote'
                ? 'Precio en dólares estadounidenses; el valor final se cotiza según tu proyecto. '
                : 'Precio en dólares estadounidenses. '}
              {travel}
            </Note>
          </Column>
        </Columns>
      </Inner>
    </Section>
  )
}
