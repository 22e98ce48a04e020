/**
 * A copy of this checkout with some files changed, and the production build run in it,
 * as the deploy workflow would after a save from the editor. The copy shares
 * node_modules and the encoded images' cache, so only new photos are encoded.
 */
import { spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** Files by their path in the repository. */
export type Files = Record<string, string | Buffer>

export interface BuiltCopy {
  dir: string
  /** The build's exit code and what it printed. */
  status: number | null
  output: string
  /** Where the built site is (when the build succeeded). */
  dist: string
  remove(): Promise<void>
}

export async function buildCopyWith(changed: Files): Promise<BuiltCopy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-'))
  const skip = new Set(['node_modules', 'dist', '.wrangler', '.cache', '.git', 'test-results'])
  await cp(root, dir, {
    recursive: true,
    filter: (src) => !skip.has(path.relative(root, src).split(path.sep)[0] ?? ''),
  })
  for (const [file, data] of Object.entries(changed)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), data)
  }
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  await mkdir(path.join(dir, '.cache'))
  await symlink(path.join(root, '.cache/images'), path.join(dir, '.cache/images'))
  const build = spawn('npm', ['run', 'build'], {
    cwd: dir,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  })
  let output = ''
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const status = await new Promise<number | null>((resolve) => build.on('close', resolve))
  return {
    dir,
    status,
    output,
    dist: path.join(dir, 'dist/client'),
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}
