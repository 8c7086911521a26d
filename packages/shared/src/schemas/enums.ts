import { z } from 'zod/mini'
import {
  ACTIVITY_LEVEL_ALIASES,
  ACTIVITY_LEVELS,
  ALLERGEN_ALIASES,
  ALLERGENS,
  CULTURAL_PREFERENCES,
  DIET_TYPE_ALIASES,
  DIET_TYPES,
  MEAL_PREFERENCES,
  MENU_TAGS,
  SENSITIVITIES,
  SEXES,
  WEIGHT_GOAL_RATES,
  WEIGHT_GOAL_TYPES,
} from '../constants/enums'

/** Input schemas accept the product's other readings (docs/product.md#data-rules); responses use the plain canonical enum. */
function withAliases<const Value extends string, const Alias extends string>(
  values: readonly Value[],
  aliases: Readonly<Record<Alias, Value>>,
) {
  const accepted: readonly (Value | Alias)[] = [...values, ...(Object.keys(aliases) as Alias[])]
  const canonical: Readonly<Record<string, Value>> = aliases
  return z.pipe(
    z.enum(accepted),
    z.transform((value) => (Object.hasOwn(canonical, value) ? canonical[value] : value) as Value),
  )
}

export const SexSchema = z.enum(SEXES)

export const ActivityLevelSchema = z.enum(ACTIVITY_LEVELS)
export const ActivityLevelInputSchema = withAliases(ACTIVITY_LEVELS, ACTIVITY_LEVEL_ALIASES)

export const DietTypeSchema = z.enum(DIET_TYPES)
export const DietTypeInputSchema = withAliases(DIET_TYPES, DIET_TYPE_ALIASES)

export const CulturalPreferenceSchema = z.enum(CULTURAL_PREFERENCES)
export const MealPreferenceSchema = z.enum(MEAL_PREFERENCES)

export const AllergenSchema = z.enum(ALLERGENS)
export const AllergenInputSchema = withAliases(ALLERGENS, ALLERGEN_ALIASES)

export const SensitivitySchema = z.enum(SENSITIVITIES)
export const WeightGoalTypeSchema = z.enum(WEIGHT_GOAL_TYPES)
export const WeightGoalRateSchema = z.enum(WEIGHT_GOAL_RATES)
export const MenuTagSchema = z.enum(MENU_TAGS)
