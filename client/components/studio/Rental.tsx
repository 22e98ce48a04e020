import { styled } from 'goober'
import { studioContent } from '../../../shared/content/studio'
import { breakpoints, under } from '../../../shared/site/design'
import { paths } from '../../../shared/site/routes'
import { PhotoText } from '../media/PhotoText'
import { listItemsOf, TitledProse } from '../Prose'
import { ButtonLink, ItemTitle } from '../typography'
import { ruledList } from '../../styles/ruledList'

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
    ${ruledList('0.625rem 0')}
  }
`

/** The rental description and 'RESÉRVALO' to /contact. */
export function Rental() {
  const rental = studioContent.rental
  const lists = [
    { title: rental.usesTitle, items: rental.uses },
    { title: rental.featuresTitle, items: rental.features },
  ]
  return (
    <PhotoText
      labelledBy="alquiler"
      photo={{ image: rental.image, sizes: '(max-width: 992px) 90vw, 40vw' }}
      align="start"
      stackAt={breakpoints.gallery}
    >
      <div>
        <TitledProse id="alquiler" title={rental.title} paragraphs={rental.paragraphs} measure />
        <Lists>
          {lists.map((list) => (
            <div key={list.title}>
              <ItemTitle>{list.title}</ItemTitle>
              <ul>{listItemsOf(list.items)}</ul>
            </div>
          ))}
        </Lists>
        <ButtonLink href={paths.contact} $solid>
          {studioContent.cta}
        </ButtonLink>
      </div>
    </PhotoText>
  )
}
