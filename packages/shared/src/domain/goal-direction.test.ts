import { describe, expect, it } from 'vitest'
import {
  dailyKcalForRate,
  estimatedTimeToGoal,
  GOAL_RATE_OPTIONS,
  goalAdjustmentKcal,
  goalDirection,
  goalRateLbsPerWeek,
} from './goal-direction'
import { goalLineText, lbsPerWeekText, suggestedGoalRate } from './goal-text'

describe('goal direction (docs/product.md#profile-cards: more than 1 lb above gains, more than 1 lb below loses)', () => {
  it.each([
    [150, 151.1, 'gain'],
    [150, 151, 'maintain'],
    [150, 150.9, 'maintain'],
    [150, 150, 'maintain'],
    [150, 149.1, 'maintain'],
    [150, 149, 'maintain'],
    [150, 148.9, 'lose'],
    [149.1, 150.1, 'maintain'],
    [149.1, 150.2, 'gain'],
    [150.1, 149.1, 'maintain'],
    [150.2, 149.1, 'lose'],
    [500, 50, 'lose'],
    [50, 500, 'gain'],
  ])('weight %d, goal %d → %s', (weightLbs, goalLbs, direction) => {
    expect(goalDirection(weightLbs, goalLbs)).toBe(direction)
  })

  it.each([
    [null, 150],
    [150, null],
    [undefined, 150],
    [Number.NaN, 150],
  ])('is unknown for weight %s and goal %s', (weightLbs, goalLbs) => {
    expect(goalDirection(weightLbs, goalLbs)).toBeNull()
  })
})

describe('goal rate in lbs per week (docs/product.md#enumerations)', () => {
  it.each([
    ['slow', undefined, 0.5],
    ['moderate', undefined, 1],
    ['fast', undefined, 1.5],
    ['maintain', undefined, 0],
    ['slow', 3, 0.5],
    ['custom', 0.1, 0.1],
    ['custom', 2.5, 2.5],
    ['custom', 10, 10],
  ])('%s (custom %s) → %d', (rate, custom, expected) => {
    expect(goalRateLbsPerWeek(rate, custom)).toBe(expected)
  })

  it.each([
    ['custom', null],
    ['custom', undefined],
    ['custom', 0],
    ['custom', 0.09],
    ['custom', 10.1],
    ['custom', -1],
    ['custom', Number.NaN],
    ['quick', undefined],
    ['toString', undefined],
    [null, undefined],
    ['', undefined],
  ])('is unknown for %j with custom rate %s', (rate, custom) => {
    expect(goalRateLbsPerWeek(rate, custom)).toBeUndefined()
  })
})

describe('calorie adjustment (docs/product.md#constants: 3500 × lbs per week ÷ 7, rounded)', () => {
  it.each([
    [0.1, 50],
    [0.3, 150],
    [0.5, 250],
    [0.7, 350],
    [1, 500],
    [1.3, 650],
    [1.5, 750],
    [2, 1000],
    [10, 5000],
    [0.25, 125],
    [0.123, 62],
  ])('%d lbs per week → %d kcal per day', (lbsPerWeek, kcal) => {
    expect(dailyKcalForRate(lbsPerWeek)).toBe(kcal)
  })

  it.each([
    ['lose', 1, -500],
    ['gain', 1, 500],
    ['maintain', 1, 0],
    ['lose', 0.5, -250],
    ['gain', 1.5, 750],
    ['lose', 0, 0],
    ['lose', 0.123, -62],
  ] as const)('%s at %d lbs per week → %d', (direction, lbsPerWeek, kcal) => {
    expect(goalAdjustmentKcal(direction, lbsPerWeek)).toBe(kcal)
  })

  it('offers 0.5, 1 and 1.5 lbs per week as about 250, 500 and 750 kcal per day', () => {
    expect(GOAL_RATE_OPTIONS).toEqual([
      { rate: 'slow', lbsPerWeek: 0.5, kcalPerDay: 250 },
      { rate: 'moderate', lbsPerWeek: 1, kcalPerDay: 500 },
      { rate: 'fast', lbsPerWeek: 1.5, kcalPerDay: 750 },
    ])
  })
})

describe('estimated time to goal (docs/product.md#constants: days under a week, else whole weeks rounded up)', () => {
  it.each([
    [150, 140, 1, { unit: 'weeks', value: 10 }],
    [150, 140.5, 1, { unit: 'weeks', value: 10 }],
    [150, 139.5, 1, { unit: 'weeks', value: 11 }],
    [140, 150, 0.5, { unit: 'weeks', value: 20 }],
    [150, 149, 1, { unit: 'weeks', value: 1 }],
    [150, 149.1, 1, { unit: 'days', value: 7 }],
    [150, 149.5, 1, { unit: 'days', value: 4 }],
    [150, 149.9, 1, { unit: 'days', value: 1 }],
    [150, 148.5, 1.5, { unit: 'weeks', value: 1 }],
    [150, 148.6, 1.5, { unit: 'days', value: 7 }],
    [150, 148.9, 0.1, { unit: 'weeks', value: 11 }],
    [150, 149.3, 0.1, { unit: 'weeks', value: 7 }],
    [150, 100, 10, { unit: 'weeks', value: 5 }],
    [150, 149, 10, { unit: 'days', value: 1 }],
  ])('from %d to %d at %d lbs per week → %j', (weightLbs, goalLbs, rate, expected) => {
    expect(estimatedTimeToGoal(weightLbs, goalLbs, rate)).toEqual(expected)
  })

  it.each([
    [150, 150, 1],
    [150, 140, 0],
    [150, 140, -1],
    [null, 140, 1],
    [150, undefined, 1],
    [150, 140, null],
  ])('is unknown from %s to %s at %s lbs per week', (weightLbs, goalLbs, rate) => {
    expect(estimatedTimeToGoal(weightLbs, goalLbs, rate)).toBeNull()
  })
})

describe('the suggested rate and the goal in words', () => {
  it.each([
    ['lose', 'moderate'],
    ['gain', 'slow'],
    ['maintain', null],
    [null, null],
  ] as const)('suggests %s → %s', (direction, rate) => {
    expect(suggestedGoalRate(direction)).toBe(rate)
  })

  it('suggests one of the product’s suggested rates, 0.5 or 1 lb a week (docs/product.md#enumerations)', () => {
    for (const direction of ['lose', 'gain'] as const) {
      expect([0.5, 1]).toContain(goalRateLbsPerWeek(suggestedGoalRate(direction)))
    }
  })

  it.each([
    [1, '1 lb per week'],
    [0.5, '0.5 lbs per week'],
    [1.5, '1.5 lbs per week'],
    [2, '2 lbs per week'],
  ])('writes %d as "%s"', (lbs, text) => {
    expect(lbsPerWeekText(lbs)).toBe(text)
  })

  it.each([
    [{ weight: 150, weight_goal: 140, weight_goal_rate: 'moderate' }, 'lose', 'Losing weight at 1 lb per week'],
    [{ weight: 150, weight_goal: 160, weight_goal_rate: 'slow' }, 'gain', 'Gaining weight at 0.5 lbs per week'],
    [
      { weight: 150, weight_goal: 140, weight_goal_rate: 'custom', weight_goal_custom_rate: 0.8 },
      'lose',
      'Losing weight at 0.8 lbs per week',
    ],
    [
      { weight: 150, weight_goal: 140, weight_goal_rate: null },
      'lose',
      'Losing weight (not applied yet: no rate chosen)',
    ],
    [
      { weight: 150, weight_goal: 140, weight_goal_rate: 'maintain' },
      'lose',
      'Losing weight (not applied yet: no rate chosen)',
    ],
    [{ weight: 150, weight_goal: 150.5, weight_goal_rate: 'maintain' }, 'maintain', 'Maintaining weight'],
    [{ weight: 150, weight_goal: null, weight_goal_rate: null }, 'maintain', 'Not set'],
  ] as const)('the goal line of %o (%s) is "%s"', (profile, direction, text) => {
    expect(goalLineText(profile, direction)).toBe(text)
  })
})
