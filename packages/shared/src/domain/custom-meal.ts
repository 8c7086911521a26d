import { z } from 'zod'
import { CUSTOM_MEAL_MAX_CALORIES, CUSTOM_MEAL_MAX_GRAMS, CUSTOM_MEAL_NAME_MAX } from '../constants/limits'
import { textSchema } from '../schemas/common'
import type { MacroValues } from './plate-math'

export const CUSTOM_MEAL_MESSAGES = {
  nameRequired: 'Please enter a meal name',
  negative: 'Nutrition values cannot be negative',
  nameTooLong: `Meal name must be at most ${CUSTOM_MEAL_NAME_MAX} characters`,
  tooLarge: `Nutrition values can be at most ${CUSTOM_MEAL_MAX_CALORIES} calories and ${CUSTOM_MEAL_MAX_GRAMS} g per serving`,
} as const

/** Spec §5: a non-numeric entry counts as 0. */
function toNumberOrZero(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0
  if (typeof value !== 'string' || value.trim() === '') return 0
  const number = Number(value)
  return Number.isFinite(number) ? number : 0
}

/** What the Add Custom Meal form holds: every field as typed. */
export interface CustomMealInput {
  name: string
  calories: string | number
  protein: string | number
  carbs: string | number
  totalFat: string | number
}

export interface CustomMealValues {
  name: string
  calories: number
  protein: number
  carbs: number
  totalFat: number
}

/**
 * Spec §5 custom meal rules: the name must be non-empty after trimming ('Please enter a meal name'),
 * non-numeric values count as 0, and a negative value gives 'Nutrition values cannot be negative'.
 */
export function validateCustomMeal(
  input: CustomMealInput,
): { ok: true; value: CustomMealValues } | { ok: false; message: string } {
  const name = input.name.trim()
  if (name === '') return { ok: false, message: CUSTOM_MEAL_MESSAGES.nameRequired }
  if (name.length > CUSTOM_MEAL_NAME_MAX) return { ok: false, message: CUSTOM_MEAL_MESSAGES.nameTooLong }
  const value = {
    name,
    calories: toNumberOrZero(input.calories),
    protein: toNumberOrZero(input.protein),
    carbs: toNumberOrZero(input.carbs),
    totalFat: toNumberOrZero(input.totalFat),
  }
  if ([value.calories, value.protein, value.carbs, value.totalFat].some((n) => n < 0)) {
    return { ok: false, message: CUSTOM_MEAL_MESSAGES.negative }
  }
  if (
    value.calories > CUSTOM_MEAL_MAX_CALORIES ||
    [value.protein, value.carbs, value.totalFat].some((n) => n > CUSTOM_MEAL_MAX_GRAMS)
  ) {
    return { ok: false, message: CUSTOM_MEAL_MESSAGES.tooLarge }
  }
  return { ok: true, value }
}

const macro = (max: number) =>
  z.number().finite().min(0, CUSTOM_MEAL_MESSAGES.negative).max(max, CUSTOM_MEAL_MESSAGES.tooLarge)

/** Spec §3: the macros saved with a custom plate item (wire names as the spec gives them). */
export const CustomMacrosSchema = z.object({
  name: textSchema(CUSTOM_MEAL_MESSAGES.nameRequired)
    .trim()
    .min(1, CUSTOM_MEAL_MESSAGES.nameRequired)
    .max(CUSTOM_MEAL_NAME_MAX, CUSTOM_MEAL_MESSAGES.nameTooLong),
  calories: macro(CUSTOM_MEAL_MAX_CALORIES),
  protein: macro(CUSTOM_MEAL_MAX_GRAMS),
  carbs: macro(CUSTOM_MEAL_MAX_GRAMS),
  totalFat: macro(CUSTOM_MEAL_MAX_GRAMS),
})
export type CustomMacros = z.infer<typeof CustomMacrosSchema>

/** The per-serving plate macros of a custom meal: its `totalFat` is the plate's fat. */
export function customMealMacros(meal: CustomMealValues): MacroValues {
  return { calories: meal.calories, protein: meal.protein, carbs: meal.carbs, fat: meal.totalFat }
}

/** Spec §3 `custom_macros` of a custom plate line, from its name and per-serving plate macros. */
export function toCustomMacros(name: string, macros: MacroValues): CustomMacros {
  return { name, calories: macros.calories, protein: macros.protein, carbs: macros.carbs, totalFat: macros.fat }
}

/** Spec §5 (saving a plate): true when a custom food's macros are all finite, non-negative and in bounds. */
export function hasValidCustomMacros(macros: unknown): boolean {
  return CustomMacrosSchema.safeParse(macros).success
}
