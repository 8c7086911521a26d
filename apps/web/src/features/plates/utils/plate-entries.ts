import {
  type CustomMacros,
  customMealMacros,
  type FoodItem,
  isCustomFoodId,
  type Nutrients,
  normalizeServings,
  type PlateItem,
  type PlateItemInput,
  type PlateLine,
  plateMacrosOf,
  toCustomMacros,
} from '@campusplate/shared'
import type { CustomMeal } from './custom-meals'

/** A menu food or a custom meal (a `custom-…` food id) alike, with the per-serving macros the totals use. */
export interface PlateEntry extends PlateLine {
  foodId: string
  name: string
  portionSize: string
  /** A custom item saved without macros blocks the save until fixed (docs/product.md#servings); the server's snapshot still counts. */
  isMissingMacros?: boolean
  /** Kept from that day's snapshot, never dropped; the save names the day, which vouches for it. */
  fromDate?: string
  nutrients?: Nutrients | null
}

export type PlateEdit =
  | { type: 'add'; entry: PlateEntry }
  | { type: 'remove'; foodId: string }
  | { type: 'clear' }
  /** "Same as yesterday", "Repeat a recent plate". */
  | { type: 'fill'; entries: readonly PlateEntry[] }
  /** Already checked against the shared quantity rules. */
  | { type: 'quantity'; foodId: string; quantity: number }
  /** Undo: the plate as it was before a Remove or Clear, line for line. */
  | { type: 'restore'; entries: readonly PlateEntry[] }

/** Saved with its own macros (docs/product.md#plate). */
export function isCustomEntry(entry: PlateEntry): boolean {
  return isCustomFoodId(entry.foodId)
}

/** docs/product.md#servings: items that cannot be tracked cannot be added. */
export function menuEntryFrom(food: FoodItem, quantity: number): PlateEntry | null {
  const macros = food.trackable ? plateMacrosOf(food.nutrients) : null
  if (!macros) return null
  return {
    foodId: food.id,
    name: food.name,
    portionSize: food.portion_size,
    quantity: normalizeServings(quantity),
    ...macros,
    nutrients: food.nutrients,
  }
}

/** docs/product.md#custom-meal */
export function customEntryFrom(meal: CustomMeal, quantity = 1): PlateEntry {
  return {
    foodId: meal.id,
    name: meal.name,
    portionSize: meal.portionSize,
    quantity: normalizeServings(quantity),
    ...customMealMacros(meal),
  }
}

/** From the server's snapshot, so it shows and counts even if the menu item has since changed or vanished. */
export function entryFromSavedItem(item: PlateItem): PlateEntry {
  const isCustom = isCustomFoodId(item.food_id)
  const custom = isCustom ? item.custom_macros : null
  return {
    foodId: item.food_id,
    name: custom?.name ?? item.name,
    portionSize: item.portion_size,
    quantity: item.quantity,
    ...(custom ? customMealMacros(custom) : item.macros),
    ...(isCustom && !custom ? { isMissingMacros: true } : {}),
    ...(item.nutrients ? { nutrients: item.nutrients } : {}),
  }
}

/** docs/product.md#plate */
export function customMacrosOf(entry: PlateEntry): CustomMacros | null {
  return entry.isMissingMacros ? null : toCustomMacros(entry.name, entry)
}

/** docs/product.md#calls */
export function saveItemFrom(entry: PlateEntry): PlateItemInput {
  const line = { food_id: entry.foodId, quantity: entry.quantity }
  if (!isCustomEntry(entry)) return entry.fromDate ? { ...line, from_date: entry.fromDate } : line
  const customMacros = customMacrosOf(entry)
  return customMacros ? { ...line, custom_macros: customMacros } : line
}

export function applyPlateEdit(entries: readonly PlateEntry[], edit: PlateEdit): PlateEntry[] {
  switch (edit.type) {
    case 'add': {
      const existing = entries.find((entry) => entry.foodId === edit.entry.foodId)
      if (!existing) return [...entries, edit.entry]
      // The same food added again adds to its quantity (one decimal, docs/product.md#servings).
      const quantity = normalizeServings(existing.quantity + edit.entry.quantity)
      return entries.map((entry) => (entry === existing ? { ...entry, quantity } : entry))
    }
    case 'remove':
      return entries.filter((entry) => entry.foodId !== edit.foodId)
    case 'clear':
      return []
    case 'quantity':
      return entries.map((entry) => (entry.foodId === edit.foodId ? { ...entry, quantity: edit.quantity } : entry))
    case 'fill':
    case 'restore':
      return [...edit.entries]
  }
}

/** Undoing the last edit drops it; an edit saved meanwhile gets a `restore` on top instead. */
export function undoPlateEdit(
  edits: readonly PlateEdit[],
  undone: PlateEdit,
  restore: PlateEdit & { type: 'restore' },
): readonly PlateEdit[] {
  return edits.at(-1) === undone ? edits.slice(0, -1) : [...edits, restore]
}
