import { describe, expect, it } from 'vitest'
import {
  canLockMacro,
  isMacroSliderDisabled,
  type Macro,
  type MacroRatios,
  macroGrams,
  macroRatioNotes,
  profileMacroRatios,
  rebalanceMacros,
} from './macro-split'

const ratios = (protein: number, carbs: number, fat: number): MacroRatios => ({ protein, carbs, fat })
const total = (r: MacroRatios) => r.protein + r.carbs + r.fat

describe('macro grams (4/4/9 kcal per gram)', () => {
  it.each([
    [2000, ratios(30, 50, 20), { protein: 150, carbs: 250, fat: 44 }],
    [2000, ratios(25, 50, 25), { protein: 125, carbs: 250, fat: 56 }],
    [1500, ratios(10, 70, 20), { protein: 38, carbs: 263, fat: 33 }],
    [2400, ratios(50, 45, 5), { protein: 300, carbs: 270, fat: 13 }],
    [0, ratios(30, 50, 20), { protein: 0, carbs: 0, fat: 0 }],
  ])('%d kcal at %j → %j', (energyKcal, split, grams) => {
    expect(macroGrams(energyKcal, split)).toEqual(grams)
  })
})

describe('the profile’s ratios (docs/product.md#constants: 30/50/20 when missing)', () => {
  it('uses the saved ratios', () => {
    expect(profileMacroRatios({ protein_ratio: 25, carb_ratio: 45, fat_ratio: 30 })).toEqual({
      ratios: ratios(25, 45, 30),
      isDefault: false,
    })
  })

  it.each([
    [{}],
    [{ protein_ratio: null, carb_ratio: null, fat_ratio: null }],
    [{ protein_ratio: 25, carb_ratio: 45, fat_ratio: null }],
    [{ protein_ratio: 25, carb_ratio: Number.NaN, fat_ratio: 30 }],
  ])('falls back to 30/50/20 for %j', (profile) => {
    expect(profileMacroRatios(profile)).toEqual({ ratios: ratios(30, 50, 20), isDefault: true })
  })
})

describe('macro locks (docs/product.md#macro-sliders: at most two)', () => {
  it.each([
    [[], 'protein', true, false],
    [['fat'], 'protein', true, false],
    [['fat'], 'fat', true, true],
    [['fat', 'carbs'], 'protein', false, true],
    [['fat', 'carbs'], 'carbs', true, true],
    [['fat', 'fat'], 'protein', true, false],
  ] as const)('locked %j: %s can be locked %s, slider disabled %s', (locked, macro, canLock, disabled) => {
    expect(canLockMacro(locked, macro)).toBe(canLock)
    expect(isMacroSliderDisabled(locked, macro)).toBe(disabled)
  })
})

describe('slider rebalancing (docs/product.md#macro-sliders; limits of #profile-fields: protein 10-50, carbs 5-70, fat 5-70)', () => {
  describe('with nothing locked, the others share the remainder in proportion', () => {
    it.each([
      ['protein up', ratios(30, 50, 20), 'protein', 40, ratios(40, 43, 17)],
      ['protein down', ratios(30, 50, 20), 'protein', 20, ratios(20, 57, 23)],
      ['carbs up', ratios(30, 50, 20), 'carbs', 60, ratios(24, 60, 16)],
      ['fat down', ratios(30, 50, 20), 'fat', 10, ratios(34, 56, 10)],
      ['unchanged', ratios(30, 50, 20), 'protein', 30, ratios(30, 50, 20)],
      ['uneven shares round to whole percent', ratios(33, 33, 34), 'protein', 40, ratios(40, 30, 30)],
      ['fractional request rounds', ratios(30, 50, 20), 'protein', 35.4, ratios(35, 46, 19)],
    ] as const)('%s: %j, %s → %d gives %j', (_case, current, moved, value, expected) => {
      const next = rebalanceMacros(current, moved, value, [])
      expect(next).toEqual(expected)
      expect(total(next)).toBe(100)
    })

    it('shares equally when both others are 0', () => {
      // Only reachable from data saved before the limits; the result is back within them.
      expect(rebalanceMacros(ratios(100, 0, 0), 'protein', 50, [])).toEqual(ratios(50, 25, 25))
      expect(rebalanceMacros(ratios(0, 100, 0), 'carbs', 60, [])).toEqual(ratios(20, 60, 20))
    })

    it('keeps the others within their limits, and stops the moved slider where they reach them', () => {
      // Carbs to 70 leaves 30: protein's share 18 of 30 is fine, fat gets 12.
      expect(rebalanceMacros(ratios(30, 50, 20), 'carbs', 70, [])).toEqual(ratios(18, 70, 12))
      // Protein 50, carbs 45, fat 5 → carbs to 60: fat's share would be 3.6, below 5, so fat 5, protein 35.
      expect(rebalanceMacros(ratios(50, 45, 5), 'carbs', 60, [])).toEqual(ratios(35, 60, 5))
      // Fat to 5 leaves 95: protein's share 63.3 is above 50, so protein 50 and carbs 45.
      expect(rebalanceMacros(ratios(20, 10, 70), 'fat', 5, [])).toEqual(ratios(50, 45, 5))
    })

    it.each([
      ['protein above 50', 'protein', 80, ratios(50, 36, 14)],
      ['protein below 10', 'protein', 0, ratios(10, 64, 26)],
      ['carbs above 70', 'carbs', 100, ratios(18, 70, 12)],
      ['carbs below 5', 'carbs', -20, ratios(50, 5, 45)],
      ['fat above 70', 'fat', 95, ratios(11, 19, 70)],
      ['fat below 5', 'fat', 1, ratios(36, 59, 5)],
    ] as const)('clamps %s to its slider range', (_case, moved, value, expected) => {
      const next = rebalanceMacros(ratios(30, 50, 20), moved, value, [])
      expect(next).toEqual(expected)
      expect(total(next)).toBe(100)
    })
  })

  describe('with one macro locked, the moved one and the free one split what is left', () => {
    it.each([
      ['fat locked, protein up', ratios(30, 50, 20), 'protein', 40, ['fat'], ratios(40, 40, 20)],
      ['fat locked, carbs down', ratios(30, 50, 20), 'carbs', 35, ['fat'], ratios(45, 35, 20)],
      ['carbs locked, protein up', ratios(30, 50, 20), 'protein', 45, ['carbs'], ratios(45, 50, 5)],
      ['protein locked, fat up', ratios(30, 50, 20), 'fat', 35, ['protein'], ratios(30, 35, 35)],
      ['protein locked, carbs up', ratios(30, 50, 20), 'carbs', 62, ['protein'], ratios(30, 62, 8)],
    ] as const)('%s', (_case, current, moved, value, locked, expected) => {
      const next = rebalanceMacros(current, moved, value, locked)
      expect(next).toEqual(expected)
      expect(total(next)).toBe(100)
    })

    it.each([
      // Carbs locked at 50: protein can go up to 45 (fat ≥ 5) and down to 10.
      ['carbs locked, protein to 48', ratios(30, 50, 20), 'protein', 48, ['carbs'], ratios(45, 50, 5)],
      ['carbs locked, protein to 5', ratios(30, 50, 20), 'protein', 5, ['carbs'], ratios(10, 50, 40)],
      // Protein locked at 30: carbs can go up to 65 (fat ≥ 5) and down to 5 (fat 65 ≤ 70).
      ['protein locked, carbs to 70', ratios(30, 50, 20), 'carbs', 70, ['protein'], ratios(30, 65, 5)],
      ['protein locked, carbs to 0', ratios(30, 50, 20), 'carbs', 0, ['protein'], ratios(30, 5, 65)],
      // Fat locked at 10: protein can go down only to 20 (carbs ≤ 70).
      ['fat locked, protein to 10', ratios(30, 60, 10), 'protein', 10, ['fat'], ratios(20, 70, 10)],
    ] as const)('stops at the limits: %s', (_case, current, moved, value, locked, expected) => {
      expect(rebalanceMacros(current, moved, value, locked)).toEqual(expected)
    })

    it('does not move the locked slider', () => {
      expect(rebalanceMacros(ratios(30, 50, 20), 'fat', 40, ['fat'])).toEqual(ratios(30, 50, 20))
    })
  })

  describe('with two macros locked, the third is disabled', () => {
    it.each([
      ['protein', ['carbs', 'fat']],
      ['carbs', ['protein', 'fat']],
      ['fat', ['protein', 'carbs']],
      ['fat', ['fat', 'carbs']],
    ] as const)('moving %s with %j locked changes nothing', (moved, locked) => {
      expect(rebalanceMacros(ratios(30, 50, 20), moved, 45, locked)).toEqual(ratios(30, 50, 20))
    })
  })

  it('changes nothing for a value that is not a number', () => {
    expect(rebalanceMacros(ratios(30, 50, 20), 'protein', Number.NaN, [])).toEqual(ratios(30, 50, 20))
  })

  it('changes nothing when locked values leave no room within the limits', () => {
    // Saved before the limits: carbs locked at 90 leaves 10 for protein (≥ 10) and fat (≥ 5).
    expect(rebalanceMacros(ratios(5, 90, 5), 'protein', 20, ['carbs'])).toEqual(ratios(5, 90, 5))
  })

  it('always adds up to 100 within the limits from any valid start', () => {
    const macros: Macro[] = ['protein', 'carbs', 'fat']
    const starts = [ratios(30, 50, 20), ratios(10, 70, 20), ratios(50, 45, 5), ratios(25, 5, 70), ratios(40, 30, 30)]
    for (const start of starts) {
      for (const moved of macros) {
        for (const locked of [[], ...macros.filter((m) => m !== moved).map((m) => [m])] as Macro[][]) {
          for (let value = -5; value <= 105; value += 5) {
            const next = rebalanceMacros(start, moved, value, locked)
            expect(total(next)).toBe(100)
            expect(next.protein).toBeGreaterThanOrEqual(10)
            expect(next.protein).toBeLessThanOrEqual(50)
            for (const macro of ['carbs', 'fat'] as const) {
              expect(next[macro]).toBeGreaterThanOrEqual(5)
              expect(next[macro]).toBeLessThanOrEqual(70)
            }
            for (const macro of locked) expect(next[macro]).toBe(start[macro])
          }
        }
      }
    }
  })
})

describe('notes on unusual ratios (carbs 45-65 %, fat 20-35 %, protein 10-35 %)', () => {
  it('says nothing when every ratio is usual, boundaries included', () => {
    expect(macroRatioNotes(ratios(30, 50, 20))).toEqual([])
    expect(macroRatioNotes(ratios(35, 45, 20))).toEqual([])
    expect(macroRatioNotes(ratios(10, 65, 25))).toEqual([])
    expect(macroRatioNotes(ratios(20, 45, 35))).toEqual([])
  })

  it.each([
    [ratios(36, 44, 20), ['protein', 'carbs']],
    [ratios(9, 65, 26), ['protein']],
    [ratios(30, 66, 4), ['carbs', 'fat']],
    [ratios(30, 34, 36), ['carbs', 'fat']],
    [ratios(30, 51, 19), ['fat']],
  ])('%j → notes on %j', (split, macros) => {
    expect(macroRatioNotes(split).map((note) => note.macro)).toEqual(macros)
  })

  it('words the note gently with the usual range', () => {
    expect(macroRatioNotes(ratios(50, 30, 20))).toEqual([
      {
        macro: 'protein',
        ratio: 50,
        usual: { min: 10, max: 35 },
        message:
          'Protein at 50% is above the usual 10–35% of energy. That can be fine for you; a dietitian can help you decide.',
      },
      {
        macro: 'carbs',
        ratio: 30,
        usual: { min: 45, max: 65 },
        message:
          'Carbs at 30% is below the usual 45–65% of energy. That can be fine for you; a dietitian can help you decide.',
      },
    ])
  })
})
