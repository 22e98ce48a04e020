import { createContext, use, type ReactNode } from 'react'
import { islandAttributes } from './markup'
import type { Directive, IslandName, IslandProps, ReactIslandName } from './types'

/** A React island met while rendering a page, rendered on its own afterwards. */
export interface ReactIslandRender {
  id: string
  name: ReactIslandName
  props: unknown
  children?: ReactNode
}

/**
 * Where islands render. The build's render of a page gives its own (client/entry-server.tsx)
 * and null inside an island's own render; without one (unit tests), a React island
 * leaves its empty element.
 */
export interface IslandsOnPage {
  nextId(): string
  /** Takes a React island met on the page, to render it on its own into its element. */
  renderApart(island: ReactIslandRender): void
}

export const IslandsContext = createContext<IslandsOnPage | null>({
  nextId: () => '',
  renderApart: () => {},
})

interface IslandElementProps {
  name: IslandName
  when: Directive
  props: unknown
  unless?: string
  id: string
  children?: ReactNode
}

function IslandElement({ name, when, props, unless, id, children }: IslandElementProps) {
  const attributes = {
    [islandAttributes.name]: name,
    [islandAttributes.when]: when,
    [islandAttributes.props]: JSON.stringify(props),
    ...(unless ? { [islandAttributes.unless]: unless } : {}),
    // Last: the build finds a React island's place by it (client/entry-server.tsx).
    [islandAttributes.id]: id,
  }
  return <island-root {...attributes}>{children}</island-root>
}

function useIslands(): IslandsOnPage {
  const islands = use(IslandsContext)
  if (!islands) throw new Error('An island inside an island: islands do not nest.')
  return islands
}

/**
 * An island brought to life without React: its prerendered HTML (the children) is
 * handed to its module's `mount` with `props` when `when` says.
 */
export function Island<N extends IslandName>(island: {
  name: N
  when: Directive
  props: IslandProps<N>
  /** A CSS condition under which the island is not needed (CSS does its work). */
  unless?: string
  children: ReactNode
}) {
  const id = useIslands().nextId()
  return <IslandElement {...island} id={id} />
}

/**
 * A React component as an island (its module is `reactIsland(Component)`): rendered
 * here as an empty element, which the build fills with the component rendered on
 * its own with `props`, so hydrating it alone finds the same HTML and ids. Its
 * children become a slot of static HTML.
 */
export function ReactIsland<N extends ReactIslandName>({
  name,
  when,
  props,
  children,
}: {
  name: N
  when: Directive
  props: IslandProps<N>
  children?: ReactNode
}) {
  const islands = useIslands()
  const id = islands.nextId()
  islands.renderApart({ id, name, props, children })
  return <IslandElement name={name} when={when} props={props} id={id} />
}
