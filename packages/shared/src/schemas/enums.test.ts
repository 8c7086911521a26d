import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import {
  ACTIVITY_LEVELS,
  ALLERGENS,
  CULTURAL_PREFERENCES,
  DIET_TYPES,
  MEAL_PREFERENCES,
  SENSITIVITIES,
  SEXES,
  WEIGHT_GOAL_RATES,
  WEIGHT_GOAL_TYPES,
} from '../constants/enums'
import { DIET_TYPE_LABELS } from '../constants/profile-labels'
import {
  ActivityLevelInputSchema,
  ActivityLevelSchema,
  AllergenInputSchema,
  AllergenSchema,
  CulturalPreferenceSchema,
  DietTypeInputSchema,
  DietTypeSchema,
  MealPreferenceSchema,
  SensitivitySchema,
  SexSchema,
  WeightGoalRateSchema,
  WeightGoalTypeSchema,
} from './enums'

describe('the enumerations (docs/product.md#enumerations)', () => {
  it.each<[string, readonly string[], readonly string[]]>([
    ['sex', SEXES, ['male', 'female']],
    ['activity levels', ACTIVITY_LEVELS, ['sedentary', 'light', 'moderate', 'high', 'extreme']],
    [
      'diet types',
      DIET_TYPES,
      ['regular', 'vegetarian', 'vegan', 'pescatarian', 'keto', 'paleo', 'mediterranean', 'low-carb'],
    ],
    ['cultural preferences', CULTURAL_PREFERENCES, ['none', 'halal', 'kosher', 'hindu', 'buddhist']],
    [
      'meal preferences',
      MEAL_PREFERENCES,
      ['Low Sodium', 'Low Sugar', 'High Protein', 'High Fiber', 'Gluten-Free', 'Dairy-Free'],
    ],
    [
      'allergens (sesame ninth)',
      ALLERGENS,
      ['milk', 'eggs', 'fish', 'shellfish', 'tree_nuts', 'peanuts', 'wheat', 'soybeans', 'sesame'],
    ],
    ['sensitivities', SENSITIVITIES, ['gluten', 'lactose', 'msg', 'sulfites', 'fodmap', 'histamine']],
    ['weight goal types', WEIGHT_GOAL_TYPES, ['lose', 'gain', 'maintain']],
    ['weight goal rates', WEIGHT_GOAL_RATES, ['slow', 'moderate', 'fast', 'custom', 'maintain']],
  ])('lists the %s in the product’s order', (_name, values, expected) => {
    expect(values).toEqual(expected)
  })
})

const canonicalSchemas: [string, z.ZodMiniType, readonly string[]][] = [
  ['SexSchema', SexSchema, SEXES],
  ['ActivityLevelSchema', ActivityLevelSchema, ACTIVITY_LEVELS],
  ['ActivityLevelInputSchema', ActivityLevelInputSchema, ACTIVITY_LEVELS],
  ['DietTypeSchema', DietTypeSchema, DIET_TYPES],
  ['DietTypeInputSchema', DietTypeInputSchema, DIET_TYPES],
  ['CulturalPreferenceSchema', CulturalPreferenceSchema, CULTURAL_PREFERENCES],
  ['MealPreferenceSchema', MealPreferenceSchema, MEAL_PREFERENCES],
  ['AllergenSchema', AllergenSchema, ALLERGENS],
  ['AllergenInputSchema', AllergenInputSchema, ALLERGENS],
  ['SensitivitySchema', SensitivitySchema, SENSITIVITIES],
  ['WeightGoalTypeSchema', WeightGoalTypeSchema, WEIGHT_GOAL_TYPES],
  ['WeightGoalRateSchema', WeightGoalRateSchema, WEIGHT_GOAL_RATES],
]

describe.each(canonicalSchemas)('%s', (_name, schema, values) => {
  it.each(values)('keeps the canonical %j as it is', (value) => {
    expect(schema.parse(value)).toBe(value)
  })

  it.each(['', 'other', 'unknown', null, 1, undefined])('refuses %j', (value) => {
    expect(schema.safeParse(value).success).toBe(false)
  })
})

describe('aliases (docs/product.md#data-rules)', () => {
  it.each<[string, z.ZodMiniType, string, string]>([
    ['activity level', ActivityLevelInputSchema, 'very', 'high'],
    ['diet type', DietTypeInputSchema, 'standard', 'regular'],
    ['diet type', DietTypeInputSchema, 'ketogenic', 'keto'],
    ['allergen', AllergenInputSchema, 'dairy', 'milk'],
    ['allergen', AllergenInputSchema, 'soy', 'soybeans'],
    ['allergen', AllergenInputSchema, 'tree nuts', 'tree_nuts'],
  ])('an input %s %j is stored as %j', (_name, schema, alias, canonical) => {
    expect(schema.parse(alias)).toBe(canonical)
  })

  it.each<[string, z.ZodMiniType, string]>([
    ['ActivityLevelSchema', ActivityLevelSchema, 'very'],
    ['DietTypeSchema', DietTypeSchema, 'standard'],
    ['DietTypeSchema', DietTypeSchema, 'ketogenic'],
    ['AllergenSchema', AllergenSchema, 'dairy'],
    ['AllergenSchema', AllergenSchema, 'soy'],
    ['AllergenSchema', AllergenSchema, 'tree nuts'],
  ])('a response %s refuses the alias %j', (_name, schema, alias) => {
    expect(schema.safeParse(alias).success).toBe(false)
  })

  it.each<[z.ZodMiniType, string]>([
    [ActivityLevelInputSchema, 'Very'],
    [DietTypeInputSchema, 'Standard'],
    [AllergenInputSchema, 'tree_nut'],
    [AllergenInputSchema, 'toString'],
    [AllergenInputSchema, 'constructor'],
  ])('refuses %j, which is neither a value nor an alias', (schema, value) => {
    expect(schema.safeParse(value).success).toBe(false)
  })
})

describe('diet type labels', () => {
  it.each(DIET_TYPES.map((diet) => [diet]))('%s reads as a word with a capital, not the stored value', (diet) => {
    const label = DIET_TYPE_LABELS[diet]
    expect(label).not.toBe(diet)
    expect(label.toLowerCase()).toBe(diet)
    expect(label[0]).toBe(label[0]?.toUpperCase())
  })
})
