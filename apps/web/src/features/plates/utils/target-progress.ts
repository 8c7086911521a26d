import { type EnergyProfile, energyTarget, MACRO_ROWS, type MacroValues } from '@campusplate/shared'

export interface TargetProgressRow {
  key: keyof MacroValues
  label: string
  unit: string
  eaten: number
  /** Whole kcal, or whole grams of the macro. */
  target: number
  percent: number
}

/** `null` while the profile lacks what a target needs. */
export function targetProgress(totals: MacroValues, profile: EnergyProfile, today: string): TargetProgressRow[] | null {
  const target = energyTarget(profile, today)
  if (target.energy_target === null || target.macro_grams === null) return null
  const targets: MacroValues = { calories: target.energy_target, ...target.macro_grams }
  return MACRO_ROWS.map((row) => ({
    key: row.key,
    label: row.label,
    unit: row.unit,
    eaten: totals[row.key],
    target: targets[row.key],
    percent: targets[row.key] > 0 ? (totals[row.key] / targets[row.key]) * 100 : 0,
  }))
}
