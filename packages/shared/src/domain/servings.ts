import { DEFAULT_SERVINGS, SERVINGS_MAX, SERVINGS_MIN } from '../constants/limits'

/** Rounds to one decimal place (half away from zero for the positive values used here). */
export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10
}

/**
 * docs/product.md#servings: servings are at least 0.1, in steps of 0.1, rounded to one decimal; anything that is
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

/** docs/product.md#constants: portion quantities are shown with up to two decimals (1.5, 0.33, 2). */
export function formatQuantity(value: number): string {
  return String(Math.round(value * 100) / 100)
}

/** A typed decimal number, with a decimal point or comma ('1,5'); NaN when blank or not a number. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(',', '.')
  return trimmed === '' ? Number.NaN : Number(trimmed)
}

/** Why a typed number of servings was changed: below the minimum, above the maximum, or more than one decimal. */
export type ServingsAdjustment = 'minimum' | 'maximum' | 'rounded'

/**
 * Reads a typed number of servings ('1,5' with a decimal comma too) and says whether the rules of
 * `normalizeServings` changed it, so the screen can say what was changed and why. Text that is not
 * a number reads as the default, with no adjustment to report.
 */
export function readServings(text: string): { value: number; adjustment: ServingsAdjustment | null } {
  const typed = parseDecimal(text)
  if (!Number.isFinite(typed)) return { value: DEFAULT_SERVINGS, adjustment: null }
  const value = normalizeServings(typed)
  if (value === typed) return { value, adjustment: null }
  if (typed < SERVINGS_MIN) return { value, adjustment: 'minimum' }
  if (typed > SERVINGS_MAX) return { value, adjustment: 'maximum' }
  return { value, adjustment: 'rounded' }
}
