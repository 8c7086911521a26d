import { SERVINGS_MAX, SERVINGS_MIN } from '@campusplate/shared'
/** Menu screen strings; the quoted ones are the product's wording (docs/product.md#menu-screen, #validation), word for word. */
export const MENU_MESSAGES = {
  dateLabel: 'Date',
  hallLabel: 'Dining Hall',
  mealLabel: 'Meal',
  searchLabel: 'Search menu',
  searchPlaceholder: 'Search by dish, station or ingredient',
  invalidDate: 'Date input not valid.',
  selectDate: 'Select a date to get started',
  noHalls: 'No dining halls available',
  noMeals: 'No meals available',
  selectHallFirst: 'Select dining hall first',
  selectHall: 'Select a dining hall',
  selectMeal: 'Select a meal',
  onlyOption: 'Only option available',
  nowServing: 'Now serving',
  allDay: 'All day',
  cannotTrack: 'Cannot track - incomplete nutrition data',
  missingDataHint: 'Missing nutrition data — try Add Custom Meal',
  /** The hint split around its button, where the screen can open Add Custom Meal. */
  missingDataHintLead: 'Missing nutrition data —',
  tryCustomMeal: 'try Add Custom Meal',
  tryCustomMealFor: (name: string) => `Try Add Custom Meal for ${name}`,
  chooseHall: 'Choose a dining hall',
  chooseMeal: 'Choose a meal',
  loadingHalls: 'Loading dining halls…',
  loadingMenu: 'Loading menu…',
  /** '0 servings changed to 0.1 (minimum 0.1)'. */
  servingsAdjusted: (typed: string, value: number, reason: 'minimum' | 'maximum' | 'rounded') =>
    `${typed} servings changed to ${value} (${
      reason === 'minimum'
        ? `minimum ${SERVINGS_MIN}`
        : reason === 'maximum'
          ? `maximum ${SERVINGS_MAX}`
          : 'one decimal place'
    })`,
  servingsRefused: (typed: string) =>
    `${typed} servings not added: servings must be between ${SERVINGS_MIN} and ${SERVINGS_MAX}`,
  offline: 'You are offline. The menu will load when the connection returns.',
  noItems: 'No menu items available',
  noMatches: 'No items match your search',
  details: 'Details',
  allergens: 'Allergens',
  mayContain: 'May contain',
  ingredients: 'Ingredients',
  nutrition: 'Nutrition per serving',
  none: 'None listed',
  missingValue: '—',
  servings: 'Servings',
  add: 'Add',
  today: 'Today',
  fitsMyProfile: 'Fits my profile',
  fitsMyProfileHint: 'Only dishes with no warning for your allergens, sensitivities, diet or preference',
  noFits: 'No items fit your profile',
  yesterday: 'Yesterday',
  dateRange: (min: string, max: string) => `Menus from ${min} to ${max}`,
  menuHeading: (hall: string, meal: string) => `${hall} - ${meal} Menu`,
  mealCount: (count: number) => (count === 1 ? '1 meal' : `${count} meals`),
  moreMeals: (more: number) => `+${more} more`,
  addItem: (name: string) => `Add ${name}`,
  detailsFor: (name: string) => `Details for ${name}`,
  servingsFor: (name: string) => `Servings for ${name}`,
  matchCount: (count: number) => (count === 1 ? '1 item matches' : `${count} items match`),
  profileNotesFor: (name: string) => `Notes on ${name} for your profile`,
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  dataNotesFor: (name: string) => `Notes on the nutrition data of ${name}`,
  reportProblem: 'Report a problem',
  reportProblemWith: (name: string) => `Report a problem with ${name}`,
} as const
