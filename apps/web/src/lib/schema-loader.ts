import { lazyModule } from './lazy-module'
import type * as SchemaModule from './schemas'

export type Schemas = typeof SchemaModule

/** Beside the page's first call rather than before its first render (docs/decisions/046). */
export const schemaModule = lazyModule<Schemas>(() => import('./schemas'))

/** A failed download is requested again on the next call. */
export const loadSchemas = (): Promise<Schemas> => schemaModule.load()

export const loadedSchemas = (): Schemas | null => schemaModule.current()

/** Nothing runs if the schemas cannot arrive. */
export function withSchemas(use: (schemas: Schemas) => void): void {
  const schemas = loadedSchemas()
  if (schemas) use(schemas)
  else loadSchemas().then(use, () => {})
}
