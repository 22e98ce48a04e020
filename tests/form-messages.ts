/**
 * What the forms say on an empty submit, one message a required field, in the order of
 * their fields: the client's unit tests and the browser's see the same lists.
 */
export const familiesRequired = [
  'El nombre es requerido',
  'El apellido es requerido',
  'El email es requerido',
  'La fecha es requerida',
  'La localidad es requerida',
  'La zona es requerida',
  'El mensaje es requerido',
  'La forma de conocernos es requerida',
]

/** The product enquiry's, in English. */
export const productRequired = [
  'Name is required',
  'Phone is required',
  'Email is required',
  'Message is required',
]
