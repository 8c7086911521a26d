import { describe, expect, it } from 'vitest'
import { ALLERGENS, CULTURAL_PREFERENCES, DIET_TYPES, SENSITIVITIES } from '../constants/enums'
import { readMenuProfile } from './menu-profile'
import { ALLERGEN_RULES, CULTURE_RULES, DIET_RULES, type DishRule, SENSITIVITY_RULES } from './menu-rules'
import * as words from './menu-words'

describe('the menu rule tables', () => {
  it.each([
    ['allergens', ALLERGEN_RULES, ALLERGENS],
    ['sensitivities', SENSITIVITY_RULES, SENSITIVITIES],
    ['diet types', DIET_RULES, DIET_TYPES],
    ['cultural preferences', CULTURE_RULES, CULTURAL_PREFERENCES],
  ] as const)('have one entry for every value of the %s enumeration and no other', (_name, table, values) => {
    expect(Object.keys(table).sort()).toEqual([...values].sort())
  })

  it.each([...Object.entries(SENSITIVITY_RULES), ...Object.entries(DIET_RULES), ...Object.entries(CULTURE_RULES)])(
    '%s: a rule names a clash and a doubt, each with a reason',
    (_value, rule: DishRule | null) => {
      if (rule === null) return
      expect(rule.clashes.length).toBeGreaterThan(0)
      expect(rule.doubts.length).toBeGreaterThan(0)
      for (const clash of rule.clashes) expect(clash.reason).not.toBe('')
      for (const doubt of rule.doubts) expect(doubt.reason).toMatch(/^Can't tell if /)
    },
  )

  it('leaves out the diets about a whole day and the absence of a preference', () => {
    expect(DIET_RULES.regular).toBeNull()
    expect(DIET_RULES.keto).toBeNull()
    expect(DIET_RULES.mediterranean).toBeNull()
    expect(DIET_RULES['low-carb']).toBeNull()
    expect(CULTURE_RULES.none).toBeNull()
  })

  it.each(Object.entries(words).filter(([, value]) => typeof value === 'object'))(
    'word group %s lists lower-case words, each once',
    (_name, group) => {
      const { words: list, except = [] } = group as words.WordGroup
      expect(list.length).toBeGreaterThan(0)
      for (const word of [...list, ...except]) expect(word).toBe(word.toLowerCase().trim())
      expect(new Set(list).size).toBe(list.length)
    },
  )
})

describe('readMenuProfile', () => {
  it('folds aliases and case to the canonical values, once each, and drops what it does not know', () => {
    expect(
      readMenuProfile({
        allergens: ['Dairy', 'milk', 'Tree-Nuts', 'soy', 'constructor'],
        food_sensitivities: ['Gluten', 'gluten', 'caffeine'],
        diet_type: 'Standard',
        cultural_preference: 'HALAL',
      }),
    ).toEqual({
      allergens: ['milk', 'tree_nuts', 'soybeans'],
      food_sensitivities: ['gluten'],
      diet_type: 'regular',
      cultural_preference: 'halal',
    })
  })

  it('reads a missing profile or field as nothing asked', () => {
    const nothing = { allergens: [], food_sensitivities: [], diet_type: null, cultural_preference: null }
    expect(readMenuProfile(null)).toEqual(nothing)
    expect(readMenuProfile({ diet_type: 'toString', cultural_preference: '' })).toEqual(nothing)
  })
})
