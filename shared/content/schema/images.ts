/** The schema of the photo registry she edits (content/images.json). */
import { z } from 'zod'
import { matching, text, uniqueBy, uploadedPhoto } from './fields'
import { imageKeyPattern, imageSubjects, placeholderPixels } from '../images/types'

const pixels = z.number().int().min(placeholderPixels.min).max(placeholderPixels.max)
const sampleOnly = 'Solo para fotos de muestra, sin archivo:'

export const imageEntrySchema = z
  .object({
    /** How pages and works name it. */
    key: matching(
      z.string(),
      imageKeyPattern,
      'debe tener solo minúsculas sin acentos, números y guiones, como “emma-en-el-jardin”',
    ).meta({
      title: 'Nombre',
      description:
        'Solo minúsculas sin acentos, números y guiones (emma-en-el-jardin): con él la eligen las páginas y los trabajos.',
    }),
    /** What the photo shows, for whoever cannot see it. */
    alt: text.meta({
      title: 'Descripción',
      description: 'Qué se ve en la foto, en una oración, para quien no puede verla. Obligatoria.',
      multiline: true,
    }),
    /** The uploaded file; without one, the build draws a stand-in of this size and subject. */
    photo: uploadedPhoto.optional().meta({
      title: 'Foto',
      description: 'JPG, PNG o WebP. Se achica sola a 2400 píxeles antes de guardarse.',
    }),
    width: pixels.optional().meta({ title: 'Ancho', description: `${sampleOnly} en píxeles.` }),
    height: pixels.optional().meta({ title: 'Alto', description: `${sampleOnly} en píxeles.` }),
    subject: z
      .enum(imageSubjects)
      .optional()
      .meta({ title: 'Tema', description: `${sampleOnly} qué dibuja el sitio.` }),
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
  images: z
    .array(imageEntrySchema)
    .min(1)
    .superRefine(uniqueBy('key', 'otra foto'))
    .meta({
      title: 'Fotos',
      description:
        'Para sumar una foto: agregala acá con su nombre y su descripción, y después elegila por su nombre en la página o el trabajo donde va.',
      summary: '{{fields.key}}',
    }),
})
