import {
  ACTIVITY_MULTIPLIERS,
  DEFAULT_ACTIVITY_LEVEL,
  DEFAULT_SEX,
  ENERGY_FLOOR_KCAL,
  NO_DEFICIT_UNDER_AGE,
} from '../constants/energy'
import { activityMultiplier, ageOn, bmrFromImperial } from './bmr'
import { type GoalDirection, goalAdjustmentKcal, goalDirection, goalRateLbsPerWeek } from './goal-direction'
import { type MacroGrams, type MacroRatios, macroGrams, profileMacroRatios } from './macro-split'

/** The profile fields an energy target reads (docs/product.md#profile names); any may be unset. */
export interface EnergyProfile {
  sex?: string | null
  birthday?: string | null
  height?: number | null
  weight?: number | null
  weight_goal?: number | null
  activity_level?: string | null
  protein_ratio?: number | null
  carb_ratio?: number | null
  fat_ratio?: number | null
  weight_goal_type?: string | null
  weight_goal_rate?: string | null
  weight_goal_custom_rate?: number | null
}

/** Fields that have no default: without them there is no target (or no goal adjustment). */
export type EnergyMissingField = 'birthday' | 'height' | 'weight' | 'weight_goal_rate' | 'weight_goal_custom_rate'

/** Fields that fell back to the defaults of docs/product.md#constants: sex male, activity moderate, ratios 30/50/20. */
export type EnergyDefaultedField = 'sex' | 'activity_level' | 'macro_ratios'

export interface EnergyTarget {
  /** kcal per day, whole; null while a field it needs is missing. */
  energy_target: number | null
  /** Mifflin-St Jeor BMR, whole kcal per day. */
  bmr: number | null
  /** BMR × the activity multiplier, whole kcal per day, before the goal adjustment. */
  maintenance: number | null
  activity_level: keyof typeof ACTIVITY_MULTIPLIERS
  activity_multiplier: number
  goal_direction: GoalDirection
  /** kcal per day actually added (negative to lose); 0 when maintaining or when no deficit is allowed. */
  goal_adjustment: number
  /** True when the target was raised to the safety floor. */
  floor_applied: boolean
  /** The safety floor for the sex used: 1,200 kcal for women, 1,500 for men. */
  floor_kcal: number
  /** True when a weight-loss deficit was left out because the person is under 18. */
  under_18_no_deficit: boolean
  age: number | null
  sex: 'male' | 'female'
  macro_ratios: MacroRatios
  /** Grams per day of each macro at the target (4/4/9 kcal per gram); null without a target. */
  macro_grams: MacroGrams | null
  missing: EnergyMissingField[]
  defaulted: EnergyDefaultedField[]
}

/**
 * The daily energy target and everything a screen needs to explain it: Mifflin-St Jeor BMR from the
 * profile's pounds, inches and age on `today` (the campus day), × the activity multiplier, ± 3500 ×
 * lbs per week ÷ 7, never below 1,200 kcal for women or 1,500 for men, and with no weight-loss deficit
 * under 18. Never throws: what is unknown is listed in `missing`, and the defaults of docs/product.md#constants fill the rest.
 */
export function energyTarget(profile: EnergyProfile, today: string): EnergyTarget {
  const missing: EnergyMissingField[] = []
  const defaulted: EnergyDefaultedField[] = []

  const sex: 'male' | 'female' = profile.sex === 'female' || profile.sex === 'male' ? profile.sex : DEFAULT_SEX
  if (sex !== profile.sex) defaulted.push('sex')
  const age = ageOn(profile.birthday, today)
  if (age === null) missing.push('birthday')
  const heightInches = positive(profile.height)
  if (heightInches === null) missing.push('height')
  const weightLbs = positive(profile.weight)
  if (weightLbs === null) missing.push('weight')

  const level =
    activityMultiplier(profile.activity_level) === undefined ? DEFAULT_ACTIVITY_LEVEL : profile.activity_level
  if (level !== profile.activity_level) defaulted.push('activity_level')
  const activityLevel = level as keyof typeof ACTIVITY_MULTIPLIERS
  const multiplier = ACTIVITY_MULTIPLIERS[activityLevel]

  const { ratios, isDefault } = profileMacroRatios(profile)
  if (isDefault) defaulted.push('macro_ratios')

  const direction = weightGoalDirection(profile)
  let requestedAdjustment = 0
  if (direction !== 'maintain') {
    const lbsPerWeek = goalRateLbsPerWeek(profile.weight_goal_rate, profile.weight_goal_custom_rate)
    if (lbsPerWeek === undefined) {
      missing.push(profile.weight_goal_rate === 'custom' ? 'weight_goal_custom_rate' : 'weight_goal_rate')
    } else requestedAdjustment = goalAdjustmentKcal(direction, lbsPerWeek)
  }
  const isMinor = age !== null && age < NO_DEFICIT_UNDER_AGE
  const underEighteenNoDeficit = isMinor && requestedAdjustment < 0
  const adjustment = underEighteenNoDeficit ? 0 : requestedAdjustment

  const floorKcal = ENERGY_FLOOR_KCAL[sex]
  const base = {
    activity_level: activityLevel,
    activity_multiplier: multiplier,
    goal_direction: direction,
    goal_adjustment: adjustment,
    floor_kcal: floorKcal,
    under_18_no_deficit: underEighteenNoDeficit,
    age,
    sex,
    macro_ratios: ratios,
    missing,
    defaulted,
  }
  if (age === null || heightInches === null || weightLbs === null) {
    return { ...base, energy_target: null, bmr: null, maintenance: null, floor_applied: false, macro_grams: null }
  }
  const bmr = bmrFromImperial({ sex, weightLbs, heightInches, ageYears: age })
  const maintenance = Math.round(bmr * multiplier)
  const floorApplied = maintenance + adjustment < floorKcal
  const target = floorApplied ? floorKcal : maintenance + adjustment
  return {
    ...base,
    energy_target: target,
    bmr: Math.round(bmr),
    maintenance,
    floor_applied: floorApplied,
    macro_grams: macroGrams(target, ratios),
  }
}

/** The saved goal type; without one, the direction the weights give (docs/product.md#profile-cards); else maintain. */
function weightGoalDirection(profile: EnergyProfile): GoalDirection {
  const saved = profile.weight_goal_type
  if (saved === 'lose' || saved === 'gain' || saved === 'maintain') return saved
  return goalDirection(profile.weight, profile.weight_goal) ?? 'maintain'
}

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}
