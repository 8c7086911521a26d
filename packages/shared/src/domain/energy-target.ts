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

/** docs/product.md#profile names; any may be unset. */
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

/** Fields without a default: without them there is no target (or no goal adjustment). */
export type EnergyMissingField = 'birthday' | 'height' | 'weight' | 'weight_goal_rate' | 'weight_goal_custom_rate'

/** Fields that fell back to the defaults of docs/product.md#constants. */
export type EnergyDefaultedField = 'sex' | 'activity_level' | 'macro_ratios'

export interface EnergyTarget {
  /** Null while a field it needs is missing. */
  energy_target: number | null
  bmr: number | null
  /** Before the goal adjustment. */
  maintenance: number | null
  activity_level: keyof typeof ACTIVITY_MULTIPLIERS
  activity_multiplier: number
  goal_direction: GoalDirection
  /** Negative to lose; 0 when maintaining or when no deficit is allowed. */
  goal_adjustment: number
  floor_applied: boolean
  floor_kcal: number
  under_18_no_deficit: boolean
  age: number | null
  sex: 'male' | 'female'
  macro_ratios: MacroRatios
  macro_grams: MacroGrams | null
  missing: EnergyMissingField[]
  defaulted: EnergyDefaultedField[]
}

/** Mifflin-St Jeor × activity ± the goal, floored, no deficit under 18; never throws: unknowns go in `missing`. */
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

/** Without a saved goal type, the direction the weights give (docs/product.md#profile-cards). */
function weightGoalDirection(profile: EnergyProfile): GoalDirection {
  const saved = profile.weight_goal_type
  if (saved === 'lose' || saved === 'gain' || saved === 'maintain') return saved
  return goalDirection(profile.weight, profile.weight_goal) ?? 'maintain'
}

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}
