/** docs/product.md#menu-date */
export const MENU_DATE_WINDOW_MONTHS = 3

/** A device a day off the campus clock or zone still saves the day it shows around midnight (docs/product.md#menu-date). */
export const PLATE_DATE_MARGIN_DAYS = 1

/** docs/product.md#servings */
export const SERVINGS_MIN = 0.1
export const SERVINGS_STEP = 0.1
export const DEFAULT_SERVINGS = 1

export const SERVINGS_MAX = 100

/** docs/product.md#food-item */
export const DEFAULT_PORTION_SIZE = '1 serving'

/** docs/product.md#menu-data */
export const DEMO_DAYS_BACK = 92
export const DEMO_DAYS_AHEAD = 14

export const CUSTOM_MEAL_NAME_MAX = 100

/** Far above any real meal, low enough that 100 servings of 100 items still total a finite number. */
export const CUSTOM_MEAL_MAX_CALORIES = 10_000
export const CUSTOM_MEAL_MAX_GRAMS = 1_000
