import {
  type AppConfigResponse,
  type AvailableOptions,
  blankProfile,
  type CurrentUser,
  type Favourite,
  type FoodItem,
  type PlateItem,
  type PlateResponse,
  type Profile,
} from '@campusplate/shared'

let counter = 0
const next = () => {
  counter += 1
  return counter
}

export const TEST_TODAY = '2025-07-20'

export function buildAppConfig(overrides: Partial<AppConfigResponse> = {}): AppConfigResponse {
  return {
    app_title: 'CampusPlate',
    university_name: 'Test University',
    support_url: 'https://support.example.edu',
    campus_tz: 'UTC',
    campus_today: TEST_TODAY,
    google_enabled: false,
    ...overrides,
  }
}

/** Options for `{ hall: [meals] }`, with the product's default serving windows left to the client. */
export function buildOptions(
  mealsByHall: Record<string, string[]>,
  windows: AvailableOptions['serving_windows_by_hall'] = {},
): AvailableOptions {
  return {
    dining_halls: Object.keys(mealsByHall),
    meal_types_by_hall: mealsByHall,
    serving_windows_by_hall: windows,
  }
}

export function buildFoodItem(overrides: Partial<FoodItem> = {}): FoodItem {
  const n = next()
  return {
    id: `food-${n}`,
    name: `Dish ${n}`,
    portion_size: '1 cup',
    labels: [],
    allergens: [],
    may_contain: [],
    ingredients: [],
    trackable: true,
    station: 'Grill',
    station_id: 'grill',
    dining_hall: 'North Hall',
    meal_name: 'Lunch',
    date: TEST_TODAY,
    nutrients: { calories: 200, protein: 10, total_carbohydrates: 20, total_fat: 5 },
    ...overrides,
  }
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return { ...blankProfile('Sam Rivera'), ...overrides }
}

/** The `GET /api/profile` answer of a registered user. */
export function buildCurrentUser({
  email = `user${next()}@example.edu`,
  user_id,
  ...profile
}: Partial<Profile> & { email?: string; user_id?: string } = {}): CurrentUser {
  return { ...(user_id === undefined ? {} : { user_id }), email, profile: buildProfile(profile) }
}

/** A saved plate line as the server returns it (its snapshot). */
export function buildPlateItem(overrides: Partial<PlateItem> = {}): PlateItem {
  const n = next()
  return {
    food_id: `food-${n}`,
    quantity: 1,
    name: `Dish ${n}`,
    portion_size: '1 cup',
    macros: { calories: 200, protein: 10, carbs: 20, fat: 5 },
    custom_macros: null,
    ...overrides,
  }
}

/** The `GET`/`POST /api/plate` answer; totals as the server would compute them. */
export function buildPlateResponse(
  date: string,
  items: PlateItem[] = [],
  savedAt: string | null = null,
): PlateResponse {
  const totals = items.reduce(
    (sum, item) => ({
      calories: sum.calories + item.quantity * item.macros.calories,
      protein: sum.protein + item.quantity * item.macros.protein,
      carbs: sum.carbs + item.quantity * item.macros.carbs,
      fat: sum.fat + item.quantity * item.macros.fat,
    }),
    { calories: 0, protein: 0, carbs: 0, fat: 0 },
  )
  return { date, items, totals, saved_at: savedAt, version: savedAt === null ? 0 : 1 }
}

/** A `GET /api/favourites` entry: not on any menu, never served, unless overridden. */
export function buildFavourite(overrides: Partial<Favourite> = {}): Favourite {
  const n = next()
  return {
    id: `favourite-${n}`,
    dining_hall: 'North Hall',
    name: `Dish ${n}`,
    created_at: '2025-07-01T12:00:00.000Z',
    upcoming: [],
    last_served: null,
    times_served: 0,
    usual_gap_days: null,
    ...overrides,
  }
}
