import { z } from 'zod/mini'
import {
  CUSTOM_MEAL_MAX_CALORIES,
  CUSTOM_MEAL_MAX_GRAMS,
  CUSTOM_MEAL_NAME_MAX,
  SERVINGS_MAX,
  SERVINGS_MIN,
} from '../constants/limits'
import { isCustomFoodId, PLATE_MAX_ITEMS, PLATE_MESSAGES } from '../constants/plates'
import { CUSTOM_MEAL_MESSAGES } from '../domain/custom-meal'
import { hasAtMostOneDecimal, parseDecimal } from '../domain/servings'
import { IsoDateSchema, textSchema } from './common'
import { NutrientsSchema } from './menus'

const macro = (max: number) =>
  z.number().check(z.minimum(0, CUSTOM_MEAL_MESSAGES.negative), z.maximum(max, CUSTOM_MEAL_MESSAGES.tooLarge))

/** docs/product.md#plate: the macros saved with a custom plate item (wire names as docs/product.md gives them). */
export const CustomMacrosSchema = z.object({
  name: textSchema(CUSTOM_MEAL_MESSAGES.nameRequired).check(
    z.trim(),
    z.minLength(1, CUSTOM_MEAL_MESSAGES.nameRequired),
    z.maxLength(CUSTOM_MEAL_NAME_MAX, CUSTOM_MEAL_MESSAGES.nameTooLong),
  ),
  calories: macro(CUSTOM_MEAL_MAX_CALORIES),
  protein: macro(CUSTOM_MEAL_MAX_GRAMS),
  carbs: macro(CUSTOM_MEAL_MAX_GRAMS),
  totalFat: macro(CUSTOM_MEAL_MAX_GRAMS),
})
export type CustomMacros = z.infer<typeof CustomMacrosSchema>

/** docs/product.md#plate-save: true when a custom food's macros are all finite, non-negative and in bounds. */
export function hasValidCustomMacros(macros: unknown): boolean {
  return CustomMacrosSchema.safeParse(macros).success
}

export const PlateQuantitySchema = z
  .number()
  .check(
    z.minimum(SERVINGS_MIN, PLATE_MESSAGES.quantityRange),
    z.maximum(SERVINGS_MAX, PLATE_MESSAGES.quantityRange),
    z.refine(hasAtMostOneDecimal, PLATE_MESSAGES.quantityDecimals),
  )

/**
 * A plate line's servings as typed in place ('1,5' with a decimal comma too), checked by the
 * plate's quantity rules (docs/product.md#plate-save): a refused entry gets the rule's message and changes nothing.
 */
export function readPlateQuantity(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const typed = parseDecimal(text)
  // 'Infinity' and '1e400' read as a number too: out of range, like any other number too large.
  if (!Number.isFinite(typed)) return { ok: false, message: PLATE_MESSAGES.quantityRange }
  const result = PlateQuantitySchema.safeParse(typed)
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, message: result.error.issues[0]?.message ?? PLATE_MESSAGES.quantityRange }
}

/** One line of `POST /api/plate`: a menu food, or a custom food (`custom-…`) carrying its macros. */
export const PlateItemInputSchema = z
  .object({
    food_id: textSchema().check(z.trim(), z.minLength(1), z.maxLength(100)),
    quantity: PlateQuantitySchema,
    custom_macros: z.optional(CustomMacrosSchema),
    /**
     * A line repeated from the user's own saved plate of this day: when its food is not on the menu
     * of the plate's date, that plate's snapshot of it is saved (docs/decisions/038).
     */
    from_date: z.optional(IsoDateSchema),
  })
  .check(
    z.superRefine((item, ctx) => {
      if (isCustomFoodId(item.food_id) && !item.custom_macros) {
        ctx.addIssue({ code: 'custom', path: ['custom_macros'], message: PLATE_MESSAGES.customNeedsMacros })
      }
    }),
  )
export type PlateItemInput = z.infer<typeof PlateItemInputSchema>

/**
 * A saved plate's version: a new, greater number at every save, never reused for that day even after
 * the plate is cleared. `0` means "no saved plate".
 */
export const PlateVersionSchema = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER))

/**
 * `POST /api/plate` — docs/product.md#calls: `{date, items[food_id, quantity, optional custom_macros]}`, plus an
 * optional `version` (docs/product.md#data-rules): when given, the save applies only if it is still the saved
 * plate's version, else it answers 409 with the current plate; without it the plate is replaced.
 */
export const PlateSaveRequestSchema = z.object({
  date: IsoDateSchema,
  items: z.array(PlateItemInputSchema).check(z.maxLength(PLATE_MAX_ITEMS, PLATE_MESSAGES.tooManyItems)),
  version: z.optional(PlateVersionSchema),
})
export type PlateSaveRequest = z.infer<typeof PlateSaveRequestSchema>

export const PlateQuerySchema = z.object({ date: IsoDateSchema })

const MacrosSchema = z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() })

/**
 * A saved line, from its snapshot (docs/product.md#data-rules): what was eaten, as it was on the menu then, so
 * the plate shows and counts even after the menu changed or the item vanished.
 */
export const PlateItemSchema = z.object({
  food_id: z.string(),
  quantity: z.number(),
  name: z.string(),
  portion_size: z.string(),
  /** Per-serving calories, protein, carbs and fat used for totals. */
  macros: MacrosSchema,
  /** docs/product.md#plate: present on custom items (name, calories, protein, carbs, totalFat). */
  custom_macros: z.nullable(CustomMacrosSchema),
  /** A menu line's full nutrient record as saved (micronutrients); null for custom lines. */
  nutrients: z.optional(z.nullable(NutrientsSchema)),
})
export type PlateItem = z.infer<typeof PlateItemSchema>

/** `GET /api/plate?date` and the answer of `POST /api/plate`; totals are computed on the server. */
export const PlateResponseSchema = z.object({
  date: IsoDateSchema,
  items: z.array(PlateItemSchema),
  totals: MacrosSchema,
  saved_at: z.nullable(z.string()),
  /** The version a save names to apply only to this plate; `0` when none is saved. */
  version: PlateVersionSchema,
})
export type PlateResponse = z.infer<typeof PlateResponseSchema>

/** The 409 of `POST /api/plate` with a stale `version`: the plate as it is saved now. */
export const PlateConflictSchema = z.object({
  detail: z.string(),
  plate: PlateResponseSchema,
})
export type PlateConflict = z.infer<typeof PlateConflictSchema>

/** "Repeat a recent plate" offers this many of the latest saved plates. */
export const RECENT_PLATES_COUNT = 7

/** `GET /api/plate/recent?before=`: the latest saved plates before that day. */
export const RecentPlatesQuerySchema = z.object({ before: IsoDateSchema })

/** A saved line with the hall of its menu item when that item is still known, to find it on another day. */
export const RecentPlateItemSchema = z.extend(PlateItemSchema, { dining_hall: z.nullable(z.string()) })
export type RecentPlateItem = z.infer<typeof RecentPlateItemSchema>

export const RecentPlateSchema = z.object({
  date: IsoDateSchema,
  items: z.array(RecentPlateItemSchema),
  totals: MacrosSchema,
})
export type RecentPlate = z.infer<typeof RecentPlateSchema>

/** Latest first, at most `RECENT_PLATES_COUNT`, only plates with items. */
export const RecentPlatesResponseSchema = z.object({ plates: z.array(RecentPlateSchema) })
export type RecentPlatesResponse = z.infer<typeof RecentPlatesResponseSchema>
