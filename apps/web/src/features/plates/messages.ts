/** Plate UI strings; the quoted ones are the spec's wording (spec §2, §5), word for word. */
export const PLATE_MESSAGES = {
  heading: 'Your Plate',
  regionLabel: 'Plate',
  empty: 'Your plate is empty',
  emptyHint: 'Add dishes from the menu or a custom meal.',
  guestNotice: 'Guest mode: your plate is not saved.',
  clear: 'Clear plate',
  remove: 'Remove',
  totals: 'Totals',
  dailyValues: 'Percent of daily values',
  addCustomMeal: 'Add Custom Meal',
  customMealDescription: 'Enter the nutrition for one serving.',
  mealName: 'Meal name',
  calories: 'Calories',
  protein: 'Protein (g)',
  carbs: 'Carbs (g)',
  fat: 'Fat (g)',
  addToPlate: 'Add to plate',
  cancel: 'Cancel',
  savedMeals: 'Saved meals',
  removeFor: (name: string) => `Remove ${name}`,
  reAdd: (name: string) => `Re-add ${name}`,
  forget: (name: string) => `Forget ${name}`,
} as const

/** The macros of the totals and the percent chart, with their display units (spec §9). */
export const MACRO_ROWS = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
] as const
