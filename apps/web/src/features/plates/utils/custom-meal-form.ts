import { validateCustomMeal } from '@campusplate/shared'
import { z } from 'zod'

/**
 * The Add Custom Meal form as typed (number inputs give strings). The spec §5 rules run through the
 * shared `validateCustomMeal`; its message becomes the form's single alert.
 */
export const CustomMealFormSchema = z
  .object({
    name: z.string(),
    calories: z.string(),
    protein: z.string(),
    carbs: z.string(),
    totalFat: z.string(),
  })
  .transform((input, context) => {
    const result = validateCustomMeal(input)
    if (!result.ok) {
      context.addIssue({ code: 'custom', message: result.message, path: ['root'] })
      return z.NEVER
    }
    return result.value
  })

export type CustomMealFormInput = z.input<typeof CustomMealFormSchema>

export const EMPTY_CUSTOM_MEAL_FORM: CustomMealFormInput = {
  name: '',
  calories: '',
  protein: '',
  carbs: '',
  totalFat: '',
}
