/** Studio-rental page content. */
export const studioContent = {
  hero: {
    kicker: 'El estudio',
    title: 'Conoce el espacio donde sucede la magia en fotos.',
    cta: 'QUIERO RESERVAR',
    image: 'studio-hero',
  },
  banner: 'RESERVAS DISPONIBLES PARA ALQUILER DEL ESTUDIO',
  rental: {
    title: 'Alquiler del estudio',
    paragraphs: [
      'El estudio donde trabajo también puede ser tuyo por unas horas. Está en un complejo de oficinas en Canning, en el conurbano bonaerense, con fácil acceso desde la autopista.',
      'El valor del alquiler depende del uso, del tiempo y de la cantidad de personas: contame qué tenés pensado y te paso un presupuesto.',
    ],
    usesTitle: 'Ideal para',
    uses: ['Producciones de fotos', 'Talleres', 'Presentaciones y charlas'],
    featuresTitle: 'El espacio',
    features: [
      '50 m2 de estudio',
      'Un gran ventanal con luz natural',
      'Estacionamiento libre',
      'Máquina de café',
      'Frigobar',
    ],
    image: 'studio-space',
  },
  cta: 'RESÉRVALO',
} as const
