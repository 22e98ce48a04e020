/**
 * The forms' shared zod schemas (shared/form-schemas.ts), as loaders: the module and
 * zod come in their own file, fetched when a person first focuses a form
 * (useSchemaForm), so a page's first load neither downloads nor builds them.
 */
const schemas = () => import('../../../shared/form-schemas')

type Schemas = Awaited<ReturnType<typeof schemas>>
type SchemaName = {
  [K in keyof Schemas]: Schemas[K] extends { safeParse: unknown } ? K : never
}[keyof Schemas]

/** A loader for one schema; call it at module level so its identity never changes. */
export const schemaLoader =
  <K extends SchemaName>(name: K) =>
  (): Promise<Schemas[K]> =>
    schemas().then((module) => module[name])
