/**
 * `npm run content:check [-- dir [photos]]`: parses every data file of content/ (or of
 * `dir`) with its schema and runs the content checks, as the build does before
 * prerendering, then tells each photo's format by its bytes (of photos/, or of `photos`),
 * as the build does before decoding any; prints each problem with its file and field and
 * exits 1 if there is any. Quick enough to run on every save of the editor, before a build.
 */
import path from 'node:path'
import { assertValidContent } from '../../shared/content/files'
import { photosFolder } from '../../shared/content/images/types'
import { photoFiles, photoFormatProblems, refusedPhotos } from '../build/images/photo-format'
import { contentDir, contentReader, journalNames } from './content-dir'

const [dirArg, photosArg] = process.argv.slice(2)
const dir = dirArg ? path.resolve(dirArg) : contentDir
// A content folder named alone (the tests' copies) is checked without photos.
const photos = photosArg
  ? path.resolve(photosArg)
  : dirArg
    ? undefined
    : path.join(path.dirname(contentDir), photosFolder)
try {
  assertValidContent(contentReader(dir), journalNames(dir))
  if (photos) {
    const refused = await photoFormatProblems(await photoFiles(photos), path.dirname(photos))
    if (refused.length) throw new Error(refusedPhotos(refused))
  }
  console.log('El contenido está bien.')
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
