// Built after zod's configuration, beside the shared schemas (decision 046): see lib/schemas.ts.

import { z } from 'zod/mini'
import { NutrientsSchema } from '@/lib/schemas'

const amount = z.number()

const PlateEntrySchema = z.object({
  foodId: z.string(),
  name: z.string(),
  portionSize: z.string(),
  quantity: amount,
  calories: amount,
  protein: amount,
  carbs: amount,
  fat: amount,
  isMissingMacros: z.optional(z.boolean()),
  nutrients: z.optional(z.nullable(NutrientsSchema)),
  fromDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
})

const PlateEditSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add'), entry: PlateEntrySchema }),
  z.object({ type: z.literal('remove'), foodId: z.string() }),
  z.object({ type: z.literal('clear') }),
  z.object({ type: z.literal('fill'), entries: z.array(PlateEntrySchema) }),
  z.object({ type: z.literal('quantity'), foodId: z.string(), quantity: amount }),
  z.object({ type: z.literal('restore'), entries: z.array(PlateEntrySchema) }),
])

export const DraftsSchema = z.record(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), z.array(PlateEditSchema))

const macro = z.number().check(z.nonnegative())

/** docs/product.md#custom-meal */
export const CustomMealSchema = z.object({
  id: z.string().check(z.startsWith('custom-')),
  name: z.string().check(z.minLength(1)),
  portionSize: z.string(),
  calories: macro,
  protein: macro,
  carbs: macro,
  totalFat: macro,
})

export const CustomMealListSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items) =>
    items.flatMap((item) => {
      const parsed = CustomMealSchema.safeParse(item)
      return parsed.success ? [parsed.data] : []
    }),
  ),
)
