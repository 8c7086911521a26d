import { z } from 'zod/mini'
import { DEFAULT_PORTION_SIZE } from '../constants/limits'
import { NUTRIENT_KEYS, type NutrientKey } from '../constants/nutrient-keys'
import { MENU_SANITY_CODES } from '../domain/menu-sanity'
import { IsoDateSchema, textSchema } from './common'
import { AllergenSchema } from './enums'

const nutrientValue = z.number().check(z.nonnegative())

/** A key is absent when its value is unknown; never '-' or ''. */
export const NutrientsSchema = z.object(
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, z.optional(nutrientValue)])) as Record<
    NutrientKey,
    z.ZodMiniOptional<typeof nutrientValue>
  >,
)
export type Nutrients = z.infer<typeof NutrientsSchema>

export const ServingWindowSchema = z.object({
  start: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  end: z.string().check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/)),
})

/** What the dining team may correct on a dish (docs/decisions/058). */
export const CORRECTION_FIELDS = [
  'nutrients',
  'allergens',
  'may_contain',
  'labels',
  'ingredients',
  'portion_size',
] as const
export type CorrectionField = (typeof CORRECTION_FIELDS)[number]

/** A failed import sanity check (domain/menu-sanity) with its note. */
export const MenuSanityFlagSchema = z.object({ code: z.enum(MENU_SANITY_CODES), note: z.string() })

/** docs/product.md#food-item, as `GET /foods` sends it. */
export const FoodItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  portion_size: z._default(z.string(), DEFAULT_PORTION_SIZE),
  /** The product's menu tags first (vegetarian, vegan, protein, climate friendly), then other vendor labels. */
  labels: z.array(z.string()),
  allergens: z.array(AllergenSchema),
  /** "May contain" markings, kept apart from the allergens the item contains. */
  may_contain: z.array(AllergenSchema),
  ingredients: z.array(z.string()),
  trackable: z.boolean(),
  station: z.string(),
  station_id: z.string(),
  dining_hall: z.string(),
  meal_name: z.string(),
  date: IsoDateSchema,
  nutrients: NutrientsSchema,
  /** The import sanity checks the item failed; absent when it failed none. */
  flags: z.optional(z.array(MenuSanityFlagSchema)),
  /** The fields the dining team corrected over the imported data; absent when none. */
  corrected: z.optional(z.array(z.enum(CORRECTION_FIELDS))),
})
export type FoodItem = z.infer<typeof FoodItemSchema>

export const FoodListSchema = z.array(FoodItemSchema)

const hallOrMealName = textSchema().check(
  z.trim(),
  z.minLength(1, 'Must not be empty'),
  z.maxLength(200, 'Must be at most 200 characters'),
)

export const AvailableOptionsQuerySchema = z.object({ date: IsoDateSchema })

/** docs/product.md#food-item: the day's options, plus each meal's serving window for the meal cards. */
export const AvailableOptionsSchema = z.object({
  dining_halls: z.array(z.string()),
  meal_types_by_hall: z.record(z.string(), z.array(z.string())),
  serving_windows_by_hall: z.record(z.string(), z.record(z.string(), ServingWindowSchema)),
})
export type AvailableOptions = z.infer<typeof AvailableOptionsSchema>

export const FoodsQuerySchema = z.object({
  date: IsoDateSchema,
  dining_hall: z.optional(hallOrMealName),
  meal_name: z.optional(hallOrMealName),
})
export type FoodsQuery = z.infer<typeof FoodsQuerySchema>

export const MenuFreshnessQuerySchema = z.object({ date: IsoDateSchema })

/** When each hall's menu of a date was last imported, from which source, and whether it is stale. */
export const MenuFreshnessSchema = z.object({
  halls: z.array(
    z.object({
      dining_hall: z.string(),
      source: z.string(),
      /** The end of the last run that imported the date from that source (UTC); null when unknown. */
      updated_at: z.nullable(z.string()),
      /** Older than the sync schedule promises (only for dates the sync still refreshes). */
      stale: z.boolean(),
    }),
  ),
})
export type MenuFreshness = z.infer<typeof MenuFreshnessSchema>
