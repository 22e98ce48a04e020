/**
 * About-page content: career since 2012, family portraits since 2014, her
 * pregnancy and her daughter as the inspiration, and the four values. First person,
 * voseo to the reader.
 */
export const aboutContent = {
  hero: {
    kicker: 'Sobre mí',
    quote:
      'La fotografía emocional no busca la pose perfecta: guarda lo que sentimos, para volver a sentirlo cada vez que miramos.',
    image: 'about-hero',
  },
  story: {
    title: 'Mi historia',
    paragraphs: [
      'Empecé a trabajar como fotógrafa en 2012. Desde entonces la cámara me acompaña a todos lados, y con el tiempo entendí que lo que más me gustaba no era la foto perfecta, sino la que guarda algo verdadero.',
      'En 2014 llegaron los retratos de familia, y con ellos una manera distinta de trabajar: más tranquila, más cercana, con tiempo para que cada uno se sienta cómodo.',
      'Mi embarazo y el nacimiento de mi hija me cambiaron la mirada. Viví de cerca lo rápido que pasa todo y lo mucho que valen las imágenes de esos primeros días. Esa fue mi inspiración para acompañar a otras familias en sus propias historias.',
      'Hoy te recibo en mi estudio de Canning o voy a tu casa, para que tu historia quede contada tal como la vivís.',
    ],
    image: 'about-story',
  },
  purpose: {
    title: 'Mi propósito',
    intro:
      'Que mires tus fotos y vuelvas a sentir ese momento. Para lograrlo, trabajo con cuatro valores.',
    values: [
      {
        name: 'CERCANÍA',
        line: 'Nos conocemos antes de la sesión y pensamos juntos qué querés contar.',
      },
      {
        name: 'SENSIBILIDAD',
        line: 'Miro los gestos chiquitos, esos que dicen todo sin palabras.',
      },
      {
        name: 'CONFIANZA',
        line: 'Trabajamos con calma, para que te sientas cómodo y puedas ser vos.',
      },
      {
        name: 'DISFRUTE',
        line: 'La sesión es un rato para pasarla bien, en familia o con tu equipo.',
      },
    ],
  },
  bookingBanner: 'Completá el formulario y reservá tu sesión',
  team: {
    title: '¿Por qué hacemos un buen equipo?',
    points: [
      {
        title: 'Te escucho',
        text: 'Antes de la sesión charlamos sobre tu historia, tus gustos y lo que querés guardar.',
      },
      {
        title: 'Te acompaño en cada paso',
        text: 'Te asesoro con el vestuario y la preparación, para que llegues tranquilo.',
      },
      {
        title: 'Respeto los tiempos',
        text: 'Las sesiones duran hasta dos horas: hay lugar para pausas, mimos y juegos.',
      },
      {
        title: 'Fotos naturales',
        text: 'Busco momentos espontáneos y genuinos, sin poses rígidas.',
      },
      {
        title: 'Una entrega cuidada',
        text: 'Recibís la selección final editada en alta resolución, por link de descarga, 15 días después de la sesión.',
      },
    ],
  },
  subscribe: {
    title: 'Sumate a mi comunidad',
    text: 'Dejame tu nombre y tu email y te escribo con novedades y fechas disponibles. Podés darte de baja cuando quieras, con un solo click.',
  },
  secondStory: {
    title: 'Detrás de cada foto',
    paragraphs: [
      'Cada sesión empieza mucho antes del click: en una charla, en conocer a tu familia o a tu marca, en pensar juntos el lugar y la luz.',
      'Así, el día de la sesión solo queda disfrutar. Yo me ocupo de guardar lo demás.',
    ],
    image: 'about-second-story',
    heroTitle: 'Tu historia merece ser contada',
    heroText: 'Escribime y armamos juntos una sesión a tu medida.',
    cta: 'ESCRIBIME',
  },
} as const
