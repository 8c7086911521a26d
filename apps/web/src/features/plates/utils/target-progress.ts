import { type EnergyProfile, energyTarget, MACRO_ROWS, type MacroValues } from '@campusplate/shared'

export interface TargetProgressRow {
  key: keyof MacroValues
  label: string
  unit: string
  /** What the plate holds, unrounded. */
  eaten: number
  /** The user's own daily target: whole kcal, or whole grams of the macro. */
  target: number
  /** `eaten` as a percent of `target`, unrounded. */
  percent: number
}

/**
 * The plate against the user's own daily energy and macro targets (the shared energyTarget on the
 * profile, for the campus `today`), or `null` while the profile lacks what a target needs.
 */
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
