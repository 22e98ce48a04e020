/** Studio-rental page content (content/studio.json). */
import data from '../../content/studio.json' with { type: 'json' }
import type { StudioContent } from './schema/home'

/** Typed by its schema, which the build has parsed it with (files.ts). */
export const studioContent = data as StudioContent
