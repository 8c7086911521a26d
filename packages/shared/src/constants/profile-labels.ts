import type { ActivityLevel, DietType } from './enums'

// A module of its own: only the screens and exports that name these choices load them.

/** How each activity level reads on screens and in exports. */
export const ACTIVITY_LEVEL_LABELS: Readonly<Record<ActivityLevel, string>> = {
  sedentary: 'Sedentary (little or no exercise)',
  light: 'Light (exercise 1-3 days a week)',
  moderate: 'Moderate (exercise 3-5 days a week)',
  high: 'Very active (exercise 6-7 days a week)',
  extreme: 'Extremely active (hard exercise or a physical job)',
}

/** How each diet type reads on screens and in exports. */
export const DIET_TYPE_LABELS: Readonly<Record<DietType, string>> = {
  regular: 'Regular',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  keto: 'Keto',
  paleo: 'Paleo',
  mediterranean: 'Mediterranean',
  'low-carb': 'Low-carb',
}
