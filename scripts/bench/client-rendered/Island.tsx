/**
 * client/islands/Island.tsx as the comparison build has it (the build's plugin puts this
 * file in its place): a React island is rendered in place by the app, its component
 * loaded on first use, as the old site rendered everything; the other islands as on
 * the site.
 */
import { createElement, lazy, type ComponentType } from 'react'
import type { ReactIsland as Placed } from '../../../client/islands/Island'
import { islands } from '../../../client/components/islands'
import type { ReactIslandName } from '../../../client/islands/types'

export { Island, IslandsContext } from '../../../client/islands/Island'

/** Each React island's component, loaded on first use. */
const inPlace = Object.fromEntries(
  Object.entries(islands).map(([name, load]) => [
    name,
    lazy(async () => {
      const { Component } = (await load()).default
      if (!Component) throw new Error(`Island "${name}" has no React component`)
      return { default: Component as ComponentType<object> }
    }),
  ]),
)

/** The site's <ReactIsland>, with the same props, rendering its component in place. */
export function ReactIsland<N extends ReactIslandName>({
  name,
  props,
  children,
}: Parameters<typeof Placed<N>>[0]) {
  const component = inPlace[name]
  return component ? createElement(component, props as object, children) : null
}
