import { DEFAULT_SERVINGS, SERVINGS_MAX, SERVINGS_MIN } from '../constants/limits'

/** Rounds to one decimal place (half away from zero for the positive values used here). */
export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10
}

/**
 * Spec §5: servings are at least 0.1, in steps of 0.1, rounded to one decimal; anything that is
 * not a number falls back to the default of 1.
 */
export function normalizeServings(value: number | string): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(value)
  if (!Number.isFinite(number)) return DEFAULT_SERVINGS
  return Math.min(SERVINGS_MAX, Math.max(SERVINGS_MIN, roundToOneDecimal(number)))
}

/** True when `value` has at most one decimal place (0.1 steps), tolerant of float noise. */
export function hasAtMostOneDecimal(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-9
}

/** Spec §9: portion quantities are shown with up to two decimals (1.5, 0.33, 2). */
export function formatQuantity(value: number): string {
  return String(Math.round(value * 100) / 100)
}
