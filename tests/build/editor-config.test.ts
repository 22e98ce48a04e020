/**
 * The editor's configuration comes from the content schemas (shared/content/editor-config.ts).
 * It is compared, field by field, with the one it generated before the schemas carried
 * their own metadata: a change to a schema that moves a label, a bound or a pattern in
 * the editor shows here (update the file with `vitest -u` when the change is meant).
 */
import { expect, test } from 'vitest'
import { cmsConfig } from '../../shared/content/editor-config'

test('should generate the same editor configuration from the schemas, field by field', async () => {
  const config = cmsConfig({ origin: 'https://x', repo: 'a/b', branch: 'main' })
  await expect(`${JSON.stringify(config, null, 1)}\n`).toMatchFileSnapshot('./editor-config.json')
})
