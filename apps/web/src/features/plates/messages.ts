import { PLATE_MESSAGES as PLATE_RULE_MESSAGES } from '@campusplate/shared'

/**
 * Plate UI strings; the quoted ones are the spec's wording (spec §2, §5, §8), word for word. The
 * rule messages (save-blocking custom macros, save failure) come from the shared contract.
 */
export const PLATE_MESSAGES = {
  ...PLATE_RULE_MESSAGES,
  heading: 'Your Plate',
  regionLabel: 'Plate',
  empty: 'Your plate is empty',
  emptyHint: 'Add dishes from the menu or a custom meal.',
  guestNotice: 'Guest mode: your plate is not saved.',
  visitorNotice: 'Sign in to save your plate.',
  clear: 'Clear plate',
  remove: 'Remove',
  totals: 'Totals',
  dailyValues: 'Percent of daily values',
  yourTargets: 'Your daily targets',
  numbersHidden: 'Numbers are hidden, as your profile asks.',
  targetMeterLabel: (label: string, eaten: string, percent: number) => `${label} ${eaten} daily target, ${percent}%`,
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
  savePlate: 'Save Plate',
  saved: 'Saved!',
  unsavedChanges: 'Unsaved changes',
  loadingSaved: 'Loading your saved plate…',
  loadFailed: 'Could not load your saved plate.',
  tryAgain: 'Try again',
  missingMacros: 'Missing valid macros',
} as const
