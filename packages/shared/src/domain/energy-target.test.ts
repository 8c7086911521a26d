import { describe, expect, it } from 'vitest'
import { blankProfile, type Profile } from '../schemas/profile'
import { type EnergyProfile, energyTarget } from './energy-target'

const TODAY = '2026-11-24'

// Reference people, with the published Mifflin-St Jeor equation (Mifflin MD, St Jeor ST et al., Am J
// Clin Nutr 1990;51(2):241-247) worked in metric; the profile stores lbs and whole inches, so the
// targets are compared to ±1 kcal.
// A man of 40 (born 1986-11-24), 90.7 kg = 200 lbs, 182.9 cm = 72 in:
// 10 × 90.7 + 6.25 × 182.88 − 5 × 40 + 5 = 1855.1 kcal/day.
const man: EnergyProfile = { sex: 'male', birthday: '1986-11-24', height: 72, weight: 200, activity_level: 'moderate' }
const MAN_BMR = 1855.1
// A woman of 30 (born 1996-11-24), 65 kg = 143.3 lbs, 165.1 cm = 65 in:
// 10 × 65 + 6.25 × 165.1 − 5 × 30 − 161 = 1370.875 kcal/day.
const woman: EnergyProfile = {
  sex: 'female',
  birthday: '1996-11-24',
  height: 65,
  weight: 143.3,
  activity_level: 'moderate',
}
const WOMAN_BMR = 1370.875

const within = (actual: number | null, expected: number, tolerance = 1) => {
  expect(actual).not.toBeNull()
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(tolerance)
}

describe('energy target of reference people', () => {
  it.each([
    ['sedentary', 1.2],
    ['light', 1.375],
    ['moderate', 1.55],
    ['high', 1.725],
    ['extreme', 1.9],
  ])('a man, %s (× %d)', (activity_level, multiplier) => {
    const result = energyTarget({ ...man, activity_level, weight_goal_type: 'maintain' }, TODAY)
    within(result.bmr, MAN_BMR)
    expect(result.activity_multiplier).toBe(multiplier)
    within(result.energy_target, MAN_BMR * multiplier)
    expect(result.energy_target).toBe(result.maintenance)
    expect(result.goal_adjustment).toBe(0)
    expect(result.floor_applied).toBe(false)
    expect(result.missing).toEqual([])
    expect(result.defaulted).toEqual(['macro_ratios'])
  })

  it.each([
    ['sedentary', 1.2],
    ['light', 1.375],
    ['moderate', 1.55],
    ['high', 1.725],
    ['extreme', 1.9],
  ])('a woman, %s (× %d)', (activity_level, multiplier) => {
    const result = energyTarget({ ...woman, activity_level }, TODAY)
    within(result.bmr, WOMAN_BMR)
    within(result.energy_target, WOMAN_BMR * multiplier)
    expect(result.floor_kcal).toBe(1200)
  })

  it.each([
    ['maintain', 'maintain', null, 0],
    ['lose', 'slow', null, -250],
    ['lose', 'moderate', null, -500],
    ['lose', 'fast', null, -750],
    ['lose', 'custom', 2, -1000],
    ['gain', 'slow', null, 250],
    ['gain', 'moderate', null, 500],
    ['gain', 'fast', null, 750],
    ['gain', 'custom', 0.3, 150],
    ['maintain', 'fast', null, 0],
    ['lose', 'maintain', null, 0],
  ])('a moderately active man: %s at %s (custom %s) → %d kcal', (type, rate, custom, adjustment) => {
    const result = energyTarget(
      { ...man, weight_goal_type: type, weight_goal_rate: rate, weight_goal_custom_rate: custom },
      TODAY,
    )
    expect(result.goal_direction).toBe(type)
    expect(result.goal_adjustment).toBe(adjustment)
    within(result.energy_target, MAN_BMR * 1.55 + adjustment)
    expect(result.energy_target).toBe((result.maintenance ?? 0) + adjustment)
  })

  it('gives macro grams of the target at the saved ratios (4/4/9 kcal per gram)', () => {
    const result = energyTarget({ ...man, protein_ratio: 25, carb_ratio: 45, fat_ratio: 30 }, TODAY)
    const target = result.energy_target ?? 0
    expect(result.macro_ratios).toEqual({ protein: 25, carbs: 45, fat: 30 })
    expect(result.macro_grams).toEqual({
      protein: Math.round((target * 0.25) / 4),
      carbs: Math.round((target * 0.45) / 4),
      fat: Math.round((target * 0.3) / 9),
    })
    // ≈ 2876 kcal: 180 g protein, 324 g carbs, 96 g fat.
    within(result.macro_grams?.protein ?? 0, 180)
    within(result.macro_grams?.carbs ?? 0, 324)
    within(result.macro_grams?.fat ?? 0, 96)
    expect(result.defaulted).toEqual([])
  })
})

describe('safety floor (1,200 kcal for women, 1,500 for men)', () => {
  // A sedentary woman of 30, 125 lbs, 60 in: 10 × 56.70 + 6.25 × 152.4 − 150 − 161 = 1208.5 kcal BMR,
  // × 1.2 = 1450 kcal maintenance.
  const small: EnergyProfile = {
    sex: 'female',
    birthday: '1996-11-24',
    height: 60,
    weight: 125,
    activity_level: 'sedentary',
  }

  it('leaves a target exactly at the floor alone', () => {
    const result = energyTarget({ ...small, weight_goal_type: 'lose', weight_goal_rate: 'slow' }, TODAY)
    expect(result.maintenance).toBe(1450)
    expect(result.energy_target).toBe(1200)
    expect(result.floor_applied).toBe(false)
  })

  it('raises a woman’s target below 1,200 to 1,200 and says so', () => {
    const result = energyTarget({ ...small, weight_goal_type: 'lose', weight_goal_rate: 'moderate' }, TODAY)
    expect(result.goal_adjustment).toBe(-500)
    expect(result.energy_target).toBe(1200)
    expect(result.floor_applied).toBe(true)
    expect(result.macro_grams).toEqual({ protein: 90, carbs: 150, fat: 27 })
  })

  it('raises a man’s target below 1,500 to 1,500', () => {
    const result = energyTarget(
      {
        ...man,
        activity_level: 'sedentary',
        weight_goal_type: 'lose',
        weight_goal_rate: 'custom',
        weight_goal_custom_rate: 10,
      },
      TODAY,
    )
    expect(result.goal_adjustment).toBe(-5000)
    expect(result.energy_target).toBe(1500)
    expect(result.floor_applied).toBe(true)
    expect(result.floor_kcal).toBe(1500)
  })

  it('uses the men’s floor when the sex is not set (docs/product.md#constants default male)', () => {
    const { sex: _sex, ...unset } = small
    const result = energyTarget({ ...unset, weight_goal_type: 'lose', weight_goal_rate: 'fast' }, TODAY)
    expect(result.sex).toBe('male')
    expect(result.defaulted).toContain('sex')
    expect(result.energy_target).toBe(1500)
    expect(result.floor_applied).toBe(true)
  })

  it('applies to a maintenance target too', () => {
    // A sedentary 13-year-old girl, 60 lbs, 50 in: far below 1,200 kcal at maintenance.
    const child = { sex: 'female', birthday: '2013-11-24', height: 50, weight: 60, activity_level: 'sedentary' }
    const result = energyTarget(child, TODAY)
    expect(result.maintenance).toBeLessThan(1200)
    expect(result.energy_target).toBe(1200)
    expect(result.floor_applied).toBe(true)
  })
})

describe('under 18: no weight-loss deficit', () => {
  const teen = (birthday: string): EnergyProfile => ({
    sex: 'female',
    birthday,
    height: 64,
    weight: 150,
    activity_level: 'high',
    weight_goal_type: 'lose',
    weight_goal_rate: 'moderate',
  })

  it.each([
    ['13', '2013-11-24', true],
    ['17, a day before turning 18', '2008-11-25', true],
    ['18 today', '2008-11-24', false],
    ['19', '2007-06-01', false],
  ])('at %s (born %s) the deficit is left out: %s', (_age, birthday, leftOut) => {
    const result = energyTarget(teen(birthday), TODAY)
    expect(result.under_18_no_deficit).toBe(leftOut)
    expect(result.goal_adjustment).toBe(leftOut ? 0 : -500)
    expect(result.energy_target).toBe((result.maintenance ?? 0) + result.goal_adjustment)
  })

  it('still allows a gain', () => {
    const result = energyTarget({ ...teen('2010-05-05'), weight_goal_type: 'gain', weight_goal_rate: 'slow' }, TODAY)
    expect(result.age).toBe(16)
    expect(result.under_18_no_deficit).toBe(false)
    expect(result.goal_adjustment).toBe(250)
  })

  it('says nothing when a minor is maintaining', () => {
    const result = energyTarget({ ...teen('2010-05-05'), weight_goal_type: 'maintain' }, TODAY)
    expect(result.under_18_no_deficit).toBe(false)
    expect(result.goal_adjustment).toBe(0)
  })
})

describe('incomplete profiles (never throws; answers what it can)', () => {
  it('lists what is missing and the defaults used for an empty profile', () => {
    expect(energyTarget({}, TODAY)).toEqual({
      energy_target: null,
      bmr: null,
      maintenance: null,
      activity_level: 'moderate',
      activity_multiplier: 1.55,
      goal_direction: 'maintain',
      goal_adjustment: 0,
      floor_applied: false,
      floor_kcal: 1500,
      under_18_no_deficit: false,
      age: null,
      sex: 'male',
      macro_ratios: { protein: 30, carbs: 50, fat: 20 },
      macro_grams: null,
      missing: ['birthday', 'height', 'weight'],
      defaulted: ['sex', 'activity_level', 'macro_ratios'],
    })
  })

  it('reads a profile as GET /api/profile sends it', () => {
    const profile: Profile = {
      ...blankProfile('Sam'),
      sex: 'female',
      birthday: '1996-11-24',
      height: 65,
      weight: 143.3,
    }
    const result = energyTarget(profile, TODAY)
    within(result.energy_target, WOMAN_BMR * 1.55)
    expect(energyTarget(blankProfile('Sam'), TODAY).missing).toEqual(['birthday', 'height', 'weight'])
  })

  it.each([
    ['birthday', { birthday: null }, ['birthday']],
    ['an impossible birthday', { birthday: '1990-02-30' }, ['birthday']],
    ['a birthday after today', { birthday: '2026-11-25' }, ['birthday']],
    ['height', { height: null }, ['height']],
    ['a zero height', { height: 0 }, ['height']],
    ['weight', { weight: undefined }, ['weight']],
    ['a negative weight', { weight: -5 }, ['weight']],
    ['a weight that is not a number', { weight: Number.NaN }, ['weight']],
  ])('without %s there is no target', (_case, change, missing) => {
    const result = energyTarget({ ...man, ...change }, TODAY)
    expect(result.energy_target).toBeNull()
    expect(result.bmr).toBeNull()
    expect(result.macro_grams).toBeNull()
    expect(result.missing).toEqual(missing)
  })

  it('uses the moderate activity level when none (or an unknown one) is set', () => {
    for (const activity_level of [null, undefined, 'lazy']) {
      const result = energyTarget({ ...man, activity_level }, TODAY)
      expect(result.activity_level).toBe('moderate')
      expect(result.activity_multiplier).toBe(1.55)
      expect(result.defaulted).toContain('activity_level')
      within(result.energy_target, MAN_BMR * 1.55)
    }
  })

  it('uses male for a missing sex, and says so', () => {
    const result = energyTarget({ ...man, sex: null }, TODAY)
    expect(result.sex).toBe('male')
    expect(result.defaulted).toEqual(['sex', 'macro_ratios'])
    within(result.energy_target, MAN_BMR * 1.55)
  })

  it('answers the maintenance target and names the missing rate when losing without one', () => {
    const result = energyTarget({ ...man, weight_goal_type: 'lose', weight_goal_rate: null }, TODAY)
    expect(result.goal_adjustment).toBe(0)
    expect(result.energy_target).toBe(result.maintenance)
    expect(result.missing).toEqual(['weight_goal_rate'])
  })

  it('names the missing custom rate', () => {
    const result = energyTarget({ ...man, weight_goal_type: 'gain', weight_goal_rate: 'custom' }, TODAY)
    expect(result.goal_adjustment).toBe(0)
    expect(result.missing).toEqual(['weight_goal_custom_rate'])
  })

  it.each([
    [210, 'gain', 500],
    [190, 'lose', -500],
    [201, 'maintain', 0],
    [198.9, 'lose', -500],
    [null, 'maintain', 0],
  ] as const)(
    'without a saved goal type, a goal weight of %s (from 200 lbs) gives %s',
    (weight_goal, direction, adjustment) => {
      const result = energyTarget({ ...man, weight_goal, weight_goal_rate: 'moderate' }, TODAY)
      expect(result.goal_direction).toBe(direction)
      expect(result.goal_adjustment).toBe(adjustment)
    },
  )

  it.each([
    [{ sex: 'other', birthday: 12, height: '70', weight: {}, activity_level: 7, weight_goal_type: 'shrink' }],
    [{ protein_ratio: Number.POSITIVE_INFINITY, weight_goal_rate: 'custom', weight_goal_custom_rate: -3 }],
  ])('does not throw on values of the wrong kind: %j', (profile) => {
    expect(() => energyTarget(profile as unknown as EnergyProfile, TODAY)).not.toThrow()
    expect(energyTarget(profile as unknown as EnergyProfile, TODAY).energy_target).toBeNull()
  })
})
