import { SERVINGS_MAX, SERVINGS_MIN } from './limits'

export const PLATE_RULE_MESSAGES = {
  quantityRange: `Quantity must be between ${SERVINGS_MIN} and ${SERVINGS_MAX} servings`,
  quantityDecimals: 'Quantity can have at most 1 decimal place',
  customNeedsMacros: 'One or more custom foods are missing valid macros. Please fix before saving.',
  unknownFood: 'This food is not on the menu for that date',
  /** docs/product.md#servings */
  untrackableFood: 'Cannot track - incomplete nutrition data',
  tooManyItems: 'A plate can hold at most 100 items',
  /** docs/product.md#menu-date */
  dateOutsideWindow: 'A plate can be saved only for a date from 3 months back up to today',
  saveFailed: 'Failed to save plate. Please try again.',
  staleVersion: 'This plate was changed elsewhere since you loaded it. Review the changes and save again.',
} as const

export const PLATE_MAX_ITEMS = 100
export const CUSTOM_FOOD_PREFIX = 'custom-'

export function isCustomFoodId(foodId: string): boolean {
  return foodId.startsWith(CUSTOM_FOOD_PREFIX)
}
