/**
 * `npm run content:check [-- dir]`: parses every data file of content/ (or of `dir`)
 * with its schema and runs the content checks, as the build does before prerendering;
 * prints each problem with its file and field and exits 1 if there is any. Quick
 * enough to run on every save of the editor, before a build.
 */
import path from 'node:path'
import { assertValidContent } from '../../shared/content/files'
import { contentDir, contentReader, journalNames } from './content-dir'

const dir = process.argv[2] ? path.resolve(process.argv[2]) : contentDir
try {
  assertValidContent(contentReader(dir), journalNames(dir))
  console.log('El contenido está bien.')
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
