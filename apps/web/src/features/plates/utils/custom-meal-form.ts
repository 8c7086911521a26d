import { CUSTOM_MEAL_FIELDS, validateCustomMeal } from '@campusplate/shared'
import { z } from 'zod/mini'

/** Number inputs give strings; each message lands on its own field (docs/product.md#custom-meal-rules). */
export const CustomMealFormSchema = z.pipe(
  z.object({
    name: z.string(),
    calories: z.string(),
    protein: z.string(),
    carbs: z.string(),
    totalFat: z.string(),
  }),
  z.transform((input, context) => {
    const result = validateCustomMeal(input)
    if (result.ok) return result.value
    for (const field of CUSTOM_MEAL_FIELDS) {
      const message = result.errors[field]
      if (message) context.issues.push({ code: 'custom', message, path: [field], input })
    }
    return z.NEVER
  }),
)

// The draft shape lives in custom-meal-draft.ts: the menu screen keeps a draft before zod loads with the dialog.
