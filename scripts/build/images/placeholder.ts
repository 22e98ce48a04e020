/**
 * Placeholder photographs: until the photographer's real photo for a key exists,
 * the build paints a soft, warm stand-in whose composition follows the image's
 * `subject` (figures for families, a window for the studio, a still life for
 * brands...). Everything is seeded by the key, so the same key always yields the
 * same pixels (and the same content hash, so caches and immutable URLs hold).
 *
 * Shapes are drawn as a small SVG (librsvg via sharp), enlarged with a blur for a
 * shallow depth of field, then film grain is laid over at full size: the grain is
 * what gives the encoded files a real photograph's weight instead of a 2 KB block.
 */
import sharp from 'sharp'
import type { PlaceholderSpec } from '../../../shared/content/images/types.ts'
import { between, pick, rngFrom, seedOf, subjectLayer, tones, type Canvas } from './compositions.ts'

/** Bump when the drawing changes: it is part of every placeholder's content hash. */
export const placeholderVersion = 7

/** The scene as SVG at a small size; the blur of enlarging it is the lens's softness. */
function sceneSvg(key: string, spec: PlaceholderSpec, w: number, h: number): string {
  const rng = rngFrom(seedOf(key))
  const c: Canvas = { w, h, rng }
  // Products read best against a light wall, as in a product shot.
  const stillLife = spec.subject === 'brand' || spec.subject === 'detail'
  const wallA = pick(rng, stillLife ? tones.lights : tones.walls)
  const wallB = pick(rng, tones.lights)
  const angle = between(rng, 0, 360).toFixed(0)
  const lx = between(rng, 0.1, 0.9)
  const ly = between(rng, 0.05, 0.45)
  const texture = pick(rng, ['0.012 0.05', '0.03 0.03', '0.006 0.09', '0.02 0.008'])
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="wall" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${wallA}"/><stop offset="1" stop-color="${wallB}"/>
    </linearGradient>
    <radialGradient id="light" cx="${lx}" cy="${ly}" r="0.8">
      <stop offset="0" stop-color="#fff8ee" stop-opacity="${between(rng, 0.25, 0.5).toFixed(2)}"/><stop offset="1" stop-color="#fff8ee" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.55" stop-color="#2c2220" stop-opacity="0"/><stop offset="1" stop-color="#2c2220" stop-opacity="${between(rng, 0.35, 0.55).toFixed(2)}"/>
    </radialGradient>
    <filter id="cloth" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="${texture}" numOctaves="3" seed="${Math.floor(rng() * 1000)}"/>
      <feColorMatrix values="0 0 0 0 0.35  0 0 0 0 0.27  0 0 0 0 0.22  0 0 0 0.55 0"/>
    </filter>
    <filter id="soft"><feGaussianBlur stdDeviation="${between(rng, 1.2, 2.4).toFixed(2)}"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#wall)"/>
  <rect width="100%" height="100%" filter="url(#cloth)" opacity="0.35"/>
  <g filter="url(#soft)">${subjectLayer(c, spec.subject)}</g>
  <rect width="100%" height="100%" fill="url(#light)"/>
  <rect width="100%" height="100%" fill="url(#vignette)"/>
</svg>`
}

/** Film grain: luminance noise around mid-grey, laid over with `overlay`. */
function grain(key: string, w: number, h: number, amount: number): Buffer {
  const rng = rngFrom(seedOf(`${key}:grain`))
  const out = Buffer.alloc(w * h)
  for (let i = 0; i < out.length; i++) {
    // Sum of three uniforms: a cheap, roughly Gaussian grain.
    const n = (rng() + rng() + rng() - 1.5) * amount
    out[i] = Math.max(0, Math.min(255, 128 + n))
  }
  return out
}

/** Raw RGB pixels and their size, as sharp's `raw` input wants them. */
export interface RawImage {
  data: Buffer
  info: { width: number; height: number; channels: 3 }
}

/** Fine grain is drawn on a tile and repeated: cheap, and invisible in white noise. */
const grainTile = 512

/** The placeholder photograph for `key` at the registry's size, as raw RGB pixels. */
export async function placeholderPhoto(key: string, spec: PlaceholderSpec): Promise<RawImage> {
  const { width, height } = spec
  const small = 320 / Math.max(width, height)
  const sw = Math.round(width * small)
  const sh = Math.round(height * small)
  // Rasterise small first: handed straight to resize, sharp would have librsvg render
  // the SVG (turbulence and all) at full size, ~20× the work.
  const drawn = await sharp(Buffer.from(sceneSvg(key, spec, sw, sh)))
    .raw()
    .toBuffer({ resolveWithObject: true })
  const scene = await sharp(drawn.data, { raw: drawn.info })
    .resize(width, height, { kernel: 'cubic' })
    .blur(0.8)
    .raw()
    .toBuffer()
  // Three grain sizes: the fine one is film; the coarser ones survive downscaling and
  // AVIF's smoothing and stand in for the texture (skin, fabric, hair) a real photo
  // carries at every size, which is what makes its files weigh what a photo's do.
  const tile = { width: grainTile, height: grainTile, channels: 1 } as const
  // Blobs: low-resolution noise enlarged to the full size (not tiled: enlarged
  // noise shows its tile seams as faint lines).
  const blobs = async (name: string, size: number, amount: number) => {
    const w = Math.ceil(width / size)
    const h = Math.ceil(height / size)
    return sharp(grain(`${key}:${name}`, w, h, amount), {
      raw: { width: w, height: h, channels: 1 },
    })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer()
  }
  const full = { width, height, channels: 1 } as const
  const data = await sharp(scene, { raw: { width, height, channels: 4 } })
    .composite([
      { input: await blobs('texture', 8, 36), raw: full, blend: 'soft-light' },
      { input: await blobs('coarse', 4, 32), raw: full, blend: 'soft-light' },
      { input: grain(key, grainTile, grainTile, 15), raw: tile, tile: true, blend: 'overlay' },
    ])
    .removeAlpha()
    .raw()
    .toBuffer()
  return { data, info: { width, height, channels: 3 } }
}
