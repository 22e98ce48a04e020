import { styled } from 'goober'
import { fonts, palette } from '../../../shared/site/design'

const List = styled('dl')`
  margin: 0;
  border-top: 1px solid ${palette.orchid};
  > div {
    display: flex;
    justify-content: space-between;
    gap: 24px;
    padding: 12px 0;
    border-bottom: 1px solid ${palette.orchid};
  }
  dt {
    font-family: ${fonts.sans};
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.18em;
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    text-align: right;
  }
`

/** A session's facts between hairlines: its service and, when known, its place. */
export function SessionFacts({
  service,
  place,
  className,
}: {
  service: string
  place?: string
  className?: string
}) {
  return (
    <List className={className}>
      <div>
        <dt>Servicio</dt>
        <dd>{service}</dd>
      </div>
      {place ? (
        <div>
          <dt>Locación</dt>
          <dd>{place}</dd>
        </div>
      ) : null}
    </List>
  )
}
