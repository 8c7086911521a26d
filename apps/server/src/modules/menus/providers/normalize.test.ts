import { describe, expect, it } from 'vitest'
import { buildHallDay, buildItem } from '../../../../test/factories'
import { normalizeItem, tidyHallDay, uniqueHallNames } from './normalize'

describe('normalizeItem', () => {
  it('applies the shared value rules to a vendor item', () => {
    expect(
      normalizeItem({
        id: 'i_1',
        name: '  Mac &amp; Cheese ',
        description: '',
        portionSize: ' ',
        labels: ['Halal', 'Vegetarian'],
        allergens: ['Dairy', 'Wheat', 'Sesame*', 'Pork'],
        mayContain: ['Peanuts'],
        ingredients: 'Macaroni (Wheat, Egg), Cheese.',
        nutrients: { protein: 13, calories: 330, saturated_fat: 9, trans_fat: 0.5 },
      }),
    ).toEqual({
      id: 'i_1',
      name: 'Mac & Cheese',
      description: undefined,
      portionSize: '1 serving',
      labels: ['vegetarian', 'Halal', 'contains: pork'],
      allergens: ['milk', 'wheat'],
      mayContain: ['peanuts', 'sesame'],
      ingredients: ['Macaroni (Wheat, Egg)', 'Cheese'],
      nutrients: { calories: 330, protein: 13, saturated_fat: 9, trans_fat: 0.5, saturated_and_trans_fat: 9.5 },
    })
  })

  it.each([[''], ['  '], [null], ['<br>']])('drops an item whose name is %j', (name) => {
    expect(normalizeItem({ id: 'i_1', name, nutrients: {} })).toBeUndefined()
  })
})

describe('tidyHallDay', () => {
  it('merges meals and stations of the same name (any case) and drops empty ones', () => {
    const [a, b, c] = [buildItem(), buildItem(), buildItem()]
    const window = { start: '11:00', end: '15:00' }
    const day = tidyHallDay(
      buildHallDay({
        meals: [
          {
            name: 'Lunch',
            window,
            stations: [
              { name: 'Grill', items: [a] },
              { name: 'Soup', items: [] },
            ],
          },
          { name: 'Breakfast', window, stations: [] },
          {
            name: 'LUNCH ',
            window,
            stations: [
              { name: 'grill', items: [b] },
              { name: 'Deli', items: [c] },
            ],
          },
        ],
      }),
    )
    expect(day.meals.map((m) => [m.name, m.stations.map((s) => [s.name, s.items.map((i) => i.id)])])).toEqual([
      [
        'Lunch',
        [
          ['Grill', [a.id, b.id]],
          ['Deli', [c.id]],
        ],
      ],
    ])
  })

  it('drops a read meal that shares a kept meal’s name, so half of a merged meal is never written', () => {
    const window = { start: '11:00', end: '15:00' }
    const day = tidyHallDay(
      buildHallDay({
        meals: [
          { name: 'Lunch', window, stations: [{ name: 'Grill', items: [buildItem()] }] },
          { name: 'Dinner', window, stations: [{ name: 'Grill', items: [buildItem()] }] },
        ],
        keptMeals: [' lunch ', 'Catering', 'catering'],
      }),
    )
    expect(day.meals.map((m) => m.name)).toEqual(['Dinner'])
    expect(day.keptMeals).toEqual(['lunch', 'Catering', 'Lunch'])
  })
})

describe('uniqueHallNames', () => {
  it('adds the building to a repeated name, or a number when that is not enough', () => {
    expect(
      uniqueHallNames([
        { name: 'Market', building: 'North Tower' },
        { name: 'Market', building: 'South Tower' },
        { name: 'Cafe' },
        { name: 'Cafe' },
        { name: 'Grill', building: 'Union' },
      ]).map((h) => h.name),
    ).toEqual(['Market (North Tower)', 'Market (South Tower)', 'Cafe', 'Cafe (2)', 'Grill'])
  })
})
