import { describe, expect, it } from 'vitest'
import { isCustomFoodId, PLATE_MAX_ITEMS, PLATE_RULE_MESSAGES } from '../constants/plates'
import {
  PlateConflictSchema,
  PlateItemInputSchema,
  PlateQuerySchema,
  PlateResponseSchema,
  PlateSaveRequestSchema,
  readPlateQuantity,
} from './plates'

const SHAKE = { name: 'Protein shake', calories: 200, protein: 25, carbs: 8, totalFat: 3 }

const issueOf = (input: unknown) => {
  const result = PlateItemInputSchema.safeParse(input)
  return result.success
    ? undefined
    : { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message }
}

describe('plate quantities (0.1–100 servings in steps of 0.1)', () => {
  it.each([0.1, 0.2, 0.3, 1, 1.5, 2.7, 99.9, 100])('accepts %s', (quantity) => {
    expect(PlateItemInputSchema.safeParse({ food_id: 'tofu', quantity }).success).toBe(true)
  })

  it.each([
    [0, PLATE_RULE_MESSAGES.quantityRange],
    [0.09, PLATE_RULE_MESSAGES.quantityRange],
    [-1, PLATE_RULE_MESSAGES.quantityRange],
    [100.1, PLATE_RULE_MESSAGES.quantityRange],
    [1.25, PLATE_RULE_MESSAGES.quantityDecimals],
    [0.15, PLATE_RULE_MESSAGES.quantityDecimals],
  ])('refuses %s with %j', (quantity, message) => {
    expect(issueOf({ food_id: 'tofu', quantity })).toEqual({ path: 'quantity', message })
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '1', null])('refuses the non-number %j', (quantity) => {
    expect(issueOf({ food_id: 'tofu', quantity })?.path).toBe('quantity')
  })
})

describe('a plate line’s servings typed in place', () => {
  it.each([
    ['2', 2],
    ['0.1', 0.1],
    [' 1,5 ', 1.5],
    ['100', 100],
  ])('takes %j as %d', (text, value) => {
    expect(readPlateQuantity(text)).toEqual({ ok: true, value })
  })

  it.each([
    ['0', 'Quantity must be between 0.1 and 100 servings'],
    ['-1', 'Quantity must be between 0.1 and 100 servings'],
    ['100.1', 'Quantity must be between 0.1 and 100 servings'],
    ['1.25', 'Quantity can have at most 1 decimal place'],
    ['', 'Quantity must be between 0.1 and 100 servings'],
    ['two', 'Quantity must be between 0.1 and 100 servings'],
    ['Infinity', 'Quantity must be between 0.1 and 100 servings'],
    ['1e400', 'Quantity must be between 0.1 and 100 servings'],
  ])('refuses %j with %j', (text, message) => {
    expect(readPlateQuantity(text)).toEqual({ ok: false, message })
  })
})

describe('plate lines', () => {
  it('trims the food id', () => {
    expect(PlateItemInputSchema.parse({ food_id: ' tofu ', quantity: 1 }).food_id).toBe('tofu')
  })

  it.each([
    ['', 'food_id'],
    ['  ', 'food_id'],
    ['x'.repeat(101), 'food_id'],
  ])('refuses the food id %j', (food_id, path) => {
    expect(issueOf({ food_id, quantity: 1 })?.path).toBe(path)
  })

  it('recognises custom food ids by their prefix', () => {
    expect(isCustomFoodId('custom-abc')).toBe(true)
    expect(isCustomFoodId('oatmeal')).toBe(false)
    expect(isCustomFoodId('Custom-abc')).toBe(false)
  })

  it('needs macros on a custom line (docs/product.md#plate-save message)', () => {
    expect(issueOf({ food_id: 'custom-1', quantity: 1 })).toEqual({
      path: 'custom_macros',
      message: 'One or more custom foods are missing valid macros. Please fix before saving.',
    })
    expect(PlateItemInputSchema.safeParse({ food_id: 'custom-1', quantity: 1, custom_macros: SHAKE }).success).toBe(
      true,
    )
  })

  it.each([
    [{ ...SHAKE, name: '  ' }, 'custom_macros.name', 'Please enter a meal name'],
    [{ ...SHAKE, calories: -0.1 }, 'custom_macros.calories', 'Nutrition values cannot be negative'],
    [{ ...SHAKE, totalFat: Number.POSITIVE_INFINITY }, 'custom_macros.totalFat', undefined],
    [{ ...SHAKE, protein: '25' }, 'custom_macros.protein', undefined],
    [{ name: 'Tea', calories: 2 }, 'custom_macros.protein', undefined],
  ])('refuses custom macros %j', (custom_macros, path, message) => {
    const issue = issueOf({ food_id: 'custom-1', quantity: 1, custom_macros })
    expect(issue?.path).toBe(path)
    if (message) expect(issue?.message).toBe(message)
  })

  it('accepts zero macros (water, black coffee)', () => {
    const water = { name: 'Water', calories: 0, protein: 0, carbs: 0, totalFat: 0 }
    expect(PlateItemInputSchema.safeParse({ food_id: 'custom-1', quantity: 1, custom_macros: water }).success).toBe(
      true,
    )
  })
})

describe('PlateSaveRequestSchema', () => {
  const line = { food_id: 'tofu', quantity: 1 }

  it.each([0, 1, PLATE_MAX_ITEMS])('accepts %s lines', (n) => {
    expect(PlateSaveRequestSchema.safeParse({ date: '2025-07-20', items: Array(n).fill(line) }).success).toBe(true)
  })

  it('refuses 101 lines with its message', () => {
    const result = PlateSaveRequestSchema.safeParse({ date: '2025-07-20', items: Array(101).fill(line) })
    expect(result.error?.issues[0]?.message).toBe(PLATE_RULE_MESSAGES.tooManyItems)
  })

  it.each([
    [{ items: [] }, 'date'],
    [{ date: '2025-02-29', items: [] }, 'date'],
    [{ date: '2025-07-20' }, 'items'],
    [{ date: '2025-07-20', items: {} }, 'items'],
  ])('refuses %j at %s', (input, path) => {
    expect(PlateSaveRequestSchema.safeParse(input).error?.issues[0]?.path.join('.')).toBe(path)
  })

  it('reads the date of a GET query', () => {
    expect(PlateQuerySchema.parse({ date: '2024-02-29' })).toEqual({ date: '2024-02-29' })
    expect(PlateQuerySchema.safeParse({ date: '2024-2-29' }).success).toBe(false)
  })
})

describe('PlateResponseSchema', () => {
  it('describes an empty plate', () => {
    const empty = {
      date: '2025-07-20',
      items: [],
      totals: { calories: 0, protein: 0, carbs: 0, fat: 0 },
      saved_at: null,
      version: 0,
    }
    expect(PlateResponseSchema.parse(empty)).toEqual(empty)
  })

  it('carries per-line macros and custom macros', () => {
    const plate = {
      date: '2025-07-20',
      items: [
        {
          food_id: 'custom-1',
          quantity: 2,
          name: 'Protein shake',
          portion_size: '1 serving',
          macros: { calories: 200, protein: 25, carbs: 8, fat: 3 },
          custom_macros: SHAKE,
        },
      ],
      totals: { calories: 400, protein: 50, carbs: 16, fat: 6 },
      saved_at: '2025-07-20T17:00:00.000Z',
      version: 7,
    }
    expect(PlateResponseSchema.parse(plate)).toEqual(plate)
  })

  it('has the product’s message for untrackable foods', () => {
    expect(PLATE_RULE_MESSAGES.untrackableFood).toBe('Cannot track - incomplete nutrition data')
    expect(PLATE_RULE_MESSAGES.saveFailed).toBe('Failed to save plate. Please try again.')
  })
})

describe('plate versions', () => {
  it('accepts a save in the product’s shape, without a version', () => {
    expect(PlateSaveRequestSchema.parse({ date: '2025-07-20', items: [] })).toEqual({ date: '2025-07-20', items: [] })
  })

  it.each([0, 1, 42])('accepts the version %j', (version) => {
    expect(PlateSaveRequestSchema.parse({ date: '2025-07-20', items: [], version }).version).toBe(version)
  })

  it.each([-1, 1.5, '3', null, Number.MAX_SAFE_INTEGER + 2])('refuses the version %j', (version) => {
    expect(PlateSaveRequestSchema.safeParse({ date: '2025-07-20', items: [], version }).success).toBe(false)
  })

  it('describes a conflict as its detail and the current plate', () => {
    const plate = {
      date: '2025-07-20',
      items: [],
      totals: { calories: 0, protein: 0, carbs: 0, fat: 0 },
      saved_at: null,
      version: 0,
    }
    expect(PlateConflictSchema.parse({ detail: 'changed', plate })).toEqual({ detail: 'changed', plate })
    expect(PlateConflictSchema.safeParse({ detail: 'changed' }).success).toBe(false)
  })
})
