import { DEFAULT_SERVINGS, SERVINGS_MAX, SERVINGS_MIN } from '../constants/limits'

/** Half away from zero for the positive values used here. */
export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10
}

/** docs/product.md#servings: not a number falls back to 1. */
export function normalizeServings(value: number | string): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(value)
  if (!Number.isFinite(number)) return DEFAULT_SERVINGS
  return Math.min(SERVINGS_MAX, Math.max(SERVINGS_MIN, roundToOneDecimal(number)))
}

/** Tolerant of float noise. */
export function hasAtMostOneDecimal(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-9
}

/** docs/product.md#constants */
export function formatQuantity(value: number): string {
  return String(Math.round(value * 100) / 100)
}

/** Accepts a decimal comma ('1,5'); NaN when blank or not a number. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(',', '.')
  return trimmed === '' ? Number.NaN : Number(trimmed)
}

export type ServingsAdjustment = 'minimum' | 'maximum' | 'rounded'

/** Reports what `normalizeServings` changed, so the screen can say what and why. */
export function readServings(text: string): { value: number; adjustment: ServingsAdjustment | null } {
  const typed = parseDecimal(text)
  if (!Number.isFinite(typed)) return { value: DEFAULT_SERVINGS, adjustment: null }
  const value = normalizeServings(typed)
  if (value === typed) return { value, adjustment: null }
  if (typed < SERVINGS_MIN) return { value, adjustment: 'minimum' }
  if (typed > SERVINGS_MAX) return { value, adjustment: 'maximum' }
  return { value, adjustment: 'rounded' }
}
