/**
 * The forms' schemas (families, brands, product enquiry, subscribe) and their messages.
 * The client validates with these on submit; the Worker validates the same
 * schemas through @hono/zod-validator (request-schemas.ts wraps them in the request
 * bodies). Form field `name`s equal these keys.
 */
import { z } from 'zod'
import { knowOptions, limits, locationOptions, type FormKind } from './api'

/** A required text field: `message` when missing or empty, 'Máximo N caracteres' over `max`. */
export const required = (message: string, max: number = limits.medium) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres`)

const email = (requiredMessage: string, invalidMessage: string) =>
  required(requiredMessage, limits.email).pipe(z.email(invalidMessage))

const oneOf = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message })

/** An ISO calendar date, 'YYYY-MM-DD', as the date picker produces it. */
const isoDate = (message: string) => required(message, 10).regex(/^\d{4}-\d{2}-\d{2}$/, message)

const spanishEmail = () => email('El email es requerido', 'Email inválido')

export const familiesSchema = z.object({
  name: required('El nombre es requerido', limits.short),
  lastName: required('El apellido es requerido', limits.short),
  email: spanishEmail(),
  date: isoDate('La fecha es requerida'),
  location: oneOf(locationOptions, 'La localidad es requerida'),
  zone: required('La zona es requerida'),
  message: required('El mensaje es requerido', limits.message),
  know: oneOf(knowOptions, 'La forma de conocernos es requerida'),
})

export const brandsSchema = z.object({
  name: required('El nombre es requerido', limits.short),
  lastName: required('El apellido es requerido', limits.short),
  email: spanishEmail(),
  brandName: required('El nombre de la marca es requerido'),
  socialMedia: required('Las redes sociales son requeridas'),
  project: required('El proyecto es requerido', limits.message),
  location: oneOf(locationOptions, 'La localidad es requerida'),
  why: required('Por qué es requerido', limits.message),
  know: oneOf(knowOptions, 'La forma de conocernos es requerida'),
})

/** The product enquiry's messages are in English. No format check on phone. */
export const productEnquirySchema = z.object({
  name: required('Name is required', limits.short),
  phone: required('Phone is required', limits.short),
  email: email('Email is required', 'Invalid email'),
  message: required('Message is required', limits.message),
})

export const subscribeSchema = z.object({
  name: required('El nombre es requerido', limits.short),
  email: spanishEmail(),
})

/** Each form's schema by its kind (api.ts): the form's island and the Worker's plain posts. */
export const formSchemas = {
  families: familiesSchema,
  brands: brandsSchema,
  product: productEnquirySchema,
  subscribe: subscribeSchema,
} satisfies Record<FormKind, z.ZodObject>

export type FamiliesValues = z.infer<typeof familiesSchema>
export type BrandsValues = z.infer<typeof brandsSchema>
export type ProductEnquiryValues = z.infer<typeof productEnquirySchema>
