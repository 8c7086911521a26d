import { describe, expect, it } from 'vitest'
import { CustomMacrosSchema, hasValidCustomMacros } from '../schemas/plates'
import { CUSTOM_MEAL_MESSAGES, customMealMacros, toCustomMacros, validateCustomMeal } from './custom-meal'

const meal = { name: 'Protein shake', calories: '200', protein: '25', carbs: '8', totalFat: '3' }

describe('custom meal validation (docs/product.md#custom-meal-rules)', () => {
  it('accepts a complete meal and trims its name', () => {
    expect(validateCustomMeal({ ...meal, name: '  Protein shake  ' })).toEqual({
      ok: true,
      value: { name: 'Protein shake', calories: 200, protein: 25, carbs: 8, totalFat: 3 },
    })
  })

  it.each(['', '   ', '\t'])('rejects the name %j with the product’s message', (name) => {
    expect(validateCustomMeal({ ...meal, name })).toEqual({ ok: false, errors: { name: 'Please enter a meal name' } })
  })

  it.each(['calories', 'protein', 'carbs', 'totalFat'] as const)('rejects a negative %s on that field', (field) => {
    expect(validateCustomMeal({ ...meal, [field]: '-0.1' })).toEqual({
      ok: false,
      errors: { [field]: 'Nutrition values cannot be negative' },
    })
  })

  it.each([
    ['calories', '10000', true],
    ['calories', '10000.1', false],
    ['protein', '1000', true],
    ['carbs', '1000.1', false],
    ['totalFat', '1e308', false],
  ] as const)('bounds %s: %s is %s', (field, value, isAccepted) => {
    const result = validateCustomMeal({ ...meal, [field]: value })
    expect(result.ok).toBe(isAccepted)
    if (!result.ok) {
      expect(result.errors).toEqual({
        [field]: 'Nutrition values can be at most 10000 calories and 1000 g per serving',
      })
    }
  })

  it.each(['calories', 'protein', 'carbs', 'totalFat'] as const)(
    'requires %s: a blank one is not saved as 0',
    (field) => {
      for (const blank of ['', '  ']) {
        expect(validateCustomMeal({ ...meal, [field]: blank })).toEqual({
          ok: false,
          errors: { [field]: 'Please enter a value (0 if there is none)' },
        })
      }
    },
  )

  it('gives every invalid field its own message', () => {
    expect(validateCustomMeal({ name: ' ', calories: '', protein: '-1', carbs: '1001', totalFat: '2' })).toEqual({
      ok: false,
      errors: {
        name: 'Please enter a meal name',
        calories: 'Please enter a value (0 if there is none)',
        protein: 'Nutrition values cannot be negative',
        carbs: 'Nutrition values can be at most 10000 calories and 1000 g per serving',
      },
    })
  })

  it('counts a typed non-numeric value as 0', () => {
    const result = validateCustomMeal({ name: 'Tea', calories: 'abc', protein: '0', carbs: Number.NaN, totalFat: '0' })
    expect(result).toEqual({ ok: true, value: { name: 'Tea', calories: 0, protein: 0, carbs: 0, totalFat: 0 } })
  })

  it('keeps decimals', () => {
    const result = validateCustomMeal({ ...meal, protein: '12.5' })
    expect(result.ok && result.value.protein).toBe(12.5)
  })

  it('refuses an overlong name', () => {
    expect(validateCustomMeal({ ...meal, name: 'x'.repeat(101) })).toEqual({
      ok: false,
      errors: { name: CUSTOM_MEAL_MESSAGES.nameTooLong },
    })
  })
})

describe('custom macros on the wire (docs/product.md#custom-meal, #plate-save)', () => {
  const valid = { name: 'Shake', calories: 200, protein: 25, carbs: 8, totalFat: 3 }

  it('accepts finite non-negative macros with a name', () => {
    expect(CustomMacrosSchema.parse(valid)).toEqual(valid)
    expect(hasValidCustomMacros(valid)).toBe(true)
  })

  it.each([
    ['a negative value', { ...valid, protein: -1 }],
    ['a missing value', { name: 'Shake', calories: 200, protein: 25, carbs: 8 }],
    ['a string value', { ...valid, calories: '200' }],
    ['infinity', { ...valid, carbs: Number.POSITIVE_INFINITY }],
    ['a huge finite value, whose plate total would overflow', { ...valid, calories: 1e308 }],
    ['over 10000 calories', { ...valid, calories: 10_000.1 }],
    ['over 1000 g of a macro', { ...valid, protein: 1_000.1 }],
    ['NaN', { ...valid, totalFat: Number.NaN }],
    ['a blank name', { ...valid, name: '  ' }],
    ['no object at all', null],
  ])('rejects %s', (_case, macros) => {
    expect(hasValidCustomMacros(macros)).toBe(false)
  })
})

describe('a custom meal on the plate', () => {
  const shake = { name: 'Shake', calories: 250.5, protein: 30, carbs: 10.2, totalFat: 4.4 }

  it('counts its totalFat as the plate’s fat', () => {
    expect(customMealMacros(shake)).toEqual({ calories: 250.5, protein: 30, carbs: 10.2, fat: 4.4 })
  })

  it('gives back the same custom_macros from its name and plate macros', () => {
    expect(toCustomMacros('Shake', customMealMacros(shake))).toEqual(shake)
  })
})
