import { describe, expect, it } from 'vitest'
import { NUTRIENT_KEYS } from '../constants/nutrient-keys'
import { ISO_DATE_MESSAGE, IsoDateSchema } from './common'
import { AvailableOptionsQuerySchema, FoodItemSchema, FoodsQuerySchema } from './menus'

describe('IsoDateSchema', () => {
  it.each(['2025-07-20', '2024-02-29'])('accepts %s', (date) => {
    expect(IsoDateSchema.parse(date)).toBe(date)
  })

  it.each(['2025-02-30', '2025-7-20', 'today', '', '2025-07-20T00:00:00Z'])('rejects %j', (date) => {
    const result = IsoDateSchema.safeParse(date)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(ISO_DATE_MESSAGE)
  })

  it('rejects a missing date', () => {
    expect(AvailableOptionsQuerySchema.safeParse({}).success).toBe(false)
  })
})

describe('FoodsQuerySchema', () => {
  it('takes a date alone, or with a hall and a meal', () => {
    expect(FoodsQuerySchema.parse({ date: '2025-07-20' })).toEqual({ date: '2025-07-20' })
    expect(FoodsQuerySchema.parse({ date: '2025-07-20', dining_hall: ' North ', meal_name: 'Lunch' })).toEqual({
      date: '2025-07-20',
      dining_hall: 'North',
      meal_name: 'Lunch',
    })
  })

  it.each([
    [{ date: '2025-07-20', dining_hall: '' }],
    [{ date: '2025-07-20', meal_name: 'x'.repeat(201) }],
    [{ dining_hall: 'North', meal_name: 'Lunch' }],
  ])('rejects %j', (query) => {
    expect(FoodsQuerySchema.safeParse(query).success).toBe(false)
  })
})

describe('food items (docs/product.md#food-item)', () => {
  const item = {
    id: 'i_1',
    name: 'Oatmeal',
    labels: ['vegan'],
    allergens: ['wheat'],
    may_contain: [],
    ingredients: ['Oats', 'Water'],
    trackable: true,
    station: 'Bakery',
    station_id: 's_1',
    dining_hall: 'North Commons',
    meal_name: 'Breakfast',
    date: '2025-07-20',
    nutrients: { calories: 150, protein: 5, total_carbohydrates: 27, total_fat: 3 },
  }

  it('defaults the portion size to one serving', () => {
    expect(FoodItemSchema.parse(item).portion_size).toBe('1 serving')
  })

  it('refuses nutrient values that are not numbers', () => {
    expect(FoodItemSchema.safeParse({ ...item, nutrients: { calories: '-' } }).success).toBe(false)
    expect(FoodItemSchema.safeParse({ ...item, nutrients: { calories: -1 } }).success).toBe(false)
  })

  it('has every nutrient field of docs/product.md#food-item', () => {
    expect(NUTRIENT_KEYS).toHaveLength(17)
  })
})
