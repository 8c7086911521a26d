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

/**
 * One line of the plate, a menu food or a custom meal (a `custom-…` food id) alike: what it is, how
 * many servings, and the per-serving macros the totals use.
 */
export interface PlateEntry extends PlateLine {
  foodId: string
  name: string
  portionSize: string
  /**
   * A saved custom item that came back without its macros (docs/product.md#servings: such an item blocks the save
   * until it is fixed). Its numbers are the server's snapshot, so the totals still count it.
   */
  isMissingMacros?: boolean
  /**
   * A line repeated from the saved plate of this day whose dish is not on the plate's menu: it is
   * kept from that plate's snapshot (never dropped) and the save names the day, which vouches for it.
   */
  fromDate?: string
  /** A menu food's nutrient record, for the micronutrient totals; absent for custom meals. */
  nutrients?: Nutrients | null
}

/** One change a person makes to the plate. */
export type PlateEdit =
  | { type: 'add'; entry: PlateEntry }
  | { type: 'remove'; foodId: string }
  | { type: 'clear' }
  /** "Same as yesterday", "Repeat a recent plate": the plate becomes these lines. */
  | { type: 'fill'; entries: readonly PlateEntry[] }
  /** A line's servings typed in place (already checked against the shared quantity rules). */
  | { type: 'quantity'; foodId: string; quantity: number }
  /** Undo: the plate as it was before a Remove or Clear, line for line. */
  | { type: 'restore'; entries: readonly PlateEntry[] }

/** A custom meal rather than a menu food: it is saved with its own macros (docs/product.md#plate). */
export function isCustomEntry(entry: PlateEntry): boolean {
  return isCustomFoodId(entry.foodId)
}

/** docs/product.md#servings: items that cannot be tracked cannot be added; `null` for them. */
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

/** A custom meal (docs/product.md#custom-meal) on the plate. */
export function customEntryFrom(meal: CustomMeal, quantity = 1): PlateEntry {
  return {
    foodId: meal.id,
    name: meal.name,
    portionSize: meal.portionSize,
    quantity: normalizeServings(quantity),
    ...customMealMacros(meal),
  }
}

/**
 * A line of a saved plate, from the server's snapshot (name, portion, per-serving macros as they
 * were when saved): it shows and counts even if the menu item has since changed or vanished.
 */
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

/** docs/product.md#plate: the macros saved with a custom item (name, calories, protein, carbs, totalFat); `null` if it has none. */
export function customMacrosOf(entry: PlateEntry): CustomMacros | null {
  return entry.isMissingMacros ? null : toCustomMacros(entry.name, entry)
}

/** One line of `POST /api/plate` (docs/product.md#calls): food_id and quantity, plus custom_macros for custom foods. */
export function saveItemFrom(entry: PlateEntry): PlateItemInput {
  const line = { food_id: entry.foodId, quantity: entry.quantity }
  if (!isCustomEntry(entry)) return entry.fromDate ? { ...line, from_date: entry.fromDate } : line
  const customMacros = customMacrosOf(entry)
  return customMacros ? { ...line, custom_macros: customMacros } : line
}

/** The plate after one edit. */
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

/**
 * The edits after undoing `undone`: dropped when it is still the last one (the plate and its
 * unsaved state are as before), else (it was saved meanwhile) `restore` is added on top.
 */
export function undoPlateEdit(
  edits: readonly PlateEdit[],
  undone: PlateEdit,
  restore: PlateEdit & { type: 'restore' },
): readonly PlateEdit[] {
  return edits.at(-1) === undone ? edits.slice(0, -1) : [...edits, restore]
}
