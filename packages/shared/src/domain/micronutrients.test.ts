import { describe, expect, it } from 'vitest'
import { NUTRIENT_KEYS, NUTRIENT_UNITS } from '../constants/nutrient-keys'
import { MicronutrientSummarySchema } from '../schemas/history'
import {
  MICRONUTRIENT_KEYS,
  MICRONUTRIENTS,
  micronutrientAverages,
  micronutrientTotals,
  missingItemsNote,
  percentOfMicronutrientDailyValue,
} from './micronutrients'

describe('MICRONUTRIENTS', () => {
  it('lists fiber, sugars, saturated fat, sodium, cholesterol, potassium, calcium, iron and the vitamins', () => {
    expect([...MICRONUTRIENT_KEYS].sort()).toEqual(
      [
        'calcium',
        'cholesterol',
        'dietary_fiber',
        'iron',
        'potassium',
        'saturated_fat',
        'sodium',
        'sugars',
        'vitamin_a',
        'vitamin_c',
        'vitamin_d',
      ].sort(),
    )
    for (const row of MICRONUTRIENTS) {
      expect(NUTRIENT_KEYS).toContain(row.key)
      // The unit shown is the unit menu values are stored in.
      expect(row.unit).toBe(NUTRIENT_UNITS[row.key])
    }
  })

  it.each([
    ['saturated_fat', 20],
    ['cholesterol', 300],
    ['sodium', 2300],
    ['dietary_fiber', 28],
    ['vitamin_a', 900],
    ['vitamin_c', 90],
    ['vitamin_d', 20],
    ['calcium', 1300],
    ['iron', 18],
    ['potassium', 4700],
    ['sugars', null],
  ])('gives %s the FDA Daily Value %s', (key, dailyValue) => {
    expect(MICRONUTRIENTS.find((row) => row.key === key)?.dailyValue).toBe(dailyValue)
  })
})

describe('micronutrientTotals', () => {
  it('sums quantity × value over the lines that know it and counts the lines that do not', () => {
    const totals = micronutrientTotals([
      { quantity: 2, nutrients: { sodium: 300, dietary_fiber: 4 } },
      { quantity: 0.5, nutrients: { sodium: 100 } },
      // A custom meal keeps no nutrient record.
      { quantity: 1, nutrients: null },
    ])
    expect(totals.sodium).toEqual({ total: 650, missing_items: 1 })
    expect(totals.dietary_fiber).toEqual({ total: 8, missing_items: 2 })
    expect(totals.iron).toEqual({ total: null, missing_items: 3 })
  })

  it('keeps a known 0 apart from a missing value', () => {
    const totals = micronutrientTotals([
      { quantity: 1, nutrients: { sugars: 0 } },
      { quantity: 1, nutrients: {} },
    ])
    expect(totals.sugars).toEqual({ total: 0, missing_items: 1 })
  })

  it('answers every micronutrient, unknown, for no lines', () => {
    const totals = micronutrientTotals([])
    expect(Object.keys(totals).sort()).toEqual([...MICRONUTRIENT_KEYS].sort())
    for (const key of MICRONUTRIENT_KEYS) expect(totals[key]).toEqual({ total: null, missing_items: 0 })
  })

  it('has the shape of the API answer', () => {
    const nutrients = micronutrientTotals([{ quantity: 1, nutrients: { iron: 2 } }])
    expect(MicronutrientSummarySchema.parse({ days_tracked: 1, items: 1, nutrients }).nutrients).toEqual(nutrients)
  })
})

describe('micronutrientAverages', () => {
  it('divides each known total by the tracked days and keeps the missing counts', () => {
    const totals = micronutrientTotals([
      { quantity: 1, nutrients: { sodium: 3000 } },
      { quantity: 1, nutrients: { sodium: 1500 } },
      { quantity: 1, nutrients: null },
    ])
    const averages = micronutrientAverages(totals, 3)
    expect(averages.sodium).toEqual({ total: 1500, missing_items: 1 })
    expect(averages.calcium).toEqual({ total: null, missing_items: 3 })
  })

  it('has no average over 0 tracked days', () => {
    const totals = micronutrientTotals([{ quantity: 1, nutrients: { iron: 9 } }])
    expect(micronutrientAverages(totals, 0).iron.total).toBeNull()
  })
})

describe('percentOfMicronutrientDailyValue', () => {
  it.each([
    ['sodium', 1150, 50],
    ['dietary_fiber', 28, 100],
    ['iron', 27, 150],
    ['sugars', 40, null],
    ['calcium', null, null],
  ] as const)('%s %s is %s %% of the Daily Value', (key, amount, percent) => {
    expect(percentOfMicronutrientDailyValue(key, amount)).toBe(percent)
  })
})

describe('missingItemsNote', () => {
  it.each([
    [0, 4, null],
    [1, 4, '1 of 4 items had no value'],
    [4, 4, 'None of the 4 items had a value'],
    [1, 1, 'The item had no value'],
  ])('%s missing of %s: %s', (missing, items, note) => {
    expect(missingItemsNote(missing, items)).toBe(note)
  })
})
