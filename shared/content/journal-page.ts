/** The journal list's opening photo and her card, from content/journal.json. */
import data from '../../content/journal.json' with { type: 'json' }
import type { JournalPageFile } from './schema/journal'

/** Typed by its schema, which the build has parsed it with (files.ts). */
const page = data as JournalPageFile

/** The photo /diario opens with (its phone crop is '<key>-mobile'). */
export const journalOpeningImage: string = page.openingImage

/** Her portrait, name and one line: under every story and beside the newsletter. */
export const journalAuthor: JournalPageFile['author'] = page.author
