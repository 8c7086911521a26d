import { ACTIVITY_MULTIPLIERS, CM_PER_INCH, KG_PER_LB } from '../constants/energy'
import { isValidIsoDate } from './dates'

/** Pass the campus "today"; a 29 February birthday comes round on 1 March in other years. */
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

/** Mifflin MD, St Jeor ST et al., Am J Clin Nutr 1990;51:241-247. */
export function mifflinStJeorBmr({ sex, weightKg, heightCm, ageYears }: MetricBodyInput): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * ageYears + (sex === 'male' ? 5 : -161)
}

export interface ImperialBodyInput {
  sex: 'male' | 'female'
  weightLbs: number
  /** Total inches. */
  heightInches: number
  ageYears: number
}

export function bmrFromImperial({ sex, weightLbs, heightInches, ageYears }: ImperialBodyInput): number {
  return mifflinStJeorBmr({ sex, weightKg: weightLbs * KG_PER_LB, heightCm: heightInches * CM_PER_INCH, ageYears })
}

/** docs/product.md#enumerations */
export function activityMultiplier(level: string | null | undefined): number | undefined {
  if (!level || !Object.hasOwn(ACTIVITY_MULTIPLIERS, level)) return undefined
  return ACTIVITY_MULTIPLIERS[level as keyof typeof ACTIVITY_MULTIPLIERS]
}
