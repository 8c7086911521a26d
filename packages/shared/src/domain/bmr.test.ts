import { describe, expect, it } from 'vitest'
import { activityMultiplier, ageOn, bmrFromImperial, mifflinStJeorBmr } from './bmr'

describe('age on a day', () => {
  it.each([
    ['2000-06-15', '2026-06-14', 25],
    ['2000-06-15', '2026-06-15', 26],
    ['2000-06-15', '2026-06-16', 26],
    ['2000-12-31', '2026-01-01', 25],
    ['2013-11-24', '2026-11-24', 13],
    ['2013-11-25', '2026-11-24', 12],
    ['2008-11-24', '2026-11-24', 18],
    ['2008-11-25', '2026-11-24', 17],
    ['2026-11-24', '2026-11-24', 0],
    ['1900-01-01', '2026-11-24', 126],
    // Born on 29 February: a year older on 1 March in common years, on 29 February in leap years.
    ['2004-02-29', '2026-02-28', 21],
    ['2004-02-29', '2026-03-01', 22],
    ['2004-02-29', '2028-02-29', 24],
  ])('born %s is %d on %s', (birthday, today, age) => {
    expect(ageOn(birthday, today)).toBe(age)
  })

  it.each([
    [null, '2026-11-24'],
    [undefined, '2026-11-24'],
    ['', '2026-11-24'],
    ['2000-02-30', '2026-11-24'],
    ['15/06/2000', '2026-11-24'],
    ['2026-11-25', '2026-11-24'],
    ['2000-06-15', 'today'],
  ])('is unknown for birthday %s on %s', (birthday, today) => {
    expect(ageOn(birthday, today)).toBeNull()
  })
})

// Reference people computed with the published equation of Mifflin MD, St Jeor ST, Hill LA, Scott BJ,
// Daugherty SA, Koh YO. "A new predictive equation for resting energy expenditure in healthy
// individuals." Am J Clin Nutr 1990;51(2):241-247: 10 × kg + 6.25 × cm − 5 × y + 5 (men) / − 161 (women).
describe('Mifflin-St Jeor BMR', () => {
  it.each([
    // 10 × 80 + 6.25 × 180 − 5 × 25 + 5 = 800 + 1125 − 125 + 5
    ['man, 25 y, 80 kg, 180 cm', { sex: 'male', weightKg: 80, heightCm: 180, ageYears: 25 }, 1805],
    // 10 × 65 + 6.25 × 165 − 5 × 30 − 161 = 650 + 1031.25 − 150 − 161
    ['woman, 30 y, 65 kg, 165 cm', { sex: 'female', weightKg: 65, heightCm: 165, ageYears: 30 }, 1370.25],
    // 10 × 60 + 6.25 × 160 − 5 × 20 − 161 = 600 + 1000 − 100 − 161
    ['woman, 20 y, 60 kg, 160 cm', { sex: 'female', weightKg: 60, heightCm: 160, ageYears: 20 }, 1339],
    // 10 × 100 + 6.25 × 190 − 5 × 50 + 5 = 1000 + 1187.5 − 250 + 5
    ['man, 50 y, 100 kg, 190 cm', { sex: 'male', weightKg: 100, heightCm: 190, ageYears: 50 }, 1942.5],
  ] as const)('%s → %d kcal/day', (_person, input, expected) => {
    expect(mifflinStJeorBmr(input)).toBeCloseTo(expected, 9)
  })

  it('differs by 166 kcal between men and women of the same build', () => {
    const body = { weightKg: 70, heightCm: 175, ageYears: 40 }
    expect(mifflinStJeorBmr({ sex: 'male', ...body }) - mifflinStJeorBmr({ sex: 'female', ...body })).toBe(166)
  })

  // The same reference people as the profile stores them (lbs to 1 decimal, whole inches): within ±1 kcal.
  it.each([
    // 65 kg = 143.3 lbs; 165 cm ≈ 65 in (165.1 cm)
    ['woman, 30 y, 143.3 lbs, 65 in', { sex: 'female', weightLbs: 143.3, heightInches: 65, ageYears: 30 }, 1370.25],
    // 90.7 kg = 200 lbs; 182.9 cm = 72 in: 907 + 1143.125 − 200 + 5
    ['man, 40 y, 200 lbs, 72 in', { sex: 'male', weightLbs: 200, heightInches: 72, ageYears: 40 }, 1855.125],
    // 60 kg = 132.3 lbs; 160 cm ≈ 63 in (160.02 cm)
    ['woman, 20 y, 132.3 lbs, 63 in', { sex: 'female', weightLbs: 132.3, heightInches: 63, ageYears: 20 }, 1339],
    // 100 kg = 220.5 lbs; 190.5 cm = 75 in: 1000 + 1190.625 − 250 + 5
    ['man, 50 y, 220.5 lbs, 75 in', { sex: 'male', weightLbs: 220.5, heightInches: 75, ageYears: 50 }, 1945.625],
  ] as const)('%s → %d kcal/day ± 1', (_person, input, expected) => {
    expect(Math.abs(bmrFromImperial(input) - expected)).toBeLessThanOrEqual(1)
  })
})

describe('activity multiplier (docs/product.md#enumerations)', () => {
  it.each([
    ['sedentary', 1.2],
    ['light', 1.375],
    ['moderate', 1.55],
    ['high', 1.725],
    ['extreme', 1.9],
  ])('%s → %d', (level, multiplier) => {
    expect(activityMultiplier(level)).toBe(multiplier)
  })

  // Only canonical names: the profile schema turns the alias `very` into `high` before anything is stored.
  it.each([null, undefined, '', 'very', 'Moderate', 'toString', 'constructor'])('is unknown for %j', (level) => {
    expect(activityMultiplier(level)).toBeUndefined()
  })
})
