/** The schema of the photo registry she edits (content/images.json). */
import { z } from 'zod'
import { matching, text, uniqueBy, uploadedPhoto } from './fields'
import { imageKeyPattern, imageSubjects, placeholderPixels } from '../images/types'

const pixels = z.number().int().min(placeholderPixels.min).max(placeholderPixels.max)

export const imageEntrySchema = z
  .object({
    /** How pages and works name it. */
    key: matching(
      z.string(),
      imageKeyPattern,
      'debe tener solo minúsculas sin acentos, números y guiones, como "emma-en-el-jardin"',
    ),
    /** What the photo shows, for whoever cannot see it. */
    alt: text,
    /** The uploaded file; without one, the build draws a stand-in of this size and subject. */
    photo: uploadedPhoto.optional(),
    width: pixels.optional(),
    height: pixels.optional(),
    subject: z.enum(imageSubjects).optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.photo) return
    for (const field of ['width', 'height', 'subject'] as const)
      if (entry[field] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'falta: sin foto subida, la foto de muestra lo necesita',
        })
  })

/** content/images.json: every photo pages and works can show, by key. */
export const imagesFileSchema = z.object({
  images: z.array(imageEntrySchema).min(1).superRefine(uniqueBy('key', 'otra foto')),
})
