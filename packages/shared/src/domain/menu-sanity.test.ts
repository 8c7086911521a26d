import { describe, expect, it } from 'vitest'
import {
  energyFromMacrosKcal,
  hasEnergyMismatch,
  MENU_SANITY_NOTES_WITHOUT_NUMBERS,
  MENU_SANITY_THRESHOLDS,
  menuSanityFlags,
  menuSanityNote,
} from './menu-sanity'

// 10 g protein, 50 g carbs, 10 g fat: 40 + 200 + 90 = 330 kcal; 20 % of it is 66 kcal.
const large = { protein: 10, total_carbohydrates: 50, total_fat: 10 }
// 5 g protein, 20 g carbs, no fat: 100 kcal; 20 % is 20 kcal, so the 50 kcal floor decides.
const small = { protein: 5, total_carbohydrates: 20, total_fat: 0 }

describe('energy of the macros at 4/4/9', () => {
  it('adds 4 kcal per gram of protein and carbs and 9 per gram of fat', () => {
    expect(energyFromMacrosKcal(large)).toBe(330)
  })

  it.each([
    [{ total_carbohydrates: 1, total_fat: 1 }],
    [{ protein: 1, total_fat: 1 }],
    [{ protein: 1, total_carbohydrates: 1 }],
  ])('is unknown when a macro is missing (%j)', (nutrients) => {
    expect(energyFromMacrosKcal(nutrients)).toBeUndefined()
  })
})

describe('calorie mismatch: more than 20 % of the estimate and more than 50 kcal', () => {
  it('keeps its thresholds in one place', () => {
    expect(MENU_SANITY_THRESHOLDS).toEqual({ energyRelativeTolerance: 0.2, energyAbsoluteToleranceKcal: 50 })
  })

  it.each([
    ['exactly the estimate', large, 330, false],
    ['20 % over (66 kcal)', large, 396, false],
    ['just over 20 % over', large, 397, true],
    ['20 % under', large, 264, false],
    ['just over 20 % under', large, 263, true],
    ['50 kcal over a small estimate (50 %)', small, 150, false],
    ['51 kcal over a small estimate', small, 151, true],
    ['50 kcal under a small estimate', small, 50, false],
    ['51 kcal under a small estimate', small, 49, true],
    ['0 kcal stated for 330 kcal of macros', large, 0, true],
    ['60 kcal stated with no macros at all', { protein: 0, total_carbohydrates: 0, total_fat: 0 }, 60, true],
    ['40 kcal stated with no macros at all', { protein: 0, total_carbohydrates: 0, total_fat: 0 }, 40, false],
  ])('%s: flagged = %s', (_, macros, calories, flagged) => {
    expect(hasEnergyMismatch({ ...macros, calories })).toBe(flagged)
    expect(menuSanityFlags({ ...macros, calories }).some((f) => f.code === 'energy_mismatch')).toBe(flagged)
  })

  it.each([[{ protein: 10, total_carbohydrates: 50, calories: 900 }], [{ ...large }]])(
    'says nothing when calories or a macro are unknown (%j)',
    (nutrients) => {
      expect(hasEnergyMismatch(nutrients)).toBe(false)
      expect(menuSanityFlags(nutrients)).toEqual([])
    },
  )

  it('notes the stated and the estimated calories, rounded', () => {
    expect(menuSanityFlags({ ...large, calories: 520.4 })).toEqual([
      { code: 'energy_mismatch', note: 'Stated 520 kcal, but its protein, carbs and fat make about 330 kcal' },
    ])
  })
})

describe('sugars and saturated fat', () => {
  it.each([
    [{ sugars: 12, total_carbohydrates: 12 }, false],
    [{ sugars: 12.1, total_carbohydrates: 12 }, true],
    [{ sugars: 30 }, false],
    [{ total_carbohydrates: 0 }, false],
  ])('sugars %j: flagged = %s', (nutrients, flagged) => {
    expect(menuSanityFlags(nutrients).map((f) => f.code)).toEqual(flagged ? ['sugars_exceed_carbohydrates'] : [])
  })

  it.each([
    [{ saturated_fat: 5, total_fat: 5 }, false],
    [{ saturated_fat: 5.1, total_fat: 5 }, true],
    [{ saturated_fat: 5 }, false],
  ])('saturated fat %j: flagged = %s', (nutrients, flagged) => {
    expect(menuSanityFlags(nutrients).map((f) => f.code)).toEqual(flagged ? ['saturated_exceed_fat'] : [])
  })

  it('notes grams to one decimal place', () => {
    expect(menuSanityFlags({ sugars: 30.26, total_carbohydrates: 12, saturated_fat: 8, total_fat: 3.04 })).toEqual([
      { code: 'sugars_exceed_carbohydrates', note: 'Sugars (30.3 g) are more than the total carbohydrates (12 g)' },
      { code: 'saturated_exceed_fat', note: 'Saturated fat (8 g) is more than the total fat (3 g)' },
    ])
  })
})

describe('every check at once', () => {
  it('lists each failed check once, in a fixed order', () => {
    const flags = menuSanityFlags({ ...small, calories: 400, sugars: 25, saturated_fat: 2 })
    expect(flags.map((f) => f.code)).toEqual(['energy_mismatch', 'sugars_exceed_carbohydrates', 'saturated_exceed_fat'])
  })

  it('finds nothing wrong with plausible or empty data', () => {
    expect(menuSanityFlags({ ...large, calories: 340, sugars: 8, saturated_fat: 3 })).toEqual([])
    expect(menuSanityFlags({})).toEqual([])
  })
})

describe('the note shown', () => {
  it.each(menuSanityFlags({ ...small, calories: 400, sugars: 25, saturated_fat: 2 }))(
    'keeps the numbers, or leaves every digit out under "Hide numbers" ($code)',
    (flag) => {
      expect(menuSanityNote(flag, false)).toBe(flag.note)
      expect(flag.note).toMatch(/\d/)
      expect(menuSanityNote(flag, true)).toBe(MENU_SANITY_NOTES_WITHOUT_NUMBERS[flag.code])
      expect(menuSanityNote(flag, true)).not.toMatch(/\d|kcal/)
    },
  )
})
