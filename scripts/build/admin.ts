/**
 * The editor at /admin: Sveltia CMS from its npm package, with nothing fetched from a
 * CDN. Sveltia loads its interface strings, fonts and a few optional modules from
 * unpkg.com and jsDelivr; the copy served here has those addresses rewritten to
 * /admin/…, where the same files, taken from their npm packages, are. Its
 * configuration is generated from the content schemas (shared/content/editor-config.ts).
 * Beside it, the sign-in window's passkey script (client/admin/passkey.ts).
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'vite'
import { passkeyScriptPath } from '../../client/admin/paths.ts'

export const adminPath = '/admin/'
/** The editor's sign-in button, in the Spanish she reads it in. */
export const signInLabel = 'Iniciar sesión con tu e-mail'
/** The page's own script (client/admin/editor.ts, bundled by build.ts), run after the CMS's. */
export const editorScriptPath = `${adminPath}editor.js`

// Not require.resolve: some of these packages do not export their package.json.
const packageDir = (name: string) => path.resolve(import.meta.dirname, '../../node_modules', name)
export const versionOf = async (name: string): Promise<string> =>
  (
    JSON.parse(await readFile(path.join(packageDir(name), 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

/** A CDN address in Sveltia's bundle, what it becomes, and the npm files it needs there. */
interface Rewrite {
  from: string
  to: string
  /** [package, path in the package, path under /admin/]. */
  files: [string, string, string][]
}

const fontsource = 'https://cdn.jsdelivr.net/fontsource/fonts'

/** The modules Sveltia imports by name, at the versions its addresses spell: the installed ones must match. */
const pinnedVersions = { '@jsquash/webp': '1.5.0', exifr: '7.1.3' } as const
const webpDir = `vendor/@jsquash/webp@${pinnedVersions['@jsquash/webp']}`

const rewrites = (sveltiaVersion: string): Rewrite[] => [
  {
    // Its interface strings (/locales/es-CO.json…) and its own package.json (the
    // "new version" check, which then always finds this one).
    from: '`https://unpkg.com/@sveltia/cms`',
    to: `\`${adminPath}sveltia\``,
    files: [
      ['@sveltia/cms', 'locales', `sveltia@${sveltiaVersion}/locales`],
      ['@sveltia/cms', 'package.json', 'sveltia/package.json'],
    ],
  },
  {
    // The optional modules it imports by name and version: the WebP encoder that shrinks
    // uploads where the canvas cannot write WebP (Safari, Firefox), and the EXIF reader.
    from: '`https://unpkg.com/${e}`',
    to: `\`${adminPath}vendor/\${e}\``,
    files: [
      ...['encode.js', 'meta.js', 'utils.js', 'codec/enc'].map((file): [string, string, string] => [
        '@jsquash/webp',
        file,
        `${webpDir}/${file}`,
      ]),
      ['wasm-feature-detect', 'dist/esm/index.js', 'vendor/wasm-feature-detect/index.js'],
      ['exifr', 'dist/lite.esm.mjs', `vendor/exifr@${pinnedVersions.exifr}/dist/lite.esm.mjs`],
    ],
  },
  ...(
    [
      [
        '@fontsource-variable/source-sans-3',
        'source-sans-3:vf@5.3.0',
        'source-sans-3-latin-wght-normal.woff2',
        'latin-wght-normal.woff2',
      ],
      [
        '@fontsource/noto-mono',
        'noto-mono@5.3.0',
        'noto-mono-latin-400-normal.woff2',
        'latin-400-normal.woff2',
      ],
      [
        '@fontsource-variable/material-symbols-outlined',
        'material-symbols-outlined:vf@5.3.7',
        'material-symbols-outlined-latin-wght-normal.woff2',
        'latin-wght-normal.woff2',
      ],
    ] as const
  ).map(([pkg, cdnName, file, cdnFile]) => ({
    from: `${fontsource}/${cdnName}/${cdnFile}`,
    to: `${adminPath}fonts/${file}`,
    files: [[pkg, `files/${file}`, `fonts/${file}`]] as [string, string, string][],
  })),
]

/**
 * Ends her session on the server when the editor forgets her on this browser ("Cerrar
 * sesión", or an answer that signs her out): the editor keeps its user, with the
 * placeholder credential, under this key of localStorage and has no sign-out hook.
 */
const sessionJs = `const key = 'sveltia-cms.user'
const signedIn = () => {
  try {
    return Boolean(JSON.parse(localStorage.getItem(key) ?? 'null')?.token)
  } catch {
    return false
  }
}
const endOnServer = () =>
  fetch('/v1/api/cms/signout', { method: 'POST', credentials: 'same-origin', keepalive: true })
for (const name of ['setItem', 'removeItem', 'clear']) {
  const original = Storage.prototype[name]
  Storage.prototype[name] = function (...args) {
    const was = this === localStorage && signedIn()
    const result = original.apply(this, args)
    if (was && !signedIn()) void endOnServer()
    return result
  }
}
`

/** The page: never indexed, its own scripts only. */
const adminHtml = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor del sitio</title>
</head>
<body>
<script src="${adminPath}session.js"></script>
<script src="${adminPath}sveltia-cms.js"></script>
<script src="${editorScriptPath}"></script>
</body>
</html>
`

export class AdminBuildError extends Error {}

/**
 * The sign-in window's passkey script with SimpleWebAuthn's browser half, one file the
 * Worker's page loads with its nonce (worker/editor/signInPage.tsx).
 */
async function writePasskeyScript(outDir: string): Promise<void> {
  if (!passkeyScriptPath.startsWith(adminPath))
    throw new AdminBuildError(`admin: ${passkeyScriptPath} is not under ${adminPath}`)
  await build({
    configFile: false,
    root: path.resolve(import.meta.dirname, '../..'),
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: path.join(outDir, path.dirname(passkeyScriptPath)),
      emptyOutDir: false,
      lib: {
        entry: path.resolve(import.meta.dirname, '../../client/admin/passkey.ts'),
        formats: ['iife'],
        name: 'passkeyScript',
        fileName: () => path.basename(passkeyScriptPath),
      },
    },
  })
}

/**
 * Sveltia's bundle with its CDN addresses pointing at the copies under /admin/. A Sveltia update
 * that moved an address, or fetches something new from jsDelivr, stops the build here (naming
 * the version) rather than calling a CDN.
 */
export function localSveltia(bundle: string, sveltiaVersion: string): string {
  let out = bundle
  for (const { from, to } of rewrites(sveltiaVersion)) {
    if (!out.includes(from))
      throw new AdminBuildError(`admin: ${from} is no longer in @sveltia/cms@${sveltiaVersion}`)
    out = out.replaceAll(from, to)
  }
  if (out.includes('cdn.jsdelivr.net'))
    throw new AdminBuildError(
      `admin: @sveltia/cms@${sveltiaVersion} loads something else from jsDelivr`,
    )
  return out
}

/**
 * Writes dist/client/admin/: the page, the rewritten CMS, its files and its configuration,
 * and the sign-in window's passkey script.
 */
export async function writeAdmin(outDir: string, config: unknown): Promise<void> {
  const dir = path.join(outDir, adminPath)
  await mkdir(dir, { recursive: true })
  const sveltia = packageDir('@sveltia/cms')
  for (const [name, version] of Object.entries(pinnedVersions))
    if ((await versionOf(name)) !== version)
      throw new AdminBuildError(
        `admin: ${name} must stay at ${version}, the version Sveltia asks for`,
      )

  const sveltiaVersion = await versionOf('@sveltia/cms')
  const bundle = localSveltia(
    await readFile(path.join(sveltia, 'dist/sveltia-cms.js'), 'utf8'),
    sveltiaVersion,
  )
  for (const { files } of rewrites(sveltiaVersion))
    for (const [pkg, file, target] of files)
      await cp(path.join(packageDir(pkg), file), path.join(dir, target), { recursive: true })
  // Her button says how she signs in: with her e-mail (the backend is GitHub's, by name only).
  const spanish = path.join(dir, `sveltia@${sveltiaVersion}/locales/es-CO.json`)
  const strings = JSON.parse(await readFile(spanish, 'utf8')) as Record<string, unknown>
  if (typeof strings.sign_in_with_x !== 'string')
    throw new AdminBuildError(
      `admin: @sveltia/cms@${sveltiaVersion} no longer has the sign_in_with_x string`,
    )
  strings.sign_in_with_x = signInLabel
  await writeFile(spanish, JSON.stringify(strings))
  await writeFile(path.join(dir, 'sveltia-cms.js'), bundle)
  await cp(path.join(sveltia, 'dist/chunks'), path.join(dir, 'chunks'), {
    recursive: true,
    filter: (file) => !file.endsWith('.map'),
  })

  // The encoder imports its feature test by package name; the copy by path.
  const encoder = path.join(dir, webpDir, 'encode.js')
  const encode = await readFile(encoder, 'utf8')
  if (!encode.includes("from 'wasm-feature-detect'"))
    throw new AdminBuildError(
      `admin: @jsquash/webp@${pinnedVersions['@jsquash/webp']} no longer imports wasm-feature-detect by name`,
    )
  await writeFile(
    encoder,
    encode.replace("from 'wasm-feature-detect'", "from '../../wasm-feature-detect/index.js'"),
  )

  await writeFile(path.join(dir, 'index.html'), adminHtml)
  await writeFile(path.join(dir, 'session.js'), sessionJs)
  await writePasskeyScript(outDir)
  // JSON is YAML: Sveltia reads /admin/config.yml.
  await writeFile(path.join(dir, 'config.yml'), `${JSON.stringify(config, null, 1)}\n`)
}
