/**
 * @splidejs/react-splide 0.7 ships types that its package.json "exports" does not
 * expose (TS7016 under moduleResolution "Bundler"): re-export it with those types.
 */
// @ts-expect-error -- the untyped entry; typed right below.
import * as untyped from '@splidejs/react-splide'
import type * as Typed from '../../../node_modules/@splidejs/react-splide/dist/types/index'

export type { Options } from '@splidejs/splide'
export const { Splide } = untyped as typeof Typed
