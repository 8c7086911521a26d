import { describe, expect, it } from 'vitest'
import { FavouriteCreateSchema } from './favourites'
import { PlateItemInputSchema } from './plates'

describe('FavouriteCreateSchema', () => {
  it('trims the hall and the name', () => {
    expect(FavouriteCreateSchema.parse({ dining_hall: ' North Commons ', name: ' Tikka ' })).toEqual({
      dining_hall: 'North Commons',
      name: 'Tikka',
    })
  })

  it.each([
    [{ dining_hall: 'North', name: '' }, 'Must not be empty'],
    [{ dining_hall: 'North', name: 'x'.repeat(201) }, 'Must be at most 200 characters'],
    [{ dining_hall: 'North', name: 42 }, 'Must be text'],
    [{ dining_hall: 'North', name: 'Tikka', id: 'row-1' }, undefined],
    [{ name: 'Tikka' }, 'Must be text'],
  ])('refuses %j', (input, message) => {
    const result = FavouriteCreateSchema.safeParse(input)
    expect(result.success).toBe(false)
    if (message) expect(result.error?.issues.map((issue) => issue.message)).toContain(message)
  })
})

describe('a repeated plate line', () => {
  it('may name the day it was repeated from', () => {
    expect(PlateItemInputSchema.parse({ food_id: 'tofu', quantity: 1, from_date: '2025-07-19' })).toMatchObject({
      from_date: '2025-07-19',
    })
  })

  it('refuses a day that is not on the calendar', () => {
    expect(PlateItemInputSchema.safeParse({ food_id: 'tofu', quantity: 1, from_date: '2025-02-30' }).success).toBe(
      false,
    )
  })
})
