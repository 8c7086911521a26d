import { z } from 'zod/mini'
import {
  CUSTOM_MEAL_MAX_CALORIES,
  CUSTOM_MEAL_MAX_GRAMS,
  CUSTOM_MEAL_NAME_MAX,
  SERVINGS_MAX,
  SERVINGS_MIN,
} from '../constants/limits'
import { isCustomFoodId, PLATE_MAX_ITEMS, PLATE_RULE_MESSAGES } from '../constants/plates'
import { CUSTOM_MEAL_MESSAGES } from '../domain/custom-meal'
import { hasAtMostOneDecimal, parseDecimal } from '../domain/servings'
import { IsoDateSchema, textSchema } from './common'
import { NutrientsSchema } from './menus'

const macro = (max: number) =>
  z.number().check(z.minimum(0, CUSTOM_MEAL_MESSAGES.negative), z.maximum(max, CUSTOM_MEAL_MESSAGES.tooLarge))

/** docs/product.md#plate: wire names as docs/product.md gives them. */
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

/** docs/product.md#plate-save */
export function hasValidCustomMacros(macros: unknown): boolean {
  return CustomMacrosSchema.safeParse(macros).success
}

export const PlateQuantitySchema = z
  .number()
  .check(
    z.minimum(SERVINGS_MIN, PLATE_RULE_MESSAGES.quantityRange),
    z.maximum(SERVINGS_MAX, PLATE_RULE_MESSAGES.quantityRange),
    z.refine(hasAtMostOneDecimal, PLATE_RULE_MESSAGES.quantityDecimals),
  )

/** Accepts a decimal comma; a refused entry gets the rule's message and changes nothing (docs/product.md#plate-save). */
export function readPlateQuantity(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const typed = parseDecimal(text)
  // 'Infinity' and '1e400' read as a number too: out of range, like any other number too large.
  if (!Number.isFinite(typed)) return { ok: false, message: PLATE_RULE_MESSAGES.quantityRange }
  const result = PlateQuantitySchema.safeParse(typed)
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, message: result.error.issues[0]?.message ?? PLATE_RULE_MESSAGES.quantityRange }
}

export const PlateItemInputSchema = z
  .object({
    food_id: textSchema().check(z.trim(), z.minLength(1), z.maxLength(100)),
    quantity: PlateQuantitySchema,
    custom_macros: z.optional(CustomMacrosSchema),
    /** When its food is not on the menu of the plate's date, that plate's snapshot of it is saved (docs/decisions/038). */
    from_date: z.optional(IsoDateSchema),
  })
  .check(
    z.superRefine((item, ctx) => {
      if (isCustomFoodId(item.food_id) && !item.custom_macros) {
        ctx.addIssue({ code: 'custom', path: ['custom_macros'], message: PLATE_RULE_MESSAGES.customNeedsMacros })
      }
    }),
  )
export type PlateItemInput = z.infer<typeof PlateItemInputSchema>

/** Never reused for a day even after the plate is cleared; `0` means "no saved plate". */
export const PlateVersionSchema = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER))

/** docs/product.md#calls, #data-rules: a stale `version` answers 409 with the current plate; none replaces the plate. */
export const PlateSaveRequestSchema = z.object({
  date: IsoDateSchema,
  items: z.array(PlateItemInputSchema).check(z.maxLength(PLATE_MAX_ITEMS, PLATE_RULE_MESSAGES.tooManyItems)),
  version: z.optional(PlateVersionSchema),
})
export type PlateSaveRequest = z.infer<typeof PlateSaveRequestSchema>

export const PlateQuerySchema = z.object({ date: IsoDateSchema })

const MacrosSchema = z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() })

/** From its snapshot, so the plate shows and counts after the menu changed or the item vanished (docs/product.md#data-rules). */
export const PlateItemSchema = z.object({
  food_id: z.string(),
  quantity: z.number(),
  name: z.string(),
  portion_size: z.string(),
  macros: MacrosSchema,
  custom_macros: z.nullable(CustomMacrosSchema),
  nutrients: z.optional(z.nullable(NutrientsSchema)),
})
export type PlateItem = z.infer<typeof PlateItemSchema>

/** Totals are computed on the server. */
export const PlateResponseSchema = z.object({
  date: IsoDateSchema,
  items: z.array(PlateItemSchema),
  totals: MacrosSchema,
  saved_at: z.nullable(z.string()),
  version: PlateVersionSchema,
})
export type PlateResponse = z.infer<typeof PlateResponseSchema>

export const PlateConflictSchema = z.object({
  detail: z.string(),
  plate: PlateResponseSchema,
})
export type PlateConflict = z.infer<typeof PlateConflictSchema>

export const RECENT_PLATES_COUNT = 7

export const RecentPlatesQuerySchema = z.object({ before: IsoDateSchema })

/** The hall, when the item is still known, finds it on another day. */
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
