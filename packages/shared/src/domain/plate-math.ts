import { DAILY_REFERENCES, KCAL_PER_GRAM } from '../constants/nutrition'
import type { Nutrients } from '../schemas/menus'

export interface MacroValues {
  calories: number
  protein: number
  carbs: number
  fat: number
}

export interface PlateLine extends MacroValues {
  quantity: number
}

export const ZERO_MACROS: MacroValues = Object.freeze({ calories: 0, protein: 0, carbs: 0, fat: 0 })

/** `null` when any macro is unknown: such a food cannot be tracked (docs/product.md#servings). */
export function plateMacrosOf(nutrients: Nutrients): MacroValues | null {
  const { calories, protein, total_carbohydrates: carbs, total_fat: fat } = nutrients
  if (calories === undefined || protein === undefined || carbs === undefined || fat === undefined) return null
  return { calories, protein, carbs, fat }
}

export function isTrackable(nutrients: Nutrients): boolean {
  return plateMacrosOf(nutrients) !== null
}

/** Unrounded, so the totals the server stores are exactly the panel's; only `roundForDisplay` rounds. */
export function plateTotals(lines: readonly PlateLine[]): MacroValues {
  return lines.reduce<MacroValues>(
    (sum, line) => ({
      calories: sum.calories + line.quantity * line.calories,
      protein: sum.protein + line.quantity * line.protein,
      carbs: sum.carbs + line.quantity * line.carbs,
      fat: sum.fat + line.quantity * line.fat,
    }),
    { ...ZERO_MACROS },
  )
}

/** docs/product.md#constants */
export function percentOfDailyValues(totals: MacroValues): MacroValues {
  return {
    calories: (totals.calories / DAILY_REFERENCES.calories) * 100,
    protein: (totals.protein / DAILY_REFERENCES.protein) * 100,
    carbs: (totals.carbs / DAILY_REFERENCES.carbs) * 100,
    fat: (totals.fat / DAILY_REFERENCES.fat) * 100,
  }
}

/** 0 when there is no macro energy. */
export function energySplit(totals: MacroValues): { protein: number; carbs: number; fat: number } {
  const protein = totals.protein * KCAL_PER_GRAM.protein
  const carbs = totals.carbs * KCAL_PER_GRAM.carbs
  const fat = totals.fat * KCAL_PER_GRAM.fat
  const energy = protein + carbs + fat
  if (energy === 0) return { protein: 0, carbs: 0, fat: 0 }
  return { protein: (protein / energy) * 100, carbs: (carbs / energy) * 100, fat: (fat / energy) * 100 }
}

/** The one rounding of plate numbers, once, when displayed: halves up. */
export function roundForDisplay(value: number): number {
  return Math.round(value)
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}
