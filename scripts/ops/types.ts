/**
 * The Worker's Env from wrangler.toml, by `wrangler types`, formatted with prettier.
 *
 *   node scripts/ops/types.ts          writes worker/worker-configuration.d.ts (npm run types)
 *   node scripts/ops/types.ts --check  regenerates into a scratch file next to it and fails
 *                                  when the committed file differs (npm run types:check)
 *
 * Runtime types come from @cloudflare/workers-types (worker/tsconfig.json), so only
 * the Env is generated. Vars are typed `string`, not their wrangler.toml literal (the
 * origin differs per run). `--env-file /dev/null`: wrangler would otherwise add a
 * required string for every name in .dev.vars, which differs per machine and is absent
 * on a fresh clone; the optional secrets are declared by hand in worker/env.d.ts.
 */
import { execFileSync } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'

const root = path.resolve(import.meta.dirname, '../..')
const target = 'worker/worker-configuration.d.ts'
const scratch = 'worker/.worker-configuration.check.d.ts'
// Run by this script's Node (the pinned 24), whatever `node` is first on PATH.
const wrangler = path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js')

async function generate(output: string): Promise<string> {
  try {
    execFileSync(
      process.execPath,
      [
        wrangler,
        'types',
        output,
        '--include-runtime=false',
        '--strict-vars=false',
        '--env-file=/dev/null',
      ],
      {
        cwd: root,
        stdio: 'pipe',
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      },
    )
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
    process.stderr.write(`${stdout ?? ''}${stderr ?? ''}wrangler types ${output} failed\n`)
    process.exit(1)
  }
  // The header names the output path; the scratch file must read as the real one.
  const generated = (await readFile(path.join(root, output), 'utf8')).replaceAll(output, target)
  const filepath = path.join(root, target)
  return format(generated, { ...(await resolveConfig(filepath)), filepath })
}

if (process.argv.includes('--check')) {
  let fresh: string
  try {
    fresh = await generate(scratch)
  } finally {
    await rm(path.join(root, scratch), { force: true })
  }
  const committed = await readFile(path.join(root, target), 'utf8').catch(() => '')
  if (committed !== fresh) {
    const a = committed.split('\n')
    const b = fresh.split('\n')
    const first = Array.from({ length: Math.max(a.length, b.length) }, (_, i) => i).find(
      (i) => a[i] !== b[i],
    )!
    console.error(
      `${target} is stale: wrangler.toml (or wrangler) changed since it was generated.`,
      `Run \`npm run types\` and commit the result.`,
      `\nFirst difference at line ${first + 1}:\n- ${a[first] ?? '(end of file)'}\n+ ${b[first] ?? '(end of file)'}`,
    )
    process.exit(1)
  }
  console.log(`${target} is up to date with wrangler.toml.`)
} else {
  await writeFile(path.join(root, target), await generate(target))
  console.log(`Wrote ${target}.`)
}
