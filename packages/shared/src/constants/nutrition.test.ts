import { describe, expect, it } from 'vitest'
import { NUTRIENT_KEYS } from './nutrient-keys'
import { DAILY_REFERENCES, MACRO_ROWS, NUTRIENT_ROWS } from './nutrition'

describe('MACRO_ROWS', () => {
  it.each([
    ['calories', 'Calories', 'kcal'],
    ['protein', 'Protein', 'g'],
    ['carbs', 'Carbs', 'g'],
    ['fat', 'Fat', 'g'],
  ])('lists %s as %s in %s, in display order', (key, label, unit) => {
    const index = MACRO_ROWS.findIndex((row) => row.key === key)
    expect(MACRO_ROWS[index]).toEqual({ key, label, unit })
    expect(index).toBe(Object.keys(DAILY_REFERENCES).indexOf(key))
  })

  it('has one row per daily reference value', () => {
    expect(MACRO_ROWS.map((row) => row.key)).toEqual(Object.keys(DAILY_REFERENCES))
  })
})

describe('NUTRIENT_ROWS', () => {
  it('has exactly one row for each nutrient key of a food item', () => {
    expect(NUTRIENT_ROWS.map((row) => row.key).sort()).toEqual([...NUTRIENT_KEYS].sort())
  })

  it.each([
    ['saturated_fat', 'total_fat'],
    ['trans_fat', 'total_fat'],
    ['saturated_and_trans_fat', 'total_fat'],
    ['dietary_fiber', 'total_carbohydrates'],
    ['sugars', 'total_carbohydrates'],
  ])('indents %s under %s', (part, whole) => {
    const keys = NUTRIENT_ROWS.map((row) => row.key)
    const partIndex = keys.indexOf(part as (typeof keys)[number])
    expect(NUTRIENT_ROWS[partIndex]?.isIndented).toBe(true)
    const parent = NUTRIENT_ROWS.slice(0, partIndex).findLast((row) => !row.isIndented)
    expect(parent?.key).toBe(whole)
  })
})
