import { z } from 'zod/mini'
import { EXPORT_FORMATS, EXPORT_MESSAGES } from '../constants/export'

/** docs/product.md#calls */
export const ExportSelectionsSchema = z
  .strictObject(
    {
      weight: z.boolean({ error: EXPORT_MESSAGES.selectionsInvalid }),
      meals: z.boolean({ error: EXPORT_MESSAGES.selectionsInvalid }),
      profile: z.boolean({ error: EXPORT_MESSAGES.selectionsInvalid }),
    },
    { error: EXPORT_MESSAGES.selectionsInvalid },
  )
  // docs/product.md#account-actions: the export button needs at least one data type
  .check(z.refine((s) => s.weight || s.meals || s.profile, EXPORT_MESSAGES.nothingSelected))
export type ExportSelections = z.infer<typeof ExportSelectionsSchema>

/** docs/product.md#calls */
export const ExportRequestSchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.formatInvalid }),
  selections: ExportSelectionsSchema,
})
export type ExportRequest = z.infer<typeof ExportRequestSchema>

/** The snapshot taken when the plate was saved. */
export const ExportMealItemSchema = z.object({
  food_id: z.string(),
  name: z.string(),
  portion_size: z.string(),
  /** Nutrient values are per serving, as stored. */
  quantity: z.number(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
})

export const ExportMealDaySchema = z.object({
  date: z.string(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  items: z.array(ExportMealItemSchema),
})
export type ExportMealDay = z.infer<typeof ExportMealDaySchema>

export const ExportWeightEntrySchema = z.object({
  date: z.string(),
  weight: z.number(),
  goal_weight: z.nullable(z.number()),
})
export type ExportWeightEntry = z.infer<typeof ExportWeightEntrySchema>

export const ExportFavouriteSchema = z.object({ dining_hall: z.string(), name: z.string(), created_at: z.string() })
export type ExportFavourite = z.infer<typeof ExportFavouriteSchema>

export const ExportDocumentSchema = z.object({
  exported_at: z.string(),
  email: z.string(),
  profile: z.optional(z.record(z.string(), z.unknown())),
  energy_target: z.optional(z.nullable(z.number())),
  weight_log: z.optional(z.array(ExportWeightEntrySchema)),
  meals: z.optional(z.array(ExportMealDaySchema)),
  /** docs/decisions/038 */
  favourites: z.optional(z.array(ExportFavouriteSchema)),
})
export type ExportDocument = z.infer<typeof ExportDocumentSchema>
