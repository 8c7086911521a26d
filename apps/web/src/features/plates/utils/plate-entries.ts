import {
  type CustomMacros,
  type FoodItem,
  isCustomFoodId,
  normalizeServings,
  type PlateItem,
  type PlateItemInput,
  type PlateLine,
} from '@campusplate/shared'
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
  /**
   * A saved custom item that came back without its macros (spec §5: such an item blocks the save
   * until it is fixed). Its numbers are the server's snapshot, so the totals still count it.
   */
  isMissingMacros?: boolean
}

export type PlateEntry = MenuPlateEntry | CustomPlateEntry

/** One change a person makes to the plate. */
export type PlateEdit = { type: 'add'; entry: PlateEntry } | { type: 'remove'; key: string } | { type: 'clear' }

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

/**
 * A line of a saved plate, from the server's snapshot (name, portion, per-serving macros as they
 * were when saved): it shows and counts even if the menu item has since changed or vanished.
 */
export function entryFromSavedItem(item: PlateItem): PlateEntry {
  if (!isCustomFoodId(item.food_id)) {
    return {
      kind: 'menu',
      food_id: item.food_id,
      name: item.name,
      portion_size: item.portion_size,
      quantity: item.quantity,
      calories: item.macros.calories,
      protein: item.macros.protein,
      carbs: item.macros.carbs,
      fat: item.macros.fat,
    }
  }
  const custom = item.custom_macros
  return {
    kind: 'custom',
    id: item.food_id,
    name: custom?.name ?? item.name,
    portionSize: item.portion_size,
    quantity: item.quantity,
    calories: custom?.calories ?? item.macros.calories,
    protein: custom?.protein ?? item.macros.protein,
    carbs: custom?.carbs ?? item.macros.carbs,
    totalFat: custom?.totalFat ?? item.macros.fat,
    ...(custom ? {} : { isMissingMacros: true }),
  }
}

/** Spec §3: the macros saved with a custom item (name, calories, protein, carbs, totalFat); `null` if it has none. */
export function customMacrosOf(entry: CustomPlateEntry): CustomMacros | null {
  if (entry.isMissingMacros) return null
  const { name, calories, protein, carbs, totalFat } = entry
  return { name, calories, protein, carbs, totalFat }
}

/** One line of `POST /api/plate` (spec §7): food_id and quantity, plus custom_macros for custom foods. */
export function saveItemFrom(entry: PlateEntry): PlateItemInput {
  if (entry.kind === 'menu') return { food_id: entry.food_id, quantity: entry.quantity }
  const customMacros = customMacrosOf(entry)
  return customMacros
    ? { food_id: entry.id, quantity: entry.quantity, custom_macros: customMacros }
    : { food_id: entry.id, quantity: entry.quantity }
}

/** The per-serving macros and quantity of an entry, as the shared plate math takes them. */
export function plateLine(entry: PlateEntry): PlateLine {
  const fat = entry.kind === 'menu' ? entry.fat : entry.totalFat
  return { quantity: entry.quantity, calories: entry.calories, protein: entry.protein, carbs: entry.carbs, fat }
}

/** The plate after one edit. */
export function applyPlateEdit(entries: readonly PlateEntry[], edit: PlateEdit): PlateEntry[] {
  switch (edit.type) {
    case 'add': {
      const key = entryKey(edit.entry)
      const existing = entries.find((entry) => entryKey(entry) === key)
      if (!existing) return [...entries, edit.entry]
      // The same food added again adds to its quantity (one decimal, spec §5).
      const quantity = normalizeServings(existing.quantity + edit.entry.quantity)
      return entries.map((entry) => (entry === existing ? { ...entry, quantity } : entry))
    }
    case 'remove':
      return entries.filter((entry) => entryKey(entry) !== edit.key)
    case 'clear':
      return []
  }
}
