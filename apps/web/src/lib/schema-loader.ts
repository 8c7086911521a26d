import { lazyModule } from './lazy-module'
import type * as SchemaModule from './schemas'

/** The shared request and response schemas (`./schemas`), as `loadSchemas` gives them. */
export type Schemas = typeof SchemaModule

/**
 * The schemas and zod, downloaded beside the page's first call rather than before its first render
 * (decision 046): a page renders, and asks for its data, before they have arrived.
 */
export const schemaModule = lazyModule<Schemas>(() => import('./schemas'))

/** The schemas, downloaded once; a failed download is requested again on the next call. */
export const loadSchemas = (): Promise<Schemas> => schemaModule.load()

/** The schemas when they have arrived, else null. */
export const loadedSchemas = (): Schemas | null => schemaModule.current()

/** Runs `use` with the schemas: at once when they are here, else once they have arrived (nothing if they cannot). */
export function withSchemas(use: (schemas: Schemas) => void): void {
  const schemas = loadedSchemas()
  if (schemas) use(schemas)
  else loadSchemas().then(use, () => {})
}
