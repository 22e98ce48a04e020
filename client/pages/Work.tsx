import { styled } from 'goober'
import { lazy, Suspense, useState, type MouseEvent } from 'react'
import { Link, Redirect, useLocation, useParams } from 'wouter'
import { works } from '../../shared/content/portfolio'
import { breakpoints, fonts, palette, upTo } from '../../shared/design'
import { paths, type routePatterns } from '../../shared/routes'
import { Inner, Section } from '../components/layout'
import { Gallery } from '../components/work/Gallery'
import { ButtonLink, Kicker, PageTitle, TextLink } from '../components/typography'

/** The lightbox (modal + slider) is fetched when a photo is first pointed at or opened. */
const loadLightbox = () => import('../components/work/Lightbox')
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })))

const Head = styled('div')`
  display: grid;
  grid-template-columns: minmax(0, 7fr) minmax(0, 4fr);
  gap: 64px;
  align-items: end;
  margin-bottom: 64px;
  .description {
    margin-top: 24px;
    max-width: 60ch;
    font-size: 1.125rem;
  }
  dl {
    margin: 0;
    border-top: 1px solid ${palette.orchid};
  }
  dl > div {
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
  ${upTo(breakpoints.workLayout)} {
    grid-template-columns: 1fr;
    gap: 32px;
    margin-bottom: 40px;
  }
`

/** The page's close: the next session of the same kind, or a booking; then the way back. */
const Next = styled('nav')`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 24px 48px;
  align-items: end;
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
    font-family: ${fonts.serif};
    font-weight: 300;
    font-size: clamp(1.75rem, 3.4vw, 3rem);
    line-height: 1.1;
    text-decoration: none;
  }
  .next:hover {
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.15em;
  }
  .back {
    grid-column: 1 / -1;
    margin-top: 16px;
  }
  ${upTo(breakpoints.workLayout)} {
    grid-template-columns: minmax(0, 1fr);
    > a {
      justify-self: stretch;
    }
  }
`

/**
 * Whether 'back' stays on this site. The Navigation API lists only this origin's
 * entries (a tab opened on this page, or arriving from a search engine, has none
 * before it); browsers without it fall back to the history length.
 */
function canGoBack(): boolean {
  const nav = (window as { navigation?: { currentEntry?: { index: number } | null } }).navigation
  if (nav?.currentEntry) return nav.currentEntry.index > 0
  return window.history.length > 1
}

export default function Work() {
  const { id } = useParams<typeof routePatterns.work>()
  const [, navigate] = useLocation()
  const [openAt, setOpenAt] = useState<number | null>(null)
  const [opened, setOpened] = useState(false)
  const work = works.find((w) => String(w.id) === id)
  // Reached by client-side navigation with an unknown id: go home, as a full load would.
  if (!work) return <Redirect to={paths.home} replace />

  const fallback = paths.portfolio(work.category)
  const sameKind = works.filter((w) => w.category === work.category)
  const next = sameKind[(sameKind.indexOf(work) + 1) % sameKind.length] ?? work
  // 'VOLVER A PORTFOLIO' goes back one step; opened directly (no history), it leads
  // to the work's category instead of leaving the site.
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    if (canGoBack()) window.history.back()
    else navigate(fallback)
  }

  return (
    <Section>
      <Inner>
        <Head>
          <div>
            <PageTitle>{work.title}</PageTitle>
            {work.description ? <p className="description">{work.description}</p> : null}
          </div>
          <dl>
            <div>
              <dt>Servicio</dt>
              <dd>{work.service}</dd>
            </div>
            <div>
              <dt>Locación</dt>
              <dd>{work.location}</dd>
            </div>
          </dl>
        </Head>
        <Gallery
          work={work}
          onIntent={() => void loadLightbox()}
          onOpen={(index) => {
            setOpened(true)
            setOpenAt(index)
          }}
        />
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
            <TextLink href={fallback} onClick={back}>
              VOLVER A PORTFOLIO
            </TextLink>
          </div>
        </Next>
        {opened ? (
          <Suspense fallback={null}>
            <Lightbox work={work} openAt={openAt} onClose={() => setOpenAt(null)} />
          </Suspense>
        ) : null}
      </Inner>
    </Section>
  )
}
