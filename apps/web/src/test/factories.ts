import type { AppConfigResponse, AvailableOptions, FoodItem } from '@campusplate/shared'

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

/** Options for `{ hall: [meals] }`, with the spec's default serving windows left to the client. */
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
