import { DAILY_REFERENCES, KCAL_PER_GRAM } from '../constants/nutrition'

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

/** Sum of quantity × per-serving values over the plate (unrounded; round only for display). */
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

/** Spec §9: percent of the daily reference values 2000 kcal, 50 g protein, 275 g carbs, 78 g fat. */
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

/** Rounds to `decimals` places for display. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}
