import { defineImages } from './types'

/**
 * Images used by the pages (services, portfolio, work, contact, shop). Keys are
 * kebab-case and unique across all registries. Work photos are 2400x1600 when they
 * fill a row alone, 1600x2000 in pairs and 1600x2400 in rows of three.
 */
export const pagesImages = defineImages({
  // Inside pages' opening photos, beside their titles: 4:5, cropped 4:3 on phones.
  'opening-services': {
    alt: 'Una mamá sostiene a su bebé en brazos junto al ventanal del estudio',
    width: 1600,
    height: 2000,
    subject: 'family',
  },
  'opening-contact': {
    alt: 'Retrato de la fotógrafa sonriendo, con su cámara en las manos',
    width: 1600,
    height: 2000,
    subject: 'portrait',
  },
  'opening-faqs': {
    alt: 'Recién nacido dormido sobre una manta clara, con luz suave de ventana',
    width: 1600,
    height: 2000,
    subject: 'newborn',
  },
  'opening-portfolio-families': {
    alt: 'Familia sentada en el piso del estudio, riéndose con su bebé en el medio',
    width: 1600,
    height: 2000,
    subject: 'family',
  },
  'opening-portfolio-pregnancies': {
    alt: 'Mujer embarazada de perfil con un vestido claro, junto a la ventana',
    width: 1600,
    height: 2000,
    subject: 'pregnancy',
  },
  'opening-portfolio-brands': {
    alt: 'Emprendedora en su taller, trabajando con sus manos sobre una mesa',
    width: 1600,
    height: 2000,
    subject: 'brand',
  },
  // Services overview: one photo per block.
  'services-brands': {
    alt: 'Emprendedora en su taller acomodando productos sobre una mesa de trabajo',
    width: 1600,
    height: 2000,
    subject: 'brand',
  },
  'services-families': {
    alt: 'Mamá y papá abrazan a su bebé en el estudio, con luz natural de ventana',
    width: 1600,
    height: 2000,
    subject: 'family',
  },
  'services-studio': {
    alt: 'El estudio vacío, con su ventanal de luz natural y un fondo claro',
    width: 1600,
    height: 2000,
    subject: 'studio',
  },
  // Service detail heroes: wide on desktop, vertical at 768px or less.
  'service-embarazo': {
    alt: 'Mujer embarazada de perfil junto a una ventana, con las manos sobre la panza',
    width: 2400,
    height: 1500,
    subject: 'pregnancy',
  },
  'service-embarazo-mobile': {
    alt: 'Mujer embarazada de perfil junto a una ventana, con las manos sobre la panza',
    width: 1200,
    height: 1500,
    subject: 'pregnancy',
  },
  'service-recien-nacido': {
    alt: 'Recién nacido dormido envuelto en una manta de punto, sobre una cama clara',
    width: 2400,
    height: 1500,
    subject: 'newborn',
  },
  'service-recien-nacido-mobile': {
    alt: 'Recién nacido dormido envuelto en una manta de punto, sobre una cama clara',
    width: 1200,
    height: 1500,
    subject: 'newborn',
  },
  'service-bebes': {
    alt: 'Bebé de pocos meses sentado sobre una manta, sonriendo a cámara',
    width: 2400,
    height: 1500,
    subject: 'baby',
  },
  'service-bebes-mobile': {
    alt: 'Bebé de pocos meses sentado sobre una manta, sonriendo a cámara',
    width: 1200,
    height: 1500,
    subject: 'baby',
  },
  'service-year': {
    alt: 'Nena de casi un año parada agarrada de un banquito, riéndose',
    width: 2400,
    height: 1500,
    subject: 'firstYear',
  },
  'service-year-mobile': {
    alt: 'Nena de casi un año parada agarrada de un banquito, riéndose',
    width: 1200,
    height: 1500,
    subject: 'firstYear',
  },
  'service-brands': {
    alt: 'Emprendedora retratada en su espacio de trabajo, rodeada de sus productos',
    width: 2400,
    height: 1500,
    subject: 'brand',
  },
  'service-brands-mobile': {
    alt: 'Emprendedora retratada en su espacio de trabajo, rodeada de sus productos',
    width: 1200,
    height: 1500,
    subject: 'brand',
  },
  // Contact: the side photo that opens the map.
  'contact-studio': {
    alt: 'Entrada del estudio en Canning, con su ventanal y plantas',
    width: 1600,
    height: 2000,
    subject: 'studio',
  },
  // Shop: one photo per product (cards are 450x500, hence 9:10).
  'product-libro': {
    alt: 'Libro "Había una vez tu propia historia", de tapa dura forrada en tela, sobre una mesa de madera',
    width: 1800,
    height: 2000,
    subject: 'detail',
  },
  'product-presets': {
    alt: 'Pantalla de una computadora con una foto familiar en blanco y negro editada en Lightroom',
    width: 1800,
    height: 2000,
    subject: 'detail',
  },
  'product-box': {
    alt: 'Caja de regalo abierta con el libro de recuerdos y papel de seda',
    width: 1800,
    height: 2000,
    subject: 'detail',
  },
  'product-prod4': {
    alt: 'Imagen provisoria de producto: libro de recuerdos con tapa de tela',
    width: 1800,
    height: 2000,
    subject: 'detail',
  },
  'product-prod5': {
    alt: 'Imagen provisoria de producto: libro de recuerdos abierto en una página con fotos',
    width: 1800,
    height: 2000,
    subject: 'detail',
  },
  'product-prod6': {
    alt: 'Imagen provisoria de producto: libro de recuerdos cerrado junto a una manta de bebé',
    width: 1800,
    height: 2000,
    subject: 'detail',
  },
  // Portfolio works (see portfolio.ts for the rows).
  // Work 2
  'work-2-1': {
    alt: 'Emma, de once meses, sentada en el piso del estudio, mira a cámara y se ríe',
    width: 2400,
    height: 1600,
    subject: 'firstYear',
  },
  'work-2-2': {
    alt: 'Emma da sus primeros pasos de la mano de su mamá',
    width: 1600,
    height: 2000,
    subject: 'firstYear',
  },
  'work-2-3': {
    alt: 'Primer plano de Emma mordiendo una pelota de tela',
    width: 1600,
    height: 2000,
    subject: 'firstYear',
  },
  'work-2-4': {
    alt: 'Los pies descalzos de Emma sobre una manta de lino',
    width: 1600,
    height: 2400,
    subject: 'firstYear',
  },
  'work-2-5': {
    alt: 'Emma en brazos de su papá, los dos mirándose',
    width: 1600,
    height: 2400,
    subject: 'firstYear',
  },
  'work-2-6': {
    alt: 'Emma de espaldas, agarrada de un banquito de madera',
    width: 1600,
    height: 2400,
    subject: 'firstYear',
  },
  // Work 4
  'work-4-1': {
    alt: 'Bebé acostado boca arriba en la cama de sus padres, con luz de ventana',
    width: 2400,
    height: 1600,
    subject: 'baby',
  },
  'work-4-2': {
    alt: 'La mamá levanta al bebé en el aire y él sonríe',
    width: 1600,
    height: 2400,
    subject: 'baby',
  },
  'work-4-3': {
    alt: 'Detalle de las manos del bebé agarrando el dedo de su papá',
    width: 1600,
    height: 2400,
    subject: 'baby',
  },
  'work-4-4': {
    alt: 'Bebé sentado en su cuna mirando un móvil de madera',
    width: 1600,
    height: 2400,
    subject: 'baby',
  },
  'work-4-5': {
    alt: 'Bebé gateando por el living de su casa',
    width: 1600,
    height: 2000,
    subject: 'baby',
  },
  'work-4-6': {
    alt: 'La familia entera en el sillón, con el bebé en el medio',
    width: 1600,
    height: 2000,
    subject: 'baby',
  },
  // Work 6
  'work-6-1': {
    alt: 'Recién nacida dormida envuelta en una manta de punto color crema',
    width: 1600,
    height: 2000,
    subject: 'newborn',
  },
  'work-6-2': {
    alt: 'Primer plano del perfil de la recién nacida dormida',
    width: 1600,
    height: 2000,
    subject: 'newborn',
  },
  'work-6-3': {
    alt: 'Mamá y papá sostienen juntos a la recién nacida en el estudio',
    width: 2400,
    height: 1600,
    subject: 'newborn',
  },
  'work-6-4': {
    alt: 'Detalle de los pies de la recién nacida en las manos de su mamá',
    width: 1600,
    height: 2400,
    subject: 'newborn',
  },
  'work-6-5': {
    alt: 'La recién nacida bosteza, acostada sobre una manta de lino',
    width: 1600,
    height: 2400,
    subject: 'newborn',
  },
  'work-6-6': {
    alt: 'Las manitos de la recién nacida cruzadas sobre el pecho',
    width: 1600,
    height: 2400,
    subject: 'newborn',
  },
  // Work 7
  'work-7-1': {
    alt: 'Bebé de seis meses sentado en el estudio, con un body claro, mirando a cámara',
    width: 2400,
    height: 1600,
    subject: 'baby',
  },
  'work-7-2': {
    alt: 'El bebé se ríe a carcajadas en brazos de su mamá',
    width: 1600,
    height: 2000,
    subject: 'baby',
  },
  'work-7-3': {
    alt: 'Primer plano de los ojos grandes del bebé',
    width: 1600,
    height: 2000,
    subject: 'baby',
  },
  'work-7-4': {
    alt: 'El bebé juega con un aro de madera sobre una manta',
    width: 2400,
    height: 1600,
    subject: 'baby',
  },
  // Work 8
  'work-8-1': {
    alt: 'Barra de una cafetería de especialidad con la máquina de espresso y tazas apiladas',
    width: 2400,
    height: 1600,
    subject: 'brand',
  },
  'work-8-2': {
    alt: 'Manos de un barista sirviendo leche en un café con arte latte',
    width: 1600,
    height: 2400,
    subject: 'brand',
  },
  'work-8-3': {
    alt: 'Granos de café tostado en una bolsa de papel kraft',
    width: 1600,
    height: 2400,
    subject: 'brand',
  },
  'work-8-4': {
    alt: 'El dueño de la cafetería sonríe detrás del mostrador',
    width: 1600,
    height: 2400,
    subject: 'brand',
  },
  'work-8-5': {
    alt: 'Una taza de café y una medialuna sobre una mesa de madera junto a la ventana',
    width: 1600,
    height: 2000,
    subject: 'brand',
  },
  'work-8-6': {
    alt: 'Detalle del molinillo de café en funcionamiento',
    width: 1600,
    height: 2000,
    subject: 'brand',
  },
  // Work 9
  'work-9-1': {
    alt: 'Ceramista modelando una pieza en el torno, manos cubiertas de arcilla',
    width: 1600,
    height: 2000,
    subject: 'brand',
  },
  'work-9-2': {
    alt: 'Cuencos de cerámica esmaltados en tonos tierra, apilados',
    width: 1600,
    height: 2000,
    subject: 'brand',
  },
  'work-9-3': {
    alt: 'Retrato de la ceramista en su taller con delantal de trabajo',
    width: 2400,
    height: 1600,
    subject: 'brand',
  },
  'work-9-4': {
    alt: 'Detalle de la textura del esmalte de una taza hecha a mano',
    width: 1600,
    height: 2000,
    subject: 'brand',
  },
  'work-9-5': {
    alt: 'Piezas de cerámica secándose en un estante de madera',
    width: 1600,
    height: 2000,
    subject: 'brand',
  },
  // Work 11
  'work-11-1': {
    alt: 'Un nene de cuatro años besa la frente de su hermanito recién nacido en la cama',
    width: 2400,
    height: 1600,
    subject: 'family',
  },
  'work-11-2': {
    alt: 'El hermano mayor sostiene al bebé con ayuda de su mamá',
    width: 1600,
    height: 2000,
    subject: 'family',
  },
  'work-11-3': {
    alt: 'Primer plano del recién nacido dormido sobre el pecho de su papá',
    width: 1600,
    height: 2000,
    subject: 'family',
  },
  'work-11-4': {
    alt: 'Los dos hermanos acostados uno al lado del otro, el mayor mirando al bebé',
    width: 1600,
    height: 2400,
    subject: 'family',
  },
  'work-11-5': {
    alt: 'La familia de cuatro abrazada en el living de su casa',
    width: 1600,
    height: 2400,
    subject: 'family',
  },
  'work-11-6': {
    alt: 'Detalle de la mano del hermano mayor junto a la mano del bebé',
    width: 1600,
    height: 2400,
    subject: 'family',
  },
  // Work 12
  'work-12-1': {
    alt: 'Emprendedora textil trabajando en su máquina de coser, rodeada de telas',
    width: 2400,
    height: 1600,
    subject: 'brand',
  },
  'work-12-2': {
    alt: 'Rollos de tela de colores suaves apilados en un estante',
    width: 1600,
    height: 2400,
    subject: 'brand',
  },
  'work-12-3': {
    alt: 'Retrato de la emprendedora sosteniendo una de sus prendas',
    width: 1600,
    height: 2400,
    subject: 'brand',
  },
  'work-12-4': {
    alt: 'Detalle de una costura a mano con hilo color terracota',
    width: 1600,
    height: 2400,
    subject: 'brand',
  },
  'work-12-5': {
    alt: 'Prendas terminadas colgadas en un perchero del estudio',
    width: 2400,
    height: 1600,
    subject: 'brand',
  },
  // Work 18
  'work-18-1': {
    alt: 'Mujer embarazada de perfil en un campo al atardecer, con las manos sobre la panza',
    width: 2400,
    height: 1600,
    subject: 'pregnancy',
  },
  'work-18-2': {
    alt: 'La pareja abraza la panza desde atrás, los dos sonriendo',
    width: 1600,
    height: 2000,
    subject: 'pregnancy',
  },
  'work-18-3': {
    alt: 'Primer plano de las manos de ambos formando un corazón sobre la panza',
    width: 1600,
    height: 2000,
    subject: 'pregnancy',
  },
  'work-18-4': {
    alt: 'La embarazada camina entre pastos altos con un vestido largo',
    width: 1600,
    height: 2400,
    subject: 'pregnancy',
  },
  'work-18-5': {
    alt: 'Detalle de una ecografía sostenida frente a la panza',
    width: 1600,
    height: 2400,
    subject: 'pregnancy',
  },
  'work-18-6': {
    alt: 'La pareja se mira frente a frente, con la panza entre los dos',
    width: 1600,
    height: 2400,
    subject: 'pregnancy',
  },
  // Work 19
  'work-19-1': {
    alt: 'Embarazada de treinta semanas sentada junto a una ventana, con luz suave',
    width: 1600,
    height: 2000,
    subject: 'pregnancy',
  },
  'work-19-2': {
    alt: 'Retrato de la futura mamá mirando su panza y sonriendo',
    width: 1600,
    height: 2000,
    subject: 'pregnancy',
  },
  'work-19-3': {
    alt: 'La embarazada de espaldas con un vestido blanco, mirando el parque',
    width: 2400,
    height: 1600,
    subject: 'pregnancy',
  },
  'work-19-4': {
    alt: 'Detalle de las manos sobre la panza con un anillo de bodas',
    width: 1600,
    height: 2400,
    subject: 'pregnancy',
  },
  'work-19-5': {
    alt: 'La futura mamá acostada sobre una manta con flores secas alrededor',
    width: 1600,
    height: 2400,
    subject: 'pregnancy',
  },
  'work-19-6': {
    alt: 'Primer plano de la panza con un moño de tela',
    width: 1600,
    height: 2400,
    subject: 'pregnancy',
  },
})
