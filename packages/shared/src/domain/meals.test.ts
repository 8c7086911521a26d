import { describe, expect, it } from 'vitest'
import {
  compareMeals,
  DEFAULT_SERVING_WINDOWS,
  defaultMeal,
  defaultServingWindow,
  isNowServing,
  minutesOfDay,
  sortMeals,
  summarizeMeals,
} from './meals'

describe('default meal by local hour (docs/product.md#menu-selection)', () => {
  const all = ['Breakfast', 'Lunch', 'Dinner']
  it.each([
    [0, 'Breakfast'],
    [9, 'Breakfast'],
    [10, 'Lunch'],
    [14, 'Lunch'],
    [15, 'Dinner'],
    [23, 'Dinner'],
  ])('at hour %i picks %s', (hour, expected) => {
    expect(defaultMeal(all, hour)).toBe(expected)
  })

  it('falls back to Everyday when the hour’s meal is not offered', () => {
    expect(defaultMeal(['Lunch', 'Everyday'], 8)).toBe('Everyday')
    expect(defaultMeal(['Everyday'], 20)).toBe('Everyday')
  })

  it('takes the only meal when just one is offered', () => {
    expect(defaultMeal(['Brunch'], 8)).toBe('Brunch')
    expect(defaultMeal(['Lunch'], 20)).toBe('Lunch')
  })

  it('chooses nothing when neither the hour’s meal, Everyday nor a single meal exists', () => {
    expect(defaultMeal(['Lunch', 'Late Night'], 8)).toBeNull()
    expect(defaultMeal([], 12)).toBeNull()
  })

  it('matches meal names whatever their case and returns the name as given', () => {
    expect(defaultMeal(['BREAKFAST', 'LUNCH'], 7)).toBe('BREAKFAST')
  })
})

describe('Now serving windows (docs/product.md#menu-selection)', () => {
  it('has the product’s windows', () => {
    expect(DEFAULT_SERVING_WINDOWS).toEqual({
      breakfast: { start: '07:00', end: '10:00' },
      lunch: { start: '11:00', end: '15:00' },
      dinner: { start: '17:00', end: '21:00' },
      everyday: { start: '00:00', end: '24:00' },
    })
    expect(defaultServingWindow('Late Night')).toBeNull()
  })

  it.each([
    ['Breakfast', '06:59', false],
    ['Breakfast', '07:00', true],
    ['Breakfast', '09:59', true],
    ['Breakfast', '10:00', false],
    ['Lunch', '10:59', false],
    ['Lunch', '11:00', true],
    ['Lunch', '14:59', true],
    ['Lunch', '15:00', false],
    ['Dinner', '16:59', false],
    ['Dinner', '17:00', true],
    ['Dinner', '20:59', true],
    ['Dinner', '21:00', false],
    ['Everyday', '00:00', true],
    ['Everyday', '23:59', true],
    ['Late Night', '22:00', false],
  ])('%s at %s: %s', (meal, time, expected) => {
    expect(isNowServing(defaultServingWindow(meal), minutesOfDay(time))).toBe(expected)
  })
})

describe('meal order (docs/product.md#menu-selection)', () => {
  it('puts Breakfast, Lunch, Dinner, Everyday first, then the others alphabetically', () => {
    expect(sortMeals(['Late Night', 'Dinner', 'Everyday', 'Brunch', 'Lunch', 'Breakfast'])).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
      'Everyday',
      'Brunch',
      'Late Night',
    ])
  })

  it('ranks standard meals whatever their case', () => {
    expect(compareMeals('dinner', 'LUNCH')).toBeGreaterThan(0)
    expect(sortMeals(['Zebra', 'apple'])).toEqual(['apple', 'Zebra'])
  })
})

describe('hall card summary (docs/product.md#menu-screen)', () => {
  it.each([
    [['Lunch'], { count: 1, shown: ['Lunch'], more: 0 }],
    [['Dinner', 'Breakfast', 'Lunch'], { count: 3, shown: ['Breakfast', 'Lunch', 'Dinner'], more: 0 }],
    [
      ['Late Night', 'Dinner', 'Breakfast', 'Lunch', 'Brunch'],
      { count: 5, shown: ['Breakfast', 'Lunch', 'Dinner'], more: 2 },
    ],
  ])('%j → %j', (meals, expected) => {
    expect(summarizeMeals(meals)).toEqual(expected)
  })
})
