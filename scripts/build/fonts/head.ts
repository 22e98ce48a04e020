/**
 * The fonts' part of a page head: preloads of the faces seen above the fold (on pages
 * that open on text; scripts/build/build.ts), and @font-face rules for the licensed Sentient
 * when its files are present.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'

/** Folder (inside client/public, so served as /fonts/sentient/) for the licensed Sentient woff2 files. */
export const sentientFolder = 'fonts/sentient'

const weights: Record<string, string> = {
  extralight: '200',
  light: '300',
  regular: '400',
  medium: '500',
  bold: '700',
  variable: '200 700',
}

export interface SentientFace {
  file: string
  weight: string
  italic: boolean
}

/**
 * Sentient faces from `client/public/fonts/sentient/Sentient-<Weight>[Italic].woff2`
 * (Fontshare's names: Extralight, Light, Regular, Medium, Bold, Variable). No files, no faces.
 */
export async function sentientFaces(publicDir: string): Promise<SentientFace[]> {
  const dir = path.join(publicDir, sentientFolder)
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return []
  }
  const faces: SentientFace[] = []
  for (const file of names.filter((n) => n.endsWith('.woff2')).sort()) {
    const match = /^Sentient-([A-Za-z]+?)(Italic)?\.woff2$/.exec(file)
    const weight = match?.[1] ? weights[match[1].toLowerCase()] : undefined
    if (!match || !weight)
      throw new Error(
        `${path.join(dir, file)}: name it Sentient-<Weight>[Italic].woff2 with Weight one of Extralight, Light, Regular, Medium, Bold, Variable`,
      )
    faces.push({ file, weight, italic: match[2] === 'Italic' })
  }
  return faces
}

export const sentientCss = (faces: readonly SentientFace[]): string =>
  faces
    .map(
      (f) =>
        `@font-face{font-family:'Sentient';font-style:${f.italic ? 'italic' : 'normal'};font-weight:${f.weight};font-display:swap;src:url(/${sentientFolder}/${f.file}) format('woff2');}`,
    )
    .join('')

/** Hashed URLs of the faces that render above the fold, found among the client build's assets. */
export async function fontPreloads(
  outDir: string,
  sentient: readonly SentientFace[],
): Promise<string[]> {
  const assets = await readdir(path.join(outDir, 'assets'))
  const find = (prefix: string) => {
    const file = assets.find((f) => f.startsWith(prefix) && f.endsWith('.woff2'))
    if (!file)
      throw new Error(
        `Font ${prefix}*.woff2 missing from the client build (is client/styles/fonts.css imported?)`,
      )
    return `/assets/${file}`
  }
  // Headlines are light (300) upright: preload Sentient's if it is there, else Newsreader's.
  const serif = sentient.find((f) => !f.italic && (f.weight === '300' || f.weight === '200 700'))
  const hrefs = [
    serif ? `/${sentientFolder}/${serif.file}` : find('newsreader-latin-300-normal-'),
    find('source-sans-3-latin-400-normal-'),
  ]
  return hrefs.map(
    (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
  )
}
