import type { Nutrients } from '../schemas/menus'

/** Nutrition-facts order, with FDA Daily Values (21 CFR 101.9(c)(8)(iv) and (c)(9)); total sugars have none (only added sugars do). */
export const MICRONUTRIENTS = [
  { key: 'saturated_fat', label: 'Saturated fat', unit: 'g', dailyValue: 20 },
  { key: 'cholesterol', label: 'Cholesterol', unit: 'mg', dailyValue: 300 },
  { key: 'sodium', label: 'Sodium', unit: 'mg', dailyValue: 2300 },
  { key: 'dietary_fiber', label: 'Fiber', unit: 'g', dailyValue: 28 },
  { key: 'sugars', label: 'Sugars', unit: 'g', dailyValue: null },
  { key: 'vitamin_a', label: 'Vitamin A', unit: 'mcg', dailyValue: 900 },
  { key: 'vitamin_c', label: 'Vitamin C', unit: 'mg', dailyValue: 90 },
  { key: 'vitamin_d', label: 'Vitamin D', unit: 'mcg', dailyValue: 20 },
  { key: 'calcium', label: 'Calcium', unit: 'mg', dailyValue: 1300 },
  { key: 'iron', label: 'Iron', unit: 'mg', dailyValue: 18 },
  { key: 'potassium', label: 'Potassium', unit: 'mg', dailyValue: 4700 },
] as const satisfies ReadonlyArray<{
  key: keyof Nutrients
  label: string
  unit: string
  dailyValue: number | null
}>

export type Micronutrient = (typeof MICRONUTRIENTS)[number]['key']
export const MICRONUTRIENT_KEYS: readonly Micronutrient[] = MICRONUTRIENTS.map((row) => row.key)

/** A missing value is never counted as 0: lines without one are counted apart. */
export interface MicronutrientAmount {
  total: number | null
  missing_items: number
}

export type MicronutrientTotals = Record<Micronutrient, MicronutrientAmount>

/** A custom meal has no nutrient record (null). */
export interface MicronutrientLine {
  quantity: number
  nutrients?: Partial<Nutrients> | null
}

/** docs/product.md#constants: quantity times per-serving values, line by line. */
export function micronutrientTotals(lines: readonly MicronutrientLine[]): MicronutrientTotals {
  const totals = {} as MicronutrientTotals
  for (const key of MICRONUTRIENT_KEYS) {
    let total: number | null = null
    let missing = 0
    for (const line of lines) {
      const value = line.nutrients?.[key]
      if (typeof value === 'number' && Number.isFinite(value)) total = (total ?? 0) + line.quantity * value
      else missing += 1
    }
    totals[key] = { total, missing_items: missing }
  }
  return totals
}

/** The missing counts stay as they are; totals of 0 tracked days are null. */
export function micronutrientAverages(totals: MicronutrientTotals, daysTracked: number): MicronutrientTotals {
  const averages = {} as MicronutrientTotals
  for (const key of MICRONUTRIENT_KEYS) {
    const { total, missing_items } = totals[key]
    averages[key] = { total: total === null || daysTracked <= 0 ? null : total / daysTracked, missing_items }
  }
  return averages
}

export function percentOfMicronutrientDailyValue(key: Micronutrient, amount: number | null): number | null {
  const dailyValue = MICRONUTRIENTS.find((row) => row.key === key)?.dailyValue ?? null
  return amount === null || dailyValue === null ? null : (amount / dailyValue) * 100
}

/** "2 of 5 items had no value"; null when every item had one. */
export function missingItemsNote(missingItems: number, items: number): string | null {
  if (missingItems === 0) return null
  if (missingItems === items) return items === 1 ? 'The item had no value' : `None of the ${items} items had a value`
  return `${missingItems} of ${items} ${items === 1 ? 'item' : 'items'} had no value`
}
