import {
  CUSTOM_GOAL_RATE_MAX_LBS,
  CUSTOM_GOAL_RATE_MIN_LBS,
  GOAL_DIRECTION_TOLERANCE_LBS,
  GOAL_RATE_PRESETS_LBS_PER_WEEK,
  KCAL_PER_LB,
} from '../constants/energy'

export type GoalDirection = 'lose' | 'gain' | 'maintain'

/** docs/product.md#profile-cards; the difference is taken to one decimal, as weights have one, to drop float noise. */
export function goalDirection(
  weightLbs: number | null | undefined,
  goalWeightLbs: number | null | undefined,
): GoalDirection | null {
  if (!isFiniteNumber(weightLbs) || !isFiniteNumber(goalWeightLbs)) return null
  const difference = Math.round((goalWeightLbs - weightLbs) * 10) / 10
  if (difference > GOAL_DIRECTION_TOLERANCE_LBS) return 'gain'
  if (difference < -GOAL_DIRECTION_TOLERANCE_LBS) return 'lose'
  return 'maintain'
}

/** docs/product.md#enumerations */
export function goalRateLbsPerWeek(rate: string | null | undefined, customRateLbs?: number | null): number | undefined {
  if (rate === 'maintain') return 0
  if (rate === 'custom') {
    if (!isFiniteNumber(customRateLbs)) return undefined
    return customRateLbs >= CUSTOM_GOAL_RATE_MIN_LBS && customRateLbs <= CUSTOM_GOAL_RATE_MAX_LBS
      ? customRateLbs
      : undefined
  }
  if (!rate || !Object.hasOwn(GOAL_RATE_PRESETS_LBS_PER_WEEK, rate)) return undefined
  return GOAL_RATE_PRESETS_LBS_PER_WEEK[rate as keyof typeof GOAL_RATE_PRESETS_LBS_PER_WEEK]
}

/** docs/product.md#constants */
export function dailyKcalForRate(lbsPerWeek: number): number {
  return Math.round((KCAL_PER_LB * lbsPerWeek) / 7)
}

/** docs/product.md#constants */
export function goalAdjustmentKcal(direction: GoalDirection, lbsPerWeek: number): number {
  if (direction === 'maintain' || lbsPerWeek === 0) return 0
  const kcal = dailyKcalForRate(lbsPerWeek)
  return direction === 'lose' ? -kcal : kcal
}

export interface GoalRateOption {
  rate: keyof typeof GOAL_RATE_PRESETS_LBS_PER_WEEK
  lbsPerWeek: number
  kcalPerDay: number
}

/** docs/product.md#constants */
export const GOAL_RATE_OPTIONS: readonly GoalRateOption[] = Object.entries(GOAL_RATE_PRESETS_LBS_PER_WEEK).map(
  ([rate, lbsPerWeek]) => ({
    rate: rate as keyof typeof GOAL_RATE_PRESETS_LBS_PER_WEEK,
    lbsPerWeek,
    kcalPerDay: dailyKcalForRate(lbsPerWeek),
  }),
)

export type TimeToGoal = { unit: 'days' | 'weeks'; value: number }

/** docs/product.md#constants */
export function estimatedTimeToGoal(
  weightLbs: number | null | undefined,
  goalWeightLbs: number | null | undefined,
  lbsPerWeek: number | null | undefined,
): TimeToGoal | null {
  if (!isFiniteNumber(weightLbs) || !isFiniteNumber(goalWeightLbs) || !isFiniteNumber(lbsPerWeek)) return null
  if (lbsPerWeek <= 0) return null
  const differenceLbs = Math.abs(Math.round((goalWeightLbs - weightLbs) * 10) / 10)
  if (differenceLbs === 0) return null
  // Float noise (1.1 ÷ 0.1 = 11.000000000000002) must not round up.
  const weeks = tidy(differenceLbs / lbsPerWeek)
  if (weeks < 1) return { unit: 'days', value: Math.ceil(tidy(weeks * 7)) }
  return { unit: 'weeks', value: Math.ceil(weeks) }
}

function tidy(value: number): number {
  return Math.round(value * 1_000_000) / 1_000_000
}

function isFiniteNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}
