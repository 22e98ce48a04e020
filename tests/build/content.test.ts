/**
 * Build-time content validation (no browser): the build refuses a data file of
 * content/ that breaks its schema or names a photo or work the files do not hold, and
 * says which file, which field and why, in Spanish.
 */
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { assertValidContent, contentFileProblems, contentFiles } from '../../shared/content/files'
import { contentDir, contentReader, journalNames } from '../../scripts/ops/content-dir'
import { journalFolder } from '../../shared/content/folders'
import { buildCopyWith } from './build-copy'

const root = path.resolve(import.meta.dirname, '../..')
const shipped = contentReader(contentDir)

/** A copy of content/ with one file's data changed by `edit`: what a bad save would leave. */
function editedContent(file: string, edit: (data: Record<string, unknown>) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'))
  cpSync(contentDir, dir, { recursive: true })
  const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>
  edit(data)
  writeFileSync(path.join(dir, file), JSON.stringify(data, null, 2))
  return dir
}

/** The problems the content check finds in a copy of content/ edited by `edit`. */
function problemsAfter(file: string, edit: (data: Record<string, unknown>) => void): string[] {
  const dir = editedContent(file, edit)
  try {
    return contentFileProblems(contentReader(dir))
  } finally {
    rmSync(dir, { recursive: true })
  }
}

test('should accept every shipped data file', () => {
  expect(contentFileProblems(shipped)).toEqual([])
  expect(() => assertValidContent(shipped)).not.toThrow()
})

test('should stop the content check of a save whose testimonial lost its quote, naming file and field', () => {
  const dir = editedContent('testimonials.json', (data) => {
    ;(data.testimonials as Record<string, unknown>[])[2]!.quote = ' '
  })
  try {
    const run = spawnSync('npx', ['tsx', 'scripts/ops/content-check.ts', dir], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      'content/testimonials.json › testimonials › n.º 3 › quote: no puede quedar vacío',
    )
    // The build runs the same check before it prerenders anything.
    expect(() => assertValidContent(contentReader(dir))).toThrow(
      'content/testimonials.json › testimonials › n.º 3 › quote',
    )
  } finally {
    rmSync(dir, { recursive: true })
  }
})

test(
  'should fail the build of a save with a negative fee, naming file and field, before any page is written',
  { timeout: 5 * 60_000 },
  async () => {
    const services = JSON.parse(readFileSync(path.join(contentDir, 'services.json'), 'utf8'))
    services.brands.studioFromUsd = -350
    const built = await buildCopyWith({
      'content/services.json': `${JSON.stringify(services, null, 2)}\n`,
    })
    try {
      expect(built.status).not.toBe(0)
      expect(built.output).toContain('El contenido tiene errores:')
      expect(built.output).toContain(
        'content/services.json › brands › studioFromUsd: debe ser un monto mayor que cero, en dólares',
      )
      expect(existsSync(path.join(built.dist, 'services/brands/all.html'))).toBe(false)
    } finally {
      await built.remove()
    }
  },
)

test('should refuse a negative fee and a photo without its phone crop, naming the service', () => {
  expect(
    problemsAfter('services.json', (data) => {
      const families = data.families as { sections: Record<string, Record<string, unknown>> }
      families.sections.recienNacido!.studioUsd = -500
      ;(data.brands as Record<string, unknown>).heroImg = 'work-8-1'
    }),
  ).toEqual([
    'content/services.json › families › sections › recienNacido › studioUsd: debe ser un monto mayor que cero, en dólares',
    'content/services.json › brands › heroImg: debe ser una foto registrada que tenga también su recorte para teléfono (-mobile)',
  ])
})

test('should refuse a second product at the same address and a work photo nobody added', () => {
  const dir = editedContent('products.json', (data) => {
    const products = data.products as Record<string, unknown>[]
    products[3]!.hash = products[0]!.hash
  })
  try {
    const portfolio = JSON.parse(readFileSync(path.join(dir, 'portfolio.json'), 'utf8'))
    portfolio.works[0].images[1].push('work-2-99')
    writeFileSync(path.join(dir, 'portfolio.json'), JSON.stringify(portfolio))
    expect(contentFileProblems(contentReader(dir))).toEqual([
      'content/portfolio.json › works › n.º 1 › images › n.º 2 › n.º 3: no es una foto registrada',
      'content/products.json › products › n.º 4 › hash: ya lo usa otro producto',
    ])
  } finally {
    rmSync(dir, { recursive: true })
  }
})

test('should explain a WhatsApp number written the local way', () => {
  expect(
    problemsAfter('owner.json', (data) => {
      data.whatsapp = '11 1234-5678'
    }),
  ).toEqual([
    'content/owner.json › whatsapp: debe tener 13 números: 549, el código de área sin el 0 y el número sin el 15 (por ejemplo 5491123456789)',
  ])
})

test('should say in Spanish what is wrong with a missing field, a wrong count and a broken file', () => {
  const dir = editedContent('testimonials.json', (data) => {
    ;(data.testimonials as unknown[]).pop()
  })
  try {
    writeFileSync(path.join(dir, 'faqs.json'), '{ "lead": "¿Dudas?", ')
    const studio = JSON.parse(readFileSync(path.join(dir, 'studio.json'), 'utf8'))
    delete studio.banner
    writeFileSync(path.join(dir, 'studio.json'), JSON.stringify(studio))
    rmSync(path.join(dir, 'contact-steps.json'))
    const problems = contentFileProblems(contentReader(dir))
    expect(problems).toContain(
      'content/testimonials.json › testimonials: la portada muestra 7 testimonios',
    )
    expect(problems.find((p) => p.startsWith('content/faqs.json: no es JSON válido'))).toBeTruthy()
    expect(problems).toContain(
      'content/studio.json › banner: Entrada inválida: se esperaba texto, recibido indefinido',
    )
    expect(problems).toContain('content/contact-steps.json: falta el archivo')
  } finally {
    rmSync(dir, { recursive: true })
  }
})

test('should refuse a photo without its description and a stand-in without its size, naming each', () => {
  expect(
    problemsAfter('images.json', (data) => {
      const images = data.images as Record<string, unknown>[]
      images[0]!.alt = ''
      delete images[1]!.width
      images[2]!.key = images[3]!.key
    }),
  ).toEqual([
    'content/images.json › images › n.º 1 › alt: no puede quedar vacío',
    'content/images.json › images › n.º 2 › width: falta: sin foto subida, la foto de muestra lo necesita',
    'content/images.json › images › n.º 4 › key: ya lo usa otra foto',
  ])
})

test('should check every data file in content/ and no file twice', () => {
  const files = [
    ...contentFiles.map((f) => f.file),
    ...journalNames(contentDir).map((name) => `${journalFolder}/${name}`),
  ]
  expect(new Set(files).size).toBe(files.length)
  const onDisk = readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)))
  expect(onDisk.sort()).toEqual([...files].sort())
})

test('should name the service card whose photo is not in the image registry', () => {
  expect(
    problemsAfter('home.json', (data) => {
      ;(data.serviceCards as Record<string, unknown>[])[1]!.image = 'no-such-photo'
    }),
  ).toEqual(['content/home.json › serviceCards › n.º 2 › image: no es una foto registrada'])
})

test('should refuse a contact step whose link is not a site path', () => {
  expect(
    problemsAfter('contact-steps.json', (data) => {
      ;(data.steps as Record<string, unknown>[])[0]!.link = 'https://example.com'
    }),
  ).toEqual([
    'content/contact-steps.json › steps › n.º 1 › link: debe ser una página del sitio, que empiece con "/"',
  ])
})

test('should check the photos and works a folder names against that folder, not the repository', () => {
  // Work 2 and its cover photo stay in the repository's content/, not in the folder checked.
  const dir = editedContent('images.json', (data) => {
    data.images = (data.images as { key: string }[]).filter((image) => image.key !== 'work-2-1')
  })
  try {
    const portfolio = JSON.parse(readFileSync(path.join(dir, 'portfolio.json'), 'utf8'))
    portfolio.works = portfolio.works.filter((work: { id: number }) => work.id !== 2)
    portfolio.works.push({ ...portfolio.works[0], id: 99, image: 'work-2-1' })
    writeFileSync(path.join(dir, 'portfolio.json'), JSON.stringify(portfolio))
    expect(contentFileProblems(contentReader(dir))).toEqual([
      'content/services.json › families › sections › year › portfolio › n.º 1 › work: no es un trabajo del portfolio',
      'content/services.json › families › sections › year › portfolio › n.º 1 › image: no es una foto registrada',
      `content/portfolio.json › works › n.º ${portfolio.works.length} › image: no es una foto registrada`,
    ])
    expect(contentFileProblems(shipped)).toEqual([])
  } finally {
    rmSync(dir, { recursive: true })
  }
})
