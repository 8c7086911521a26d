import { type AvailableOptions, defaultMeal, sortMeals } from '@campusplate/shared'

/** `meal` is `undefined` while the default by hour applies (docs/product.md#menu-selection), `null` once cleared on purpose. */
export interface MenuChoice {
  hall: string | null
  meal: string | null | undefined
}

export const NO_CHOICE: MenuChoice = Object.freeze({ hall: null, meal: undefined })

export interface MenuSelection {
  halls: string[]
  hall: string | null
  meals: string[]
  meal: string | null
}

function mealsOf(options: AvailableOptions, hall: string): string[] {
  return sortMeals(options.meal_types_by_hall[hall] ?? [])
}

/** docs/product.md#menu-selection */
export function resolveSelection(
  choice: MenuChoice,
  options: AvailableOptions | undefined,
  hour: number,
): MenuSelection {
  if (!options) return { halls: [], hall: null, meals: [], meal: null }
  const halls = options.dining_halls
  const hall = choice.hall && halls.includes(choice.hall) ? choice.hall : halls.length === 1 ? (halls[0] ?? null) : null
  const meals = hall ? mealsOf(options, hall) : []
  let meal: string | null = null
  if (hall && choice.meal !== null) {
    meal = choice.meal !== undefined && meals.includes(choice.meal) ? choice.meal : defaultMeal(meals, hour)
  }
  return { halls, hall, meals, meal }
}

/** docs/product.md#menu-selection */
export function keepAvailable(choice: MenuChoice, options: AvailableOptions): MenuChoice {
  if (choice.hall === null) return choice
  if (!options.dining_halls.includes(choice.hall)) return NO_CHOICE
  if (typeof choice.meal === 'string' && !mealsOf(options, choice.hall).includes(choice.meal)) {
    return { hall: choice.hall, meal: undefined }
  }
  return choice
}
