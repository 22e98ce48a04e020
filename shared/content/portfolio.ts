/** Portfolio categories and works. */
import type { Work } from './schema/pages'

export type { Work }

export { portfolioLabels, portfolioSections, type PortfolioSection } from './sections'
import type { PortfolioSection } from './sections'
import type { ImageKey } from './images'

/** How each category's page opens: a line under its title and the photo beside it. */
export const portfolioOpenings: Record<PortfolioSection, { lead: string; image: ImageKey }> = {
  families: {
    lead: 'Recién nacidos, bebés de meses, primeros años y familias enteras: historias contadas con luz natural y sin apuro.',
    image: 'opening-portfolio-families',
  },
  pregnancies: {
    lead: 'La espera, la panza y los días antes de conocerse, en el estudio o en un lugar que sea tuyo.',
    image: 'opening-portfolio-pregnancies',
  },
  brands: {
    lead: 'Retratos, productos y el día a día de emprendimientos que quieren mostrar quién está detrás.',
    image: 'opening-portfolio-brands',
  },
}

/** Rows of one, two or three photos; the phone layout shows the same photos in one column. */
export const works: readonly Work[] = [
  {
    id: 2,
    title: 'Primer año de Emma',
    description:
      'Emma llegó al estudio con sus once meses recién cumplidos, ganas de pararse sola y una risa que no paró en toda la tarde.',
    category: 'families',
    subcategory: 'PRIMER AÑO',
    service: 'Fotografía de primer año.',
    location: 'En el estudio.',
    image: 'work-2-1',
    images: [['work-2-1'], ['work-2-2', 'work-2-3'], ['work-2-4', 'work-2-5', 'work-2-6']],
    imagesResponsive: ['work-2-1', 'work-2-2', 'work-2-3', 'work-2-4', 'work-2-5', 'work-2-6'],
  },
  {
    id: 4,
    title: 'Bebé en casa',
    description:
      'Una mañana en su casa, con la luz de la ventana del cuarto y los rincones de todos los días.',
    category: 'families',
    subcategory: 'BEBÉS',
    service: 'Fotografía de bebés.',
    location: 'A la distancia.',
    image: 'work-4-2',
    images: [['work-4-1'], ['work-4-2', 'work-4-3', 'work-4-4'], ['work-4-5', 'work-4-6']],
    imagesResponsive: ['work-4-1', 'work-4-2', 'work-4-3', 'work-4-4', 'work-4-5', 'work-4-6'],
  },
  {
    id: 6,
    title: 'Recién nacida',
    description:
      'Sus primeros días, en calma: manos chiquitas, mantas suaves y el abrazo de mamá y papá.',
    category: 'families',
    subcategory: 'RECIÉN NACIDOS',
    service: 'Fotografía de recién nacidos.',
    location: 'En el estudio.',
    image: 'work-6-2',
    images: [['work-6-1', 'work-6-2'], ['work-6-3'], ['work-6-4', 'work-6-5', 'work-6-6']],
    imagesResponsive: ['work-6-1', 'work-6-2', 'work-6-3', 'work-6-4', 'work-6-5', 'work-6-6'],
  },
  {
    id: 7,
    title: 'Seis meses',
    description: '',
    category: 'families',
    subcategory: 'BEBÉS',
    service: 'Fotografía de bebés.',
    location: 'En el estudio.',
    image: 'work-7-2',
    images: [['work-7-1'], ['work-7-2', 'work-7-3'], ['work-7-4']],
    imagesResponsive: ['work-7-1', 'work-7-2', 'work-7-3', 'work-7-4'],
  },
  {
    id: 8,
    title: 'Café de especialidad',
    description:
      'Contenido para la web y las redes de una cafetería de barrio: el oficio detrás de cada taza.',
    category: 'brands',
    subcategory: 'MARCAS',
    service: 'Fotografía para marcas.',
    location: 'A la distancia.',
    image: 'work-8-1',
    images: [['work-8-1'], ['work-8-2', 'work-8-3', 'work-8-4'], ['work-8-5', 'work-8-6']],
    imagesResponsive: ['work-8-1', 'work-8-2', 'work-8-3', 'work-8-4', 'work-8-5', 'work-8-6'],
  },
  {
    id: 9,
    title: 'Cerámica de autor',
    description:
      'Piezas hechas a mano y las manos que las hacen, para el lanzamiento de su tienda.',
    category: 'brands',
    subcategory: 'MARCAS',
    service: 'Fotografía para marcas.',
    location: 'En el estudio.',
    image: 'work-9-2',
    images: [['work-9-1', 'work-9-2'], ['work-9-3'], ['work-9-4', 'work-9-5']],
    imagesResponsive: ['work-9-1', 'work-9-2', 'work-9-3', 'work-9-4', 'work-9-5'],
  },
  {
    id: 11,
    title: 'Hermanos',
    description: 'La llegada de un hermanito, contada en casa y con el mayor como protagonista.',
    category: 'families',
    subcategory: 'RECIÉN NACIDOS',
    service: 'Fotografía de recién nacidos.',
    location: 'A la distancia.',
    image: 'work-11-1',
    images: [['work-11-1'], ['work-11-2', 'work-11-3'], ['work-11-4', 'work-11-5', 'work-11-6']],
    imagesResponsive: [
      'work-11-1',
      'work-11-2',
      'work-11-3',
      'work-11-4',
      'work-11-5',
      'work-11-6',
    ],
  },
  {
    id: 12,
    title: 'Emprendedora textil',
    description: '',
    category: 'brands',
    subcategory: 'MARCAS',
    service: 'Fotografía para marcas.',
    location: 'En el estudio.',
    image: 'work-12-2',
    images: [['work-12-1'], ['work-12-2', 'work-12-3', 'work-12-4'], ['work-12-5']],
    imagesResponsive: ['work-12-1', 'work-12-2', 'work-12-3', 'work-12-4', 'work-12-5'],
  },
  {
    id: 18,
    title: 'Dulce espera',
    description:
      'Una tarde de otoño en la semana 31, con la panza como centro y la complicidad de la pareja.',
    category: 'pregnancies',
    subcategory: 'EMBARAZO',
    service: 'Fotografía de embarazo.',
    location: 'A la distancia.',
    image: 'work-18-2',
    images: [['work-18-1'], ['work-18-2', 'work-18-3'], ['work-18-4', 'work-18-5', 'work-18-6']],
    imagesResponsive: [
      'work-18-1',
      'work-18-2',
      'work-18-3',
      'work-18-4',
      'work-18-5',
      'work-18-6',
    ],
  },
  {
    id: 19,
    title: 'Semana 30',
    description: '',
    category: 'pregnancies',
    subcategory: 'EMBARAZO',
    service: 'Fotografía de embarazo.',
    location: 'A la distancia.',
    image: 'work-19-1',
    images: [['work-19-1', 'work-19-2'], ['work-19-3'], ['work-19-4', 'work-19-5', 'work-19-6']],
    imagesResponsive: [
      'work-19-1',
      'work-19-2',
      'work-19-3',
      'work-19-4',
      'work-19-5',
      'work-19-6',
    ],
  },
]
