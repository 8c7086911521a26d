/** docs/product.md#menu-date: the menu date control reaches three months back, up to today. */
export const MENU_DATE_WINDOW_MONTHS = 3

/**
 * Days a saved plate's date may lie outside the menu window (docs/product.md#menu-date) on either side: a device
 * whose clock or zone is a day off the campus still saves the day it shows around midnight.
 */
export const PLATE_DATE_MARGIN_DAYS = 1

/** docs/product.md#servings: servings. */
export const SERVINGS_MIN = 0.1
export const SERVINGS_STEP = 0.1
export const DEFAULT_SERVINGS = 1

/** Server-side bound on one plate line: a quantity of 0.1–100 servings with one decimal. */
export const SERVINGS_MAX = 100

/** docs/product.md#food-item: a food item without a portion size is one serving. */
export const DEFAULT_PORTION_SIZE = '1 serving'

/** Days of demo menus kept around today (docs/product.md#menu-data). */
export const DEMO_DAYS_BACK = 92
export const DEMO_DAYS_AHEAD = 14

/** Longest accepted text of a search box or a custom meal name. */
export const CUSTOM_MEAL_NAME_MAX = 100

/**
 * Upper bounds of a custom meal's values per serving: far above any real meal, low enough that a
 * plate of 100 servings of 100 items still totals a finite number (a huge value would overflow).
 */
export const CUSTOM_MEAL_MAX_CALORIES = 10_000
export const CUSTOM_MEAL_MAX_GRAMS = 1_000
