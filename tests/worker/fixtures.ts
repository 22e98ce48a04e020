/** A valid enquiry of each form, as the browser posts it. */
export const families = {
  name: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  date: '2027-03-05',
  location: 'En mi estudio',
  zone: 'Canning',
  message: 'Hola, quiero una sesión de embarazo.',
  know: 'Por referido/a',
}

export const brands = {
  name: 'Bruno',
  lastName: 'Gómez',
  email: 'bruno@example.com',
  brandName: 'Café Canning',
  socialMedia: '@cafecanning',
  project: 'Fotos de producto para la carta.',
  location: 'A distancia',
  why: 'Renovamos la marca.',
  know: 'A través de las redes',
}

export const product = {
  name: 'Carla',
  phone: '11 5555 5555',
  email: 'carla@example.com',
  message: '¿Tienen stock del libro?',
  productId: 'libro',
}
