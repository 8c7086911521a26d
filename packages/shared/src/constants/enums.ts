/** Spec §3 enumerations (canonical values first; ARCHITECTURE §4 lists the accepted aliases). */
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

export const ALLERGEN_ALIASES: Readonly<Record<string, Allergen>> = {
  dairy: 'milk',
  soy: 'soybeans',
  'tree nuts': 'tree_nuts',
}

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
