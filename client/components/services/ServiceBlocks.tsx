import { styled } from 'goober'
import type { ImageKey } from '../../../shared/content/images'
import { breakpoints, palette, upTo } from '../../../shared/site/design'
import { paths } from '../../../shared/site/routes'
import { Picture } from '../media/Picture'
import { listItemsOf } from '../Prose'
import { ItemTitle, kickerText, TextLink } from '../typography'
import { photoFill, photoFrame } from '../../styles/photoFrame'
import { ruledList } from '../../styles/ruledList'

interface Block {
  id: string
  image: ImageKey
  kicker: string
  title: string
  text: string
  cta: string
  href: string
}

const blocks: readonly Block[] = [
  {
    id: 'marcas',
    image: 'services-brands',
    kicker: 'Marcas & Emprendedores',
    title: 'Fotografía para marcas',
    text: 'Retratos, productos y el día a día de tu emprendimiento, para mostrar quién está detrás de tu marca.',
    cta: 'QUIERO AGENDAR',
    href: paths.brands,
  },
  {
    id: 'familias',
    image: 'services-families',
    kicker: 'Familia & Maternidad',
    title: 'Fotografía de familia',
    text: 'Embarazo, recién nacidos, bebés de meses y primer año: sesiones tranquilas para guardar cada etapa.',
    cta: 'CONOCÉ MÁS',
    href: paths.families(),
  },
  {
    id: 'estudio',
    image: 'services-studio',
    kicker: 'El estudio',
    title: 'Alquiler del estudio',
    text: 'Un espacio con luz natural para producciones de fotos, talleres, presentaciones y charlas.',
    cta: 'QUIERO SABER MÁS',
    href: paths.contact,
  },
]

/** What each block includes: the same three lines under every block. */
const includes = [
  '30 imágenes en alta calidad.',
  'Sesión en el estudio y/o en tu espacio.',
  'Material editado y listo para publicar.',
]

const List = styled('ul')`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  /* The page grid's gutter between the cards: each takes four of its columns. */
  column-gap: var(--gutter);
  row-gap: 48px;
  ${upTo(breakpoints.gallery)} {
    grid-template-columns: 1fr;
    row-gap: 80px;
  }
`

/**
 * Each card's six parts (photo, kicker, title, text, list, link) sit on rows shared
 * with the other cards (subgrid), so the rules of the lists line up however long
 * each text is.
 */
const Card = styled('li')`
  display: grid;
  grid-row: span 6;
  grid-template-rows: subgrid;
  row-gap: 0;

  .frame {
    aspect-ratio: 4 / 5;
    ${photoFrame}
  }
  img {
    ${photoFill}
  }
  h3 {
    margin: 8px 0 16px;
  }
  ul {
    ${ruledList('12px 0')}
    margin: 24px 0 32px;
  }
  .kicker {
    margin-top: 32px;
    ${kickerText}
    color: ${palette.roseDeep};
  }
  .cta {
    align-self: end;
  }
  /* One column: nothing to line up with, so no rows stretched by the list's gap. */
  ${upTo(breakpoints.gallery)} {
    display: flex;
    flex-direction: column;
    grid-row: auto;
    .frame {
      aspect-ratio: 4 / 3;
    }
    .cta {
      align-self: flex-start;
    }
  }
`

/** The three service blocks: brands, families, studio rental. */
export function ServiceBlocks() {
  return (
    <List>
      {blocks.map((b) => (
        <Card key={b.id} aria-labelledby={`servicio-${b.id}`}>
          <div className="frame">
            <Picture image={b.image} sizes="(max-width: 992px) 100vw, 30vw" />
          </div>
          <p className="kicker">{b.kicker}</p>
          <ItemTitle id={`servicio-${b.id}`}>{b.title}</ItemTitle>
          <p>{b.text}</p>
          <ul aria-label="Incluye">{listItemsOf(includes)}</ul>
          <div className="cta">
            <TextLink href={b.href}>{b.cta}</TextLink>
          </div>
        </Card>
      ))}
    </List>
  )
}
