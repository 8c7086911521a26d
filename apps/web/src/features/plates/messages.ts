import { PLATE_RULE_MESSAGES } from '@campusplate/shared'

/**
 * Plate UI strings; the quoted ones are the product's wording (docs/product.md#plate-panel, #validation, #errors), word for word. The
 * rule messages (save-blocking custom macros, save failure) come from the shared contract.
 */
export const PLATE_MESSAGES = {
  ...PLATE_RULE_MESSAGES,
  heading: 'Your Plate',
  offMenu: (day: string) => `Not on this day’s menu: kept as saved on ${day}`,
  /** 'Your Plate — Fri 20 Nov': the plate names the day it belongs to. */
  headingFor: (day: string) => `Your Plate — ${day}`,
  added: (quantity: string, name: string) => `Added ${quantity} × ${name}`,
  addedWithNumbers: (what: string, calories: string, plateCalories: string) =>
    `${what} — ${calories} kcal; plate ${plateCalories} kcal`,
  dateNotConfirmed: 'Choose a valid date first: the plate belongs to the date shown.',
  nothingToSave: 'No changes to save.',
  saving: 'Saving…',
  /** Issue 14: a save made offline waits on the device, then 'Saved!' once it is sent. */
  savedOffline: "Offline — will save when you're back online",
  offlineSaveReplacedOlder:
    'Your offline save was later than a save from another device, so your plate replaced that one.',
  offlineSaveKeptNewer:
    'This plate was saved on another device after your offline save, so that newer plate was kept and your offline changes were dropped.',
  viewPlate: 'View plate',
  hidePlate: 'Hide plate',
  plateSummary: (count: number, calories: string | null) =>
    `${count} ${count === 1 ? 'item' : 'items'}${calories === null ? '' : ` · ${calories} kcal`}`,
  regionLabel: 'Plate',
  empty: 'Your plate is empty',
  emptyHint: 'Add dishes from the menu or a custom meal.',
  guestNotice: 'Guest mode: your plate is not saved.',
  visitorNotice: 'Sign in to save your plate.',
  clear: 'Clear plate',
  remove: 'Remove',
  removed: (name: string) => `Removed ${name}`,
  cleared: 'Cleared the plate',
  servingsOf: (name: string) => `Servings of ${name}`,
  totals: 'Totals',
  dailyValues: 'Percent of daily values',
  yourTargets: 'Your daily targets',
  numbersHidden: 'Numbers are hidden, as your profile asks.',
  micronutrients: 'Micronutrients',
  over: 'over',
  overMeterLabel: (label: string) => `${label}, over 100%`,
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
  forgotten: (name: string) => `Forgot ${name}`,
  savePlate: 'Save Plate',
  saved: 'Saved!',
  unsavedChanges: 'Unsaved changes',
  loadingSaved: 'Loading your saved plate…',
  loadFailed: 'Could not load your saved plate.',
  /** The plate changes kept on this device could not be read (their check did not download). */
  draftsFailed: 'Could not open the plate changes kept on this device.',
  /** The custom meals kept on this device could not be read. */
  customMealsFailed: 'Could not open the custom meals kept on this device.',
  tryAgain: 'Try again',
  missingMacros: 'Missing valid macros',
  conflictTitle: 'This plate was changed elsewhere',
  conflictOnlyMine: 'Only on this plate',
  conflictOnlySaved: 'Only on the saved plate',
  conflictQuantities: 'Different servings',
  conflictSame: 'Both plates hold the same items.',
  conflictQuantity: (name: string, mine: number, saved: number) => `${name}: ${mine} here, ${saved} on the saved plate`,
  keepMine: 'Keep mine',
  takeSaved: 'Use saved plate',
  mergePlates: 'Merge both',
  mergeHint: 'Merge keeps every item from both plates, with the larger number of servings where they differ.',
} as const
