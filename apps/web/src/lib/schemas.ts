// zod's configuration runs before the first schema is built (see zod-config.ts).
import './zod-config'
import { z } from 'zod/mini'

/**
 * The schemas the web app checks the server's answers and its own stored records with. They and
 * zod load beside a page's first call instead of before its first render (`loadSchemas`, decision
 * 046); the forms of the screens that need them import them as usual.
 */
export * from '@campusplate/shared/schemas'

/** An answer the caller does not read: sign-in and sign-out set cookies, a profile save is read back by its query. */
export const UnreadAnswerSchema = z.unknown()

/** `{ok: true}`: a favourite's removal. */
export const OkSchema = z.object({ ok: z.literal(true) })
