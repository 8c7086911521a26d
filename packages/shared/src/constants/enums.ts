// Spec §3 enumerations. The first reading is canonical; ARCHITECTURE §4 lists the other readings,
// accepted on input as aliases and stored canonically (schemas/enums.ts applies them).

/** Spec §3 Profile: sex (menu-side default male, spec §9). */
export const SEXES = ['male', 'female'] as const
export type Sex = (typeof SEXES)[number]

/** Spec §3: activity levels, each a multiplier on BMR (sedentary 1.2 … extreme 1.9). */
export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'high', 'extreme'] as const
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number]

export const ACTIVITY_LEVEL_ALIASES = { very: 'high' } as const satisfies Readonly<Record<string, ActivityLevel>>

/** Spec §3: diet types (the profile's list; the menu-side list adds the aliases below). */
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

/** Spec §3: cultural preferences. */
export const CULTURAL_PREFERENCES = ['none', 'halal', 'kosher', 'hindu', 'buddhist'] as const
export type CulturalPreference = (typeof CULTURAL_PREFERENCES)[number]

export const CULTURAL_PREFERENCE_LABELS: Readonly<Record<CulturalPreference, string>> = {
  none: 'None',
  halal: 'Halal',
  kosher: 'Kosher',
  hindu: 'Hindu',
  buddhist: 'Buddhist',
}

/** Spec §3: meal preferences, written as the spec writes them. */
export const MEAL_PREFERENCES = [
  'Low Sodium',
  'Low Sugar',
  'High Protein',
  'High Fiber',
  'Gluten-Free',
  'Dairy-Free',
] as const
export type MealPreference = (typeof MEAL_PREFERENCES)[number]

/** Spec §3: food sensitivities. */
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

/** Spec §3: the weight goal's direction. */
export const WEIGHT_GOAL_TYPES = ['lose', 'gain', 'maintain'] as const
export type WeightGoalType = (typeof WEIGHT_GOAL_TYPES)[number]

/** Spec §3: weight goal rates (slow 0.5, moderate 1, fast 1.5 lbs per week; custom; maintain). */
export const WEIGHT_GOAL_RATES = ['slow', 'moderate', 'fast', 'custom', 'maintain'] as const
export type WeightGoalRate = (typeof WEIGHT_GOAL_RATES)[number]

/** Spec §3: allergens, plus sesame as the ninth major allergen (ARCHITECTURE §4). */
export const ALLERGENS = [
  'milk',
  'eggs',
  'fish',
  'shellfish',
  'tree_nuts',
  'peanuts',
  'wheat',
  'soybeans',
  // ARCHITECTURE §4: sesame is the ninth major allergen.
  'sesame',
] as const
export type Allergen = (typeof ALLERGENS)[number]

/** Spec §3 menu-side wording of the allergens. */
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

/** Spec §3: the menu tags shown on items. */
export const MENU_TAGS = ['vegetarian', 'vegan', 'protein', 'climate friendly'] as const
export type MenuTag = (typeof MENU_TAGS)[number]

/** Spec §4: meal periods with a fixed place in the meal order. */
export const STANDARD_MEALS = ['Breakfast', 'Lunch', 'Dinner', 'Everyday'] as const
export type StandardMeal = (typeof STANDARD_MEALS)[number]
