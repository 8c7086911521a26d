import { z } from 'zod'

/** ARCHITECTURE §4: every error answers `{"detail": …}`; validation errors may list fields. */
export const ApiErrorSchema = z.object({
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
})
export type ApiError = z.infer<typeof ApiErrorSchema>
