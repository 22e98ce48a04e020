import { styled } from 'goober'
import { Suspense } from 'react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { palette } from '../shared/site/design'
import { resolvePath, shapeCatalog, routes, type RouteKey } from '../shared/site/routes'
import { Footer } from './components/shell/Footer'
import { Header } from './components/shell/Header'
import { Menu } from './components/shell/Menu'
import { WhatsAppButton } from './components/shell/WhatsAppButton'
import { pages } from './pages/registry'

const Main = styled('main')<{ $underHeader: boolean }>`
  display: block;
  min-height: 60vh;
  padding-top: ${(p) => (p.$underHeader ? 'var(--header-height)' : '0')};
  &:focus {
    outline: none;
  }
`

const SkipLink = styled('a')`
  position: absolute;
  left: 16px;
  top: -100px;
  z-index: 200;
  padding: 12px 16px;
  background: ${palette.white};
  &:focus {
    top: 16px;
  }
`

/** Pages whose first section is a full-bleed photo under the transparent header. */
const photoFirst: ReadonlySet<RouteKey> = new Set(['home'])

/** Every page: rendered to HTML at build, one route at a time (client/entry-server.tsx). */
export function App() {
  const [location] = useLocation()
  const resolution = resolvePath(location, shapeCatalog)
  if (resolution.kind === 'redirect') return <Redirect to={resolution.to} replace />
  const route: RouteKey = resolution.kind === 'page' ? resolution.route : 'home'
  const overPhoto = resolution.kind === 'page' && photoFirst.has(route)

  return (
    <>
      <SkipLink href="#contenido">Saltar al contenido</SkipLink>
      <Header overPhoto={overPhoto} />
      <Main id="contenido" tabIndex={-1} $underHeader={!overPhoto}>
        <Suspense fallback={null}>
          <Switch>
            {(Object.keys(routes) as RouteKey[]).map((key) => (
              <Route key={key} path={routes[key].pattern} component={pages[key]} />
            ))}
          </Switch>
        </Suspense>
      </Main>
      <Footer />
      <WhatsAppButton />
      <Menu />
    </>
  )
}
