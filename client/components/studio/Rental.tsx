import { styled } from 'goober'
import { studioContent } from '../../../shared/content/studio'
import { breakpoints, palette, under } from '../../../shared/design'
import { paths } from '../../../shared/routes'
import { PhotoText } from '../media/PhotoText'
import { ButtonLink, ItemTitle, SectionTitle } from '../typography'

const Prose = styled('div')`
  margin-top: 2rem;
  font-size: 1.125rem;
  max-width: 36rem;
  p + p {
    margin-top: 1.25rem;
  }
`

const Lists = styled('div')`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 32px var(--gutter);
  margin: 3rem 0;
  ${under(breakpoints.headerNarrow)} {
    grid-template-columns: minmax(0, 1fr);
  }
  h3 {
    margin-bottom: 0.75rem;
  }
  ul {
    list-style: none;
    padding: 0;
  }
  li {
    padding: 0.625rem 0;
    border-top: 1px solid ${palette.orchid};
  }
  li:last-child {
    border-bottom: 1px solid ${palette.orchid};
  }
`

/** The rental description and 'RESÉRVALO' to /contact. */
export function Rental() {
  const rental = studioContent.rental
  return (
    <PhotoText
      labelledBy="alquiler"
      photo={{ image: rental.image, sizes: '(max-width: 992px) 90vw, 40vw' }}
      align="start"
      stackAt={breakpoints.gallery}
    >
      <div>
        <SectionTitle id="alquiler">{rental.title}</SectionTitle>
        <Prose>
          {rental.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Prose>
        <Lists>
          <div>
            <ItemTitle>{rental.usesTitle}</ItemTitle>
            <ul>
              {rental.uses.map((use) => (
                <li key={use}>{use}</li>
              ))}
            </ul>
          </div>
          <div>
            <ItemTitle>{rental.featuresTitle}</ItemTitle>
            <ul>
              {rental.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
        </Lists>
        <ButtonLink href={paths.contact} $solid>
          {studioContent.cta}
        </ButtonLink>
      </div>
    </PhotoText>
  )
}
