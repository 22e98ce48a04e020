/**
 * Types for @splidejs/react-splide 0.7: its package.json "exports" hides its own
 * .d.ts from "Bundler" resolution, and those reference the global JSX namespace
 * that React 19's types dropped. This mirrors the part of its API we use.
 */
declare module '@splidejs/react-splide' {
  import type { ComponentConstructor, Options, Splide as SplideCore } from '@splidejs/splide'
  import type { Component, DOMAttributes, FC, HTMLAttributes, ReactNode } from 'react'

  export type { Options }

  export interface SplideProps extends Partial<
    Omit<HTMLAttributes<HTMLElement>, keyof DOMAttributes<HTMLElement>>
  > {
    options?: Options
    hasTrack?: boolean
    tag?: 'div' | 'section' | 'header' | 'footer' | 'nav'
    extensions?: Record<string, ComponentConstructor>
    transition?: ComponentConstructor
    children?: ReactNode
    onMounted?: (splide: SplideCore) => void
    onMoved?: (splide: SplideCore, index: number, prev: number, dest: number) => void
  }

  export class Splide extends Component<SplideProps> {
    splide: SplideCore | undefined
    go(control: number | string): void
  }
  export const SplideTrack: FC<HTMLAttributes<HTMLDivElement>>
  export const SplideSlide: FC<HTMLAttributes<HTMLLIElement>>
}

/** Splide's core stylesheet, imported for its side effect (Vite bundles it). */
declare module '@splidejs/splide/css/core' {}
