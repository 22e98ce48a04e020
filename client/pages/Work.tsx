import { styled } from 'goober'
import { Link, useParams } from 'wouter'
import { portfolioLabels, works } from '../../shared/content/portfolio'
import { breakpoints, palette, upTo } from '../../shared/site/design'
import { paths, type RoutePattern } from '../../shared/site/routes'
import { gridColumns, Inner, Section, splitColumns } from '../components/layout'
import { Lead, PageOpening } from '../components/media/PageOpening'
import { Gallery, openingPhotos } from '../components/work/Gallery'
import { SessionFacts } from '../components/work/SessionFacts'
import { Island, ReactIsland } from '../islands/Island'
import { ButtonLink, Kicker, TextLink, lightSerif, thinUnderline } from '../components/typography'
import { breadcrumbs, homeCrumb, type PageHead } from '../../shared/site/head'

// Under the opening: the session in a line beside its facts.
const Head = styled('div')`
  ${splitColumns('narrow', 'first', upTo(breakpoints.workLayout))}
  align-items: end;
`

/** The page's close: the next session of the same kind, or a booking; then the way back. */
const Next = styled('nav')`
  ${gridColumns}
  row-gap: 24px;
  align-items: end;
  > :first-child {
    grid-column: 1 / span 8;
  }
  > a {
    grid-column: 9 / span 4;
    justify-self: end;
  }
  margin-top: 72px;
  padding-top: 40px;
  border-top: 1px solid ${palette.orchid};
  .label {
    margin: 0;
    color: ${palette.roseDeep};
  }
  .next {
    display: inline-block;
    margin-top: 8px;
    ${lightSerif('clamp(1.75rem, 3.4vw, 3rem)', 1.1)}
    text-decoration: none;
  }
  .next:hover {
    ${thinUnderline('0.15em')}
  }
  .back {
    grid-column: 1 / -1;
    margin-top: 16px;
  }
  ${upTo(breakpoints.workLayout)} {
    grid-template-columns: minmax(0, 1fr);
    > :first-child,
    > a {
      grid-column: auto;
    }
    > a {
      justify-self: stretch;
    }
  }
`

export default function Work() {
  const { id } = useParams<RoutePattern<'work'>>()
  const work = works.find((w) => String(w.id) === id)
  // Only known works are prerendered; the Worker answers any other id.
  if (!work) return null

  const fallback = paths.portfolio(work.category)
  const sameKind = works.filter((w) => w.category === work.category)
  const next = sameKind[(sameKind.indexOf(work) + 1) % sameKind.length] ?? work
  // The photos open in a lightbox once the visitor reaches for one (WorkGallery.tsx).

  const opening = openingPhotos(work)

  return (
    <>
      <PageOpening
        titleId="sesion-titulo"
        image={opening.wide}
        phoneImage={opening.phone}
        kicker={portfolioLabels[work.category]}
        title={work.title}
      >
        <Head>
          <div>{work.description ? <Lead>{work.description}</Lead> : null}</div>
          <SessionFacts service={work.service} place={work.location} />
        </Head>
      </PageOpening>
      <Section style={{ paddingTop: 0 }}>
        <Inner>
          <ReactIsland
            name="workGallery"
            when="interaction"
            props={{ title: work.title, photos: work.imagesResponsive }}
          >
            <Gallery work={work} opening={opening} />
          </ReactIsland>
          <Next aria-label="Seguir mirando">
            <div>
              <Kicker className="label">Otra sesión</Kicker>
              <Link className="next" href={paths.work(next.id)}>
                {next.title} <span aria-hidden="true">→</span>
              </Link>
            </div>
            <ButtonLink $solid href={paths.contact}>
              QUIERO MI SESIÓN
            </ButtonLink>
            <div className="back">
              <Island name="backLink" when="idle" props={{}}>
                <TextLink href={fallback}>VOLVER A PORTFOLIO</TextLink>
              </Island>
            </div>
          </Next>
        </Inner>
      </Section>
    </>
  )
}

export const head: PageHead<'work'> = ({ params, path, origin }) => {
  const work = works.find((w) => String(w.id) === params.id)
  const title = work?.title ?? 'Sesión'
  const category = work?.category ?? 'families'
  return {
    title,
    description: `${title}: una sesión del portfolio de ${portfolioLabels[category].toLowerCase()}.`,
    jsonLd: [
      breadcrumbs(origin, [
        homeCrumb,
        [`Portfolio: ${portfolioLabels[category]}`, paths.portfolio(category)],
        [title, path],
      ]),
    ],
  }
}
