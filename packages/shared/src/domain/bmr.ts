import { ACTIVITY_MULTIPLIERS, CM_PER_INCH, KG_PER_LB } from '../constants/energy'
import { isValidIsoDate } from './dates'

/**
 * Whole years from `birthday` to `today` (both `YYYY-MM-DD`; pass the campus "today"). A birthday on
 * 29 February comes round on 1 March in other years. Null for an invalid date or a birthday after today.
 */
export function ageOn(birthday: string | null | undefined, today: string): number | null {
  if (!birthday || !isValidIsoDate(birthday) || !isValidIsoDate(today) || birthday > today) return null
  const [birthYear, birthMonthDay] = [Number(birthday.slice(0, 4)), birthday.slice(5)]
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)]
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0)
}

export interface MetricBodyInput {
  sex: 'male' | 'female'
  weightKg: number
  heightCm: number
  ageYears: number
}

/**
 * Mifflin-St Jeor resting energy, kcal/day, unrounded (Mifflin MD, St Jeor ST et al., Am J Clin Nutr
 * 1990;51:241-247): 10 × kg + 6.25 × cm − 5 × years, + 5 for men, − 161 for women.
 */
export function mifflinStJeorBmr({ sex, weightKg, heightCm, ageYears }: MetricBodyInput): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * ageYears + (sex === 'male' ? 5 : -161)
}

export interface ImperialBodyInput {
  sex: 'male' | 'female'
  /** As the profile stores it (docs/product.md#enumerations). */
  weightLbs: number
  /** Total inches, as the profile stores it (docs/product.md#enumerations). */
  heightInches: number
  ageYears: number
}

/** Mifflin-St Jeor BMR, kcal/day, unrounded, from the profile's pounds and inches (exact conversions). */
export function bmrFromImperial({ sex, weightLbs, heightInches, ageYears }: ImperialBodyInput): number {
  return mifflinStJeorBmr({ sex, weightKg: weightLbs * KG_PER_LB, heightCm: heightInches * CM_PER_INCH, ageYears })
}

/** docs/product.md#enumerations: the BMR multiplier of a canonical activity level; undefined for anything else. */
export function activityMultiplier(level: string | null | undefined): number | undefined {
  if (!level || !Object.hasOwn(ACTIVITY_MULTIPLIERS, level)) return undefined
  return ACTIVITY_MULTIPLIERS[level as keyof typeof ACTIVITY_MULTIPLIERS]
}
