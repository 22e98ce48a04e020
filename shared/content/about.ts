/**
 * About-page content, from content/about.json: career since 2012, family portraits
 * since 2014, her pregnancy and her daughter as the inspiration, and the four values.
 * First person, voseo to the reader.
 */
import aboutData from '../../content/about.json' with { type: 'json' }
import type { AboutContent } from './schema/home'

/** Typed by its schema, which the build has parsed it with (files.ts). */
export const aboutContent = aboutData as AboutContent
