// zod's configuration runs before the first schema is built (see zod-config.ts).
import './zod-config'
import { z } from 'zod/mini'

/** Loaded through `loadSchemas` beside a page's first call (docs/decisions/046); forms that need them import them as usual. */
export * from '@campusplate/shared/schemas'

/** Sign-in and sign-out set cookies, a profile save is read back by its query. */
export const UnreadAnswerSchema = z.unknown()

export const OkSchema = z.object({ ok: z.literal(true) })
