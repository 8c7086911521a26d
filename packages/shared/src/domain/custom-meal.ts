import { CUSTOM_MEAL_MAX_CALORIES, CUSTOM_MEAL_MAX_GRAMS, CUSTOM_MEAL_NAME_MAX } from '../constants/limits'
import type { CustomMacros } from '../schemas/plates'
import type { MacroValues } from './plate-math'

export const CUSTOM_MEAL_MESSAGES = {
  nameRequired: 'Please enter a meal name',
  /** docs/product.md#custom-meal-rules: a blank input is not taken as 0. */
  valueRequired: 'Please enter a value (0 if there is none)',
  negative: 'Nutrition values cannot be negative',
  nameTooLong: `Meal name must be at most ${CUSTOM_MEAL_NAME_MAX} characters`,
  tooLarge: `Nutrition values can be at most ${CUSTOM_MEAL_MAX_CALORIES} calories and ${CUSTOM_MEAL_MAX_GRAMS} g per serving`,
} as const

/** A non-numeric entry counts as 0, but a blank one is missing, never a silent 0 (docs/product.md#custom-meal-rules). */
function readMacro(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0
  if (typeof value !== 'string' || value.trim() === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : 0
}

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

export type CustomMealField = keyof CustomMealInput

/** In the order shown: the first invalid one takes the focus. */
export const CUSTOM_MEAL_FIELDS = [
  'name',
  'calories',
  'protein',
  'carbs',
  'totalFat',
] as const satisfies readonly CustomMealField[]

export type CustomMealErrors = Partial<Record<CustomMealField, string>>

function macroError(field: Exclude<CustomMealField, 'name'>, value: number | null): string | null {
  if (value === null) return CUSTOM_MEAL_MESSAGES.valueRequired
  if (value < 0) return CUSTOM_MEAL_MESSAGES.negative
  if (value > (field === 'calories' ? CUSTOM_MEAL_MAX_CALORIES : CUSTOM_MEAL_MAX_GRAMS))
    return CUSTOM_MEAL_MESSAGES.tooLarge
  return null
}

/** docs/product.md#custom-meal-rules: every invalid field gets its own message. */
export function validateCustomMeal(
  input: CustomMealInput,
): { ok: true; value: CustomMealValues } | { ok: false; errors: CustomMealErrors } {
  const errors: CustomMealErrors = {}
  const name = input.name.trim()
  if (name === '') errors.name = CUSTOM_MEAL_MESSAGES.nameRequired
  else if (name.length > CUSTOM_MEAL_NAME_MAX) errors.name = CUSTOM_MEAL_MESSAGES.nameTooLong
  const macros = {
    calories: readMacro(input.calories),
    protein: readMacro(input.protein),
    carbs: readMacro(input.carbs),
    totalFat: readMacro(input.totalFat),
  }
  for (const field of ['calories', 'protein', 'carbs', 'totalFat'] as const) {
    const message = macroError(field, macros[field])
    if (message) errors[field] = message
  }
  const { calories, protein, carbs, totalFat } = macros
  if (Object.keys(errors).length > 0 || calories === null || protein === null || carbs === null || totalFat === null) {
    return { ok: false, errors }
  }
  return { ok: true, value: { name, calories, protein, carbs, totalFat } }
}

export function customMealMacros(meal: CustomMealValues): MacroValues {
  return { calories: meal.calories, protein: meal.protein, carbs: meal.carbs, fat: meal.totalFat }
}

/** docs/product.md#custom-meal */
export function toCustomMacros(name: string, macros: MacroValues): CustomMacros {
  return { name, calories: macros.calories, protein: macros.protein, carbs: macros.carbs, totalFat: macros.fat }
}
