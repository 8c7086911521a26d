import { z } from 'zod/mini'

/** docs/product.md#data-rules */
export const ApiErrorSchema = z.object({
  detail: z.string(),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
})
export type ApiError = z.infer<typeof ApiErrorSchema>

/** docs/product.md#calls */
export const ExportErrorSchema = z.object({ error: z.string() })
export type ExportError = z.infer<typeof ExportErrorSchema>
