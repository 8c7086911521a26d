import { type FoodItem, normalizeServings, type PlateLine } from '@campusplate/shared'
import type { CustomMeal } from './custom-meals'

/** A menu item on the plate, with the per-serving macros used for totals. */
export interface MenuPlateEntry {
  kind: 'menu'
  food_id: string
  name: string
  portion_size: string
  quantity: number
  calories: number
  protein: number
  carbs: number
  fat: number
}

/** A custom meal on the plate (spec §3 custom meal fields plus a quantity). */
export interface CustomPlateEntry extends CustomMeal {
  kind: 'custom'
  quantity: number
}

export type PlateEntry = MenuPlateEntry | CustomPlateEntry

export interface PlateState {
  /** The day the entries belong to. */
  date: string | null
  entries: PlateEntry[]
}

export type PlateAction =
  | { type: 'add'; entry: PlateEntry }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  | { type: 'reset'; date: string | null }

export function entryKey(entry: PlateEntry): string {
  return entry.kind === 'menu' ? entry.food_id : entry.id
}

export function entryPortion(entry: PlateEntry): string {
  return entry.kind === 'menu' ? entry.portion_size : entry.portionSize
}

/** Spec §5: items with trackable false cannot be added; `null` for them. */
export function menuEntryFrom(food: FoodItem, quantity: number): MenuPlateEntry | null {
  if (!food.trackable) return null
  const { calories = 0, protein = 0, total_carbohydrates = 0, total_fat = 0 } = food.nutrients
  return {
    kind: 'menu',
    food_id: food.id,
    name: food.name,
    portion_size: food.portion_size,
    quantity: normalizeServings(quantity),
    calories,
    protein,
    carbs: total_carbohydrates,
    fat: total_fat,
  }
}

export function customEntryFrom(meal: CustomMeal, quantity = 1): CustomPlateEntry {
  return { ...meal, kind: 'custom', quantity: normalizeServings(quantity) }
}

/** The per-serving macros and quantity of an entry, as the shared plate math takes them. */
export function plateLine(entry: PlateEntry): PlateLine {
  const fat = entry.kind === 'menu' ? entry.fat : entry.totalFat
  return { quantity: entry.quantity, calories: entry.calories, protein: entry.protein, carbs: entry.carbs, fat }
}

export function plateReducer(state: PlateState, action: PlateAction): PlateState {
  switch (action.type) {
    case 'add': {
      const key = entryKey(action.entry)
      const existing = state.entries.find((entry) => entryKey(entry) === key)
      if (!existing) return { ...state, entries: [...state.entries, action.entry] }
      // The same food added again adds to its quantity (one decimal, spec §5).
      const quantity = normalizeServings(existing.quantity + action.entry.quantity)
      return {
        ...state,
        entries: state.entries.map((entry) => (entry === existing ? { ...entry, quantity } : entry)),
      }
    }
    case 'remove':
      return { ...state, entries: state.entries.filter((entry) => entryKey(entry) !== action.key) }
    case 'clear':
      return { ...state, entries: [] }
    case 'reset':
      return { date: action.date, entries: [] }
  }
}
