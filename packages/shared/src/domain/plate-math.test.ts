import { describe, expect, it } from 'vitest'
import { DAILY_REFERENCES, KCAL_PER_GRAM } from '../constants/nutrition'
import {
  energySplit,
  isTrackable,
  percentOfDailyValues,
  plateMacrosOf,
  plateTotals,
  roundForDisplay,
  roundTo,
  ZERO_MACROS,
} from './plate-math'

describe('plate macros of a food', () => {
  it('takes calories, protein, total_carbohydrates and total_fat as they are, ignoring the rest', () => {
    expect(
      plateMacrosOf({
        calories: 412.5,
        protein: 12.25,
        total_carbohydrates: 60,
        total_fat: 9.1,
        sodium: 300,
        sugars: 4,
      }),
    ).toEqual({ calories: 412.5, protein: 12.25, carbs: 60, fat: 9.1 })
  })

  it.each([
    [{ calories: 1, protein: 1, total_carbohydrates: 1, total_fat: 1 }, true],
    [{ calories: 0, protein: 0, total_carbohydrates: 0, total_fat: 0 }, true],
    [{ calories: 1, protein: 1, total_carbohydrates: 1 }, false],
    [{ calories: 1, protein: 1, total_fat: 1, sugars: 1 }, false],
    [{ protein: 1, total_carbohydrates: 1, total_fat: 1 }, false],
    [{ calories: 100 }, false],
    [{}, false],
  ])('trackable(%j) = %s (docs/product.md#servings), with macros exactly when trackable', (nutrients, expected) => {
    expect(isTrackable(nutrients)).toBe(expected)
    expect(plateMacrosOf(nutrients) !== null).toBe(expected)
  })
})

describe('plate totals', () => {
  it('is zero for an empty plate', () => {
    expect(plateTotals([])).toEqual(ZERO_MACROS)
  })

  it('sums quantity × per-serving values', () => {
    const totals = plateTotals([
      { quantity: 2, calories: 150, protein: 10, carbs: 20, fat: 4 },
      { quantity: 0.5, calories: 300, protein: 8, carbs: 30, fat: 12 },
    ])
    expect(totals).toEqual({ calories: 450, protein: 24, carbs: 55, fat: 14 })
  })

  it('keeps fractional servings exact enough for display', () => {
    const totals = plateTotals([{ quantity: 0.3, calories: 333, protein: 1.1, carbs: 0, fat: 0 }])
    expect(roundTo(totals.calories, 0)).toBe(100)
    expect(roundTo(totals.protein, 1)).toBe(0.3)
  })
})

describe('display rounding', () => {
  it.each([
    [0, 0],
    [0.49, 0],
    [0.5, 1],
    [24.999999999999996, 25],
    [1102.5, 1103],
    [99.49999, 99],
  ])('shows %s as %s', (value, shown) => {
    expect(roundForDisplay(value)).toBe(shown)
  })
})

describe('percent of daily values (docs/product.md#constants: 2000 kcal, 50 g, 275 g, 78 g)', () => {
  it('uses the product’s references', () => {
    expect(DAILY_REFERENCES).toEqual({ calories: 2000, protein: 50, carbs: 275, fat: 78 })
    expect(KCAL_PER_GRAM).toEqual({ protein: 4, carbs: 4, fat: 9 })
  })

  it.each([
    [
      { calories: 2000, protein: 50, carbs: 275, fat: 78 },
      { calories: 100, protein: 100, carbs: 100, fat: 100 },
    ],
    [
      { calories: 500, protein: 25, carbs: 55, fat: 39 },
      { calories: 25, protein: 50, carbs: 20, fat: 50 },
    ],
    [
      { calories: 0, protein: 0, carbs: 0, fat: 0 },
      { calories: 0, protein: 0, carbs: 0, fat: 0 },
    ],
    [
      { calories: 3000, protein: 75, carbs: 0, fat: 0 },
      { calories: 150, protein: 150, carbs: 0, fat: 0 },
    ],
  ])('%j → %j', (totals, expected) => {
    expect(percentOfDailyValues(totals)).toEqual(expected)
  })
})

describe('energy split', () => {
  it('shares energy by 4/4/9 kcal per gram', () => {
    expect(energySplit({ calories: 0, protein: 25, carbs: 25, fat: 0 })).toEqual({ protein: 50, carbs: 50, fat: 0 })
    const split = energySplit({ calories: 0, protein: 10, carbs: 10, fat: 10 })
    expect(roundTo(split.fat, 1)).toBe(52.9)
  })

  it('is zero when there is no energy', () => {
    expect(energySplit(ZERO_MACROS)).toEqual({ protein: 0, carbs: 0, fat: 0 })
  })
})
