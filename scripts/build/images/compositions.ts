/**
 * The compositions of the placeholder photographs: seeded randomness and one small
 * SVG drawing per subject (figures for families, a window for the studio, a still
 * life for brands...). See placeholder.ts for how they become photographs.
 */
import { palette } from '../../../shared/site/design.ts'
import type { ImageSubject } from '../../../shared/content/images/types.ts'

export type Rng = () => number

/** FNV-1a, so each key seeds its own stream. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: tiny, fast and good enough for pictures. */
export function rngFrom(seed: number): Rng {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(rng: Rng, list: readonly T[]): T =>
  list[Math.floor(rng() * list.length)] as T
export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min)

/** The site's palette plus the tones a warm family photograph is made of. */
export const tones = {
  lights: [palette.white, palette.lush, '#f3ece4', '#efe4d8', '#f6efe6'],
  walls: [
    palette.lush,
    palette.orchid,
    palette.rose,
    '#d9cdc3',
    '#c4ad9c',
    '#cdbfb4',
    '#a8948a',
    '#8f7b70',
  ],
  skin: ['#e9c4aa', '#d8a98b', '#c4906f', '#a8765a', '#f0d2bd', '#8d5f45'],
  cloth: [
    palette.white,
    palette.lush,
    palette.orchid,
    palette.rose,
    palette.grafito,
    '#d8ccbc',
    '#b49a86',
    '#7d6a66',
  ],
  wood: ['#8a6242', '#a47b55', '#6e4a30', '#b98f68'],
  linen: ['#e9e1d6', '#d8ccbc', '#cbbba6', '#efe7dc'],
  dark: [palette.grafito, palette.roseDeep, '#4a3f3c', '#5b4a42'],
} as const

export interface Canvas {
  w: number
  h: number
  rng: Rng
}

const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${fill}" ${extra}/>`
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`

/** A standing or sitting person: head, neck and a soft rounded torso. */
function figure(c: Canvas, cx: number, base: number, height: number, lean = 0): string {
  const { rng } = c
  const head = height * 0.13
  const shoulders = height * between(rng, 0.2, 0.26)
  const skin = pick(rng, tones.skin)
  const cloth = pick(rng, tones.cloth)
  const hair = pick(rng, tones.dark)
  const top = base - height
  const hx = cx + lean * height * 0.1
  const body = `<path d="M ${cx - shoulders} ${base} C ${cx - shoulders * 1.1} ${top + head * 3}, ${cx - shoulders * 0.8} ${top + head * 2.2}, ${hx} ${top + head * 2.1} C ${cx + shoulders * 0.8} ${top + head * 2.2}, ${cx + shoulders * 1.1} ${top + head * 3}, ${cx + shoulders} ${base} Z" fill="${cloth}"/>`
  return [
    body,
    ellipse(hx, top + head * 1.15, head * 0.8, head, skin),
    ellipse(
      hx,
      top + head * 0.75,
      head * 0.85,
      head * 0.7,
      hair,
      `opacity="${between(rng, 0.6, 0.95).toFixed(2)}"`,
    ),
  ].join('')
}

function family(c: Canvas, count: number): string {
  const { w, h, rng } = c
  const base = h * between(c.rng, 0.92, 1.05)
  const spread = w * between(rng, 0.45, 0.7)
  const start = w / 2 - spread / 2 + between(rng, -0.08, 0.08) * w
  const people: string[] = []
  for (let i = 0; i < count; i++) {
    const adult = i < 2 || rng() < 0.3
    const height = h * (adult ? between(rng, 0.55, 0.72) : between(rng, 0.3, 0.42))
    const x = start + (spread * (i + 0.5)) / count + between(rng, -0.04, 0.04) * w
    people.push(figure(c, x, base, height, between(rng, -1, 1)))
  }
  return people.join('')
}

function pregnancy(c: Canvas): string {
  const { w, h, rng } = c
  const cx = w * between(rng, 0.38, 0.6)
  const base = h * 1.02
  const height = h * 0.78
  const belly = ellipse(
    cx + w * 0.08,
    base - height * 0.42,
    height * 0.13,
    height * 0.15,
    pick(rng, tones.cloth),
  )
  const hands = ellipse(
    cx + w * 0.1,
    base - height * 0.4,
    height * 0.05,
    height * 0.03,
    pick(rng, tones.skin),
  )
  const partner = rng() < 0.5 ? figure(c, cx - w * 0.22, base, height * 1.05, 0.6) : ''
  return partner + figure(c, cx, base, height, -0.4) + belly + hands
}

function newborn(c: Canvas): string {
  const { w, h, rng } = c
  const cx = w * between(rng, 0.4, 0.6)
  const cy = h * between(rng, 0.5, 0.62)
  const size = Math.min(w, h) * between(rng, 0.22, 0.3)
  const blanket = ellipse(cx, cy + size * 0.3, size * 2.4, size * 1.4, pick(rng, tones.linen))
  const wrap = ellipse(
    cx + size * 0.2,
    cy,
    size * 1.1,
    size * 0.6,
    pick(rng, [palette.white, palette.lush, palette.orchid]),
    `transform="rotate(${between(rng, -25, 25).toFixed(0)} ${cx} ${cy})"`,
  )
  const head = ellipse(
    cx - size * 0.85,
    cy - size * 0.1,
    size * 0.42,
    size * 0.4,
    pick(rng, tones.skin),
  )
  const hands =
    rng() < 0.5
      ? ellipse(
          cx - size * 0.9,
          cy + size * 0.9,
          size * 0.6,
          size * 0.35,
          pick(rng, tones.skin),
          'opacity="0.9"',
        )
      : ''
  return blanket + wrap + head + hands
}

function baby(c: Canvas, celebrate: boolean): string {
  const { w, h, rng } = c
  const cx = w * between(rng, 0.35, 0.65)
  const base = h * 0.9
  const size = Math.min(w, h) * between(rng, 0.16, 0.22)
  const floor = rect(0, base - size * 0.2, w, h, pick(rng, tones.linen))
  const body = ellipse(cx, base - size * 0.9, size * 0.95, size * 1.05, pick(rng, tones.cloth))
  const head = ellipse(cx, base - size * 2.25, size * 0.62, size * 0.6, pick(rng, tones.skin))
  let extra = ''
  if (celebrate) {
    for (let i = 0; i < 3 + Math.floor(rng() * 3); i++) {
      const r = size * between(rng, 0.35, 0.6)
      extra += ellipse(
        between(rng, 0.1, 0.9) * w,
        between(rng, 0.08, 0.4) * h,
        r * 0.85,
        r,
        pick(rng, [palette.orchid, palette.rose, palette.white, '#e7c9b4']),
      )
    }
    extra += rect(
      cx + size * 1.4,
      base - size * 1.1,
      size * 1.3,
      size * 0.9,
      pick(rng, [palette.white, palette.lush]),
    )
  }
  return floor + extra + body + head
}

function studio(c: Canvas): string {
  const { w, h, rng } = c
  const wx = w * between(rng, 0.05, 0.45)
  const ww = w * between(rng, 0.35, 0.5)
  const wy = h * between(rng, 0.08, 0.18)
  const wh = h * between(rng, 0.5, 0.62)
  const frame = pick(rng, [palette.white, '#e9e2da'])
  let panes = rect(wx, wy, ww, wh, '#fbf8f4')
  const cols = 2 + Math.floor(rng() * 2)
  for (let i = 1; i < cols; i++)
    panes += rect(wx + (ww * i) / cols - 4, wy, 8, wh, frame, 'opacity="0.8"')
  panes += rect(wx, wy + wh * 0.5 - 4, ww, 8, frame, 'opacity="0.8"')
  const light = `<polygon points="${wx},${wy + wh} ${wx + ww},${wy + wh} ${wx + ww * 1.5},${h} ${wx - ww * 0.2},${h}" fill="#fff6ea" opacity="0.35"/>`
  const floor = rect(0, h * 0.78, w, h, pick(rng, tones.wood))
  const stool =
    rng() < 0.7
      ? rect(
          w * between(rng, 0.55, 0.75),
          h * 0.6,
          w * 0.12,
          h * 0.2,
          pick(rng, tones.dark),
          'rx="6"',
        )
      : ''
  const backdrop =
    rng() < 0.5 ? rect(w * 0.7, h * 0.02, w * 0.28, h * 0.82, pick(rng, tones.walls)) : ''
  return floor + backdrop + panes + light + stool
}

/** Relative luminance (0–1) of a #rrggbb colour. */
function lightness(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const s = parseInt(hex.slice(i, i + 2), 16) / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** A colour from `list` that stands out from `behind`: a subject, not a smudge. */
function standingOut(rng: Rng, list: readonly string[], behind: string): string {
  const apart = list.filter((c) => Math.abs(lightness(c) - lightness(behind)) >= 0.2)
  return pick(rng, apart.length > 0 ? apart : list)
}

function stillLife(c: Canvas, close: boolean): string {
  const { w, h, rng } = c
  const table = h * between(rng, 0.55, 0.7)
  const scale = close ? 1.6 : 1
  const surface = pick(rng, [...tones.wood, ...tones.linen])
  let out = rect(0, table, w, h, surface)
  const count = 2 + Math.floor(rng() * 3)
  for (let i = 0; i < count; i++) {
    const x = w * (0.15 + (0.7 * (i + rng() * 0.6)) / count)
    const size = Math.min(w, h) * between(rng, 0.14, 0.22) * scale
    const fill = standingOut(rng, [...tones.cloth, ...tones.linen, palette.rose], surface)
    const shadow = ellipse(
      x + size * 0.3,
      table + size * 0.12,
      size * 1.1,
      size * 0.18,
      palette.grafito,
      'opacity="0.25"',
    )
    const kind = Math.floor(rng() * 3)
    const shape =
      kind === 0
        ? rect(x - size * 0.5, table - size * 1.6, size, size * 1.6, fill, 'rx="4"') +
          ellipse(x, table - size * 1.6, size * 0.5, size * 0.12, palette.lush)
        : kind === 1
          ? rect(x - size, table - size * 0.5, size * 2, size * 0.5, fill) +
            rect(
              x - size * 0.95,
              table - size * 0.62,
              size * 1.9,
              size * 0.12,
              pick(rng, tones.linen),
            )
          : ellipse(x, table - size * 0.7, size * 0.7, size * 0.7, fill)
    out += shadow + shape
  }
  return out
}

function portrait(c: Canvas): string {
  const { w, h, rng } = c
  return figure(c, w * between(rng, 0.4, 0.6), h * 1.15, h * 1.05, between(rng, -0.5, 0.5))
}

export function subjectLayer(c: Canvas, subject: ImageSubject): string {
  switch (subject) {
    case 'family':
      return family(c, 2 + Math.floor(c.rng() * 3))
    case 'pregnancy':
      return pregnancy(c)
    case 'newborn':
      return newborn(c)
    case 'baby':
      return baby(c, false)
    case 'firstYear':
      return baby(c, true)
    case 'studio':
      return studio(c)
    case 'brand':
      return stillLife(c, false)
    case 'detail':
      return stillLife(c, true)
    case 'portrait':
      return portrait(c)
  }
}
