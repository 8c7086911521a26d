import { z } from 'zod/mini'

/** docs/product.md#data-rules: every error answers `{"detail": …}`; validation errors may list fields. */
export const ApiErrorSchema = z.object({
  detail: z.string(),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
})
export type ApiError = z.infer<typeof ApiErrorSchema>

/** docs/product.md#calls: the export call's errors carry `error` instead of `detail`. */
export const ExportErrorSchema = z.object({ error: z.string() })
export type ExportError = z.infer<typeof ExportErrorSchema>
