/** The Add Custom Meal form as typed: number inputs give strings (checked by CustomMealFormSchema). */
export interface CustomMealFormInput {
  name: string
  calories: string
  protein: string
  carbs: string
  totalFat: string
}

export const EMPTY_CUSTOM_MEAL_FORM: CustomMealFormInput = {
  name: '',
  calories: '',
  protein: '',
  carbs: '',
  totalFat: '',
}
