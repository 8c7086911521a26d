import { STANDARD_MEALS } from '../constants/enums'

/** Campus zone; `24:00` closes at midnight. */
export interface ServingWindow {
  start: string
  end: string
}

/** docs/product.md#menu-selection */
export const DEFAULT_SERVING_WINDOWS: Readonly<Record<string, ServingWindow>> = {
  breakfast: { start: '07:00', end: '10:00' },
  lunch: { start: '11:00', end: '15:00' },
  dinner: { start: '17:00', end: '21:00' },
  everyday: { start: '00:00', end: '24:00' },
}

const canonical = (name: string) => name.trim().toLowerCase()

/** Null for meals docs/product.md does not time. */
export function defaultServingWindow(mealName: string): ServingWindow | null {
  return DEFAULT_SERVING_WINDOWS[canonical(mealName)] ?? null
}

export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number)
  return (hours ?? 0) * 60 + (minutes ?? 0)
}

/** docs/product.md#menu-selection: start inclusive, end exclusive. */
export function isNowServing(window: ServingWindow | null, minutesNow: number): boolean {
  if (!window) return false
  return minutesNow >= minutesOfDay(window.start) && minutesNow < minutesOfDay(window.end)
}

function standardRank(name: string): number {
  const index = STANDARD_MEALS.findIndex((meal) => meal.toLowerCase() === canonical(name))
  return index === -1 ? STANDARD_MEALS.length : index
}

/** docs/product.md#menu-selection */
export function compareMeals(a: string, b: string): number {
  const rank = standardRank(a) - standardRank(b)
  if (rank !== 0) return rank
  return a.localeCompare(b, 'en', { sensitivity: 'base' })
}

export function sortMeals(meals: readonly string[]): string[] {
  return [...meals].sort(compareMeals)
}

/** docs/product.md#menu-selection */
export function defaultMeal(meals: readonly string[], hour: number): string | null {
  const wanted = hour < 10 ? 'breakfast' : hour < 15 ? 'lunch' : 'dinner'
  const find = (name: string) => meals.find((meal) => canonical(meal) === name)
  return find(wanted) ?? find('everyday') ?? (meals.length === 1 ? (meals[0] ?? null) : null)
}

/** docs/product.md#menu-screen */
export function summarizeMeals(meals: readonly string[]): { count: number; shown: string[]; more: number } {
  const sorted = sortMeals(meals)
  return { count: sorted.length, shown: sorted.slice(0, 3), more: Math.max(0, sorted.length - 3) }
}
