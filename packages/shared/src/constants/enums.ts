// docs/product.md#enumerations; the other readings in docs/product.md#data-rules are input aliases (schemas/enums.ts).

/** docs/product.md#profile: sex (menu-side default male, docs/product.md#constants). */
export const SEXES = ['male', 'female'] as const
export type Sex = (typeof SEXES)[number]

/** docs/product.md#enumerations: activity levels, each a multiplier on BMR (sedentary 1.2 … extreme 1.9). */
export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'high', 'extreme'] as const
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number]

export const ACTIVITY_LEVEL_ALIASES = { very: 'high' } as const satisfies Readonly<Record<string, ActivityLevel>>

/** docs/product.md#enumerations: diet types (the profile's list; the menu-side list adds the aliases below). */
export const DIET_TYPES = [
  'regular',
  'vegetarian',
  'vegan',
  'pescatarian',
  'keto',
  'paleo',
  'mediterranean',
  'low-carb',
] as const
export type DietType = (typeof DIET_TYPES)[number]

export const DIET_TYPE_ALIASES = { standard: 'regular', ketogenic: 'keto' } as const satisfies Readonly<
  Record<string, DietType>
>

/** docs/product.md#enumerations */
export const CULTURAL_PREFERENCES = ['none', 'halal', 'kosher', 'hindu', 'buddhist'] as const
export type CulturalPreference = (typeof CULTURAL_PREFERENCES)[number]

export const CULTURAL_PREFERENCE_LABELS: Readonly<Record<CulturalPreference, string>> = {
  none: 'None',
  halal: 'Halal',
  kosher: 'Kosher',
  hindu: 'Hindu',
  buddhist: 'Buddhist',
}

/** docs/product.md#enumerations: meal preferences, written as docs/product.md writes them. */
export const MEAL_PREFERENCES = [
  'Low Sodium',
  'Low Sugar',
  'High Protein',
  'High Fiber',
  'Gluten-Free',
  'Dairy-Free',
] as const
export type MealPreference = (typeof MEAL_PREFERENCES)[number]

/** docs/product.md#enumerations */
export const SENSITIVITIES = ['gluten', 'lactose', 'msg', 'sulfites', 'fodmap', 'histamine'] as const
export type Sensitivity = (typeof SENSITIVITIES)[number]

export const SENSITIVITY_LABELS: Readonly<Record<Sensitivity, string>> = {
  gluten: 'Gluten',
  lactose: 'Lactose',
  msg: 'MSG',
  sulfites: 'Sulfites',
  fodmap: 'FODMAP',
  histamine: 'Histamine',
}

/** docs/product.md#enumerations */
export const WEIGHT_GOAL_TYPES = ['lose', 'gain', 'maintain'] as const
export type WeightGoalType = (typeof WEIGHT_GOAL_TYPES)[number]

/** docs/product.md#enumerations: weight goal rates (slow 0.5, moderate 1, fast 1.5 lbs per week; custom; maintain). */
export const WEIGHT_GOAL_RATES = ['slow', 'moderate', 'fast', 'custom', 'maintain'] as const
export type WeightGoalRate = (typeof WEIGHT_GOAL_RATES)[number]

/** docs/product.md#enumerations */
export const ALLERGENS = [
  'milk',
  'eggs',
  'fish',
  'shellfish',
  'tree_nuts',
  'peanuts',
  'wheat',
  'soybeans',
  // docs/product.md#data-rules: sesame is the ninth major allergen.
  'sesame',
] as const
export type Allergen = (typeof ALLERGENS)[number]

/** docs/product.md#enumerations menu-side wording of the allergens. */
export const ALLERGEN_ALIASES = {
  dairy: 'milk',
  soy: 'soybeans',
  'tree nuts': 'tree_nuts',
} as const satisfies Readonly<Record<string, Allergen>>

export const ALLERGEN_LABELS: Readonly<Record<Allergen, string>> = {
  milk: 'Milk',
  eggs: 'Eggs',
  fish: 'Fish',
  shellfish: 'Shellfish',
  tree_nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  wheat: 'Wheat',
  soybeans: 'Soybeans',
  sesame: 'Sesame',
}

/** docs/product.md#enumerations */
export const MENU_TAGS = ['vegetarian', 'vegan', 'protein', 'climate friendly'] as const
export type MenuTag = (typeof MENU_TAGS)[number]

/** docs/product.md#menu-selection: meal periods with a fixed place in the meal order. */
export const STANDARD_MEALS = ['Breakfast', 'Lunch', 'Dinner', 'Everyday'] as const
export type StandardMeal = (typeof STANDARD_MEALS)[number]
