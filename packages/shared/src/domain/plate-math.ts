import { DAILY_REFERENCES, KCAL_PER_GRAM } from '../constants/nutrition'
import type { Nutrients } from '../schemas/menus'

/** Per-serving macros of one plate line. */
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

/**
 * A food's per-serving plate macros from its nutrients (kcal and grams, unrounded): calories,
 * protein, total_carbohydrates and total_fat. `null` when any of them is unknown: docs/product.md#servings, such a
 * food cannot be tracked.
 */
export function plateMacrosOf(nutrients: Nutrients): MacroValues | null {
  const { calories, protein, total_carbohydrates: carbs, total_fat: fat } = nutrients
  if (calories === undefined || protein === undefined || carbs === undefined || fat === undefined) return null
  return { calories, protein, carbs, fat }
}

/** True when every macro needed for totals is known (`plateMacrosOf` gives them). */
export function isTrackable(nutrients: Nutrients): boolean {
  return plateMacrosOf(nutrients) !== null
}

/**
 * Sum of quantity × per-serving values over the plate, line by line in plate order, unrounded. The
 * plate panel shows it, and the server stores it on the plate row when the plate is saved, so a
 * day's stored totals are exactly the panel's; only `roundForDisplay` rounds them.
 */
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

/** docs/product.md#constants: percent of the daily reference values 2000 kcal, 50 g protein, 275 g carbs, 78 g fat. */
export function percentOfDailyValues(totals: MacroValues): MacroValues {
  return {
    calories: (totals.calories / DAILY_REFERENCES.calories) * 100,
    protein: (totals.protein / DAILY_REFERENCES.protein) * 100,
    carbs: (totals.carbs / DAILY_REFERENCES.carbs) * 100,
    fat: (totals.fat / DAILY_REFERENCES.fat) * 100,
  }
}

/** Share of energy from each macro, in percent of the macro energy (0 when there is none). */
export function energySplit(totals: MacroValues): { protein: number; carbs: number; fat: number } {
  const protein = totals.protein * KCAL_PER_GRAM.protein
  const carbs = totals.carbs * KCAL_PER_GRAM.carbs
  const fat = totals.fat * KCAL_PER_GRAM.fat
  const energy = protein + carbs + fat
  if (energy === 0) return { protein: 0, carbs: 0, fat: 0 }
  return { protein: (protein / energy) * 100, carbs: (carbs / energy) * 100, fat: (fat / energy) * 100 }
}

/**
 * A plate amount (kcal, grams, percent of a daily value) as shown: whole units, halves up. The one
 * rounding of plate numbers: totals are summed, stored and aggregated unrounded and rounded here,
 * once, when displayed.
 */
export function roundForDisplay(value: number): number {
  return Math.round(value)
}

/** Rounds to `decimals` places for display. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}
