/**
 * The schema of a journal entry: one file per entry in content/diario/, named by its
 * slug (the editor makes it from the title once and never changes it).
 */
import { z } from 'zod'
import { journalPhotosFolder, uploadPattern } from '../images/types'
import { labelled as f, matching, text } from './fields'

/**
 * How wide a photo of the story is shown: the word saved as its title in the Markdown
 * (`![…](… "ancho")`), which she picks from `journalPhotoWidthLabels` in the editor's
 * "Foto" (no word: the text's column). Two photos in a row marked "par" stand side by side.
 */
export const journalPhotoWidths = {
  columna: 'column',
  ancho: 'wide',
  'pantalla completa': 'full',
  par: 'pair',
} as const
export type JournalPhotoWidth = (typeof journalPhotoWidths)[keyof typeof journalPhotoWidths]
type JournalPhotoWord = keyof typeof journalPhotoWidths
const journalPhotoWords = Object.keys(journalPhotoWidths) as [JournalPhotoWord, ...JournalPhotoWord[]]

/** The width a photo gets when she does not choose one; saved with no word. */
export const defaultJournalPhotoWord: JournalPhotoWord = 'columna'

/** How the editor's width list reads each word. */
const journalPhotoWidthLabels: Record<JournalPhotoWord, string> = {
  columna: 'Columna: al ancho del texto',
  ancho: 'Ancho: más ancha que el texto',
  'pantalla completa': 'Pantalla completa: de lado a lado',
  par: 'Par: al lado de la foto siguiente (marcá las dos)',
}

/** The sessions an entry can tell, each with its service page (shared/content/journal.ts). */
export const journalKinds = [
  'embarazo',
  'recienNacido',
  'bebes',
  'year',
  'family',
  'brands',
  'studio',
] as const
export type JournalKind = (typeof journalKinds)[number]

/** A photo uploaded to the journal's folder, as the editor saves it. */
export const journalPhoto = matching(
  z.string(),
  uploadPattern(journalPhotosFolder),
  `debe ser una foto subida desde el editor a ${journalPhotosFolder}/ (JPG, PNG o WebP)`,
).meta({ upload: 'journalPhoto' })

/** A photo of the story, as the editor's "Foto" asks for it (saved as Markdown in the body). */
export const journalStoryPhotoSchema = z.object({
  src: journalPhoto.meta({
    title: 'Foto',
    description: 'JPG, PNG o WebP. Se achica sola a 2400 píxeles antes de guardarse.',
  }),
  alt: text.meta({
    title: 'Descripción de la foto',
    description: 'Qué se ve en la foto, en una oración, para quien no puede verla. Obligatoria.',
  }),
  size: z
    .enum(journalPhotoWords)
    .default(defaultJournalPhotoWord)
    .meta({
      title: 'Ancho',
      description: 'Cómo se ve en la página. Para dos fotos lado a lado, poné las dos seguidas con “Par”.',
      optionLabels: journalPhotoWidthLabels,
    }),
})

export const journalEntrySchema = z.object({
  title: f.title,
  summary: text.max(200, 'debe tener hasta 200 letras: se lee en la lista y en Google').meta({
    title: 'Resumen',
    description: 'Una o dos oraciones: se ven en la lista del diario y en los resultados de Google.',
    multiline: true,
  }),
  cover: z
    .object({
      photo: journalPhoto.meta({
        title: 'Foto',
        description: 'JPG, PNG o WebP. Se achica sola a 2400 píxeles antes de guardarse.',
      }),
      alt: text.meta({
        title: 'Descripción de la foto',
        description: 'Qué se ve en la foto, en una oración, para quien no puede verla. Obligatoria.',
        multiline: true,
      }),
    })
    .meta({ title: 'Foto de portada' }),
  kind: z.enum(journalKinds).meta({
    title: 'Tipo de sesión',
    description: 'Ordena la entrada en los filtros del diario y elige las historias parecidas.',
  }),
  place: text.optional().meta({
    title: 'Lugar',
    description: 'Opcional. Dónde fue la sesión, como “En su casa, en Canning” o “En el estudio”.',
  }),
  date: matching(z.string(), /^\d{4}-\d{2}-\d{2}$/, 'debe ser una fecha (AAAA-MM-DD)')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)), 'no es una fecha válida')
    .meta({ title: 'Fecha', date: true }),
  body: text.meta({
    title: 'Historia',
    description:
      'Escribila como en un mensaje: párrafos, subtítulos y fotos entre ellos. Cada foto se agrega con el botón “Foto”, con su descripción y su ancho: al ancho del texto, más ancha, de lado a lado, o en par con la siguiente.',
    markdown: true,
  }),
  draft: z
    .boolean()
    .default(false)
    .meta({ title: 'Borrador', description: 'Mientras esté marcado, la entrada no se publica.' }),
  newsletter: z
    .boolean()
    .default(false)
    .meta({
      title: 'Enviar por mail a mis suscriptores',
      description:
        'Al publicarla te llega por mail una vista previa: nada sale hasta que confirmes. Cada entrada se envía una sola vez.',
    }),
  /**
   * The entry's own id, made once by the editor (its uuid widget) and never shown for
   * editing: what the Worker knows a mailed entry by, so a renamed file is not a new one.
   * Optional: entries written before it have none, and go by their file name.
   */
  id: matching(z.string(), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'debe ser un identificador que pone el editor solo')
    .optional()
    .meta({
      title: 'Identificador',
      description: 'Lo pone el editor solo; no hace falta tocarlo.',
      uuid: true,
    }),
})
export type JournalEntryFile = z.infer<typeof journalEntrySchema>

/** Addresses under /diario/ that are not entries. */
export const reservedJournalSlugs: readonly string[] = ['pagina', 'feed', 'tipo']

/** content/journal.json: the journal list's opening photo and her card under every story. */
export const journalPageSchema = z.object({
  openingImage: f.openingPhoto,
  author: z
    .object({
      name: text.optional().meta({
        title: 'Tu nombre',
        description:
          'Opcional: como firmás las historias. Mientras esté vacío, la tarjeta dice “Quién escribe” y tu línea.',
      }),
      line: text.meta({
        title: 'Una línea sobre vos',
        description: 'Se lee bajo tu nombre, al pie de cada historia.',
        multiline: true,
      }),
      photo: f.photo.meta({ title: 'Tu retrato' }),
    })
    .meta({
      title: 'Tu tarjeta',
      description: 'Tu retrato, tu nombre y una línea: al pie de cada historia y junto a la suscripción.',
    }),
})
export type JournalPageFile = z.infer<typeof journalPageSchema>
