// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildFoodItem } from '@/test/factories'
import { groupByStation, searchFoods } from './stations'

describe('groupByStation', () => {
  it('groups by station id and keeps menu order of stations and items', () => {
    const a = buildFoodItem({ station: 'Grill', station_id: 'grill' })
    const b = buildFoodItem({ station: 'Salad Bar', station_id: 'salad' })
    const c = buildFoodItem({ station: 'Grill', station_id: 'grill' })
    expect(groupByStation([a, b, c])).toEqual([
      { id: 'grill', name: 'Grill', items: [a, c] },
      { id: 'salad', name: 'Salad Bar', items: [b] },
    ])
  })
})

describe('searchFoods', () => {
  const soup = buildFoodItem({ name: 'Tomato Soup', station: 'Soups', ingredients: ['tomato', 'basil'] })
  const burger = buildFoodItem({ name: 'Veggie Burger', station: 'Grill', ingredients: ['black beans'] })

  it('matches the name in any case', () => {
    expect(searchFoods([soup, burger], 'tomato SOUP')).toEqual([soup])
  })

  it('matches the station and the ingredients', () => {
    expect(searchFoods([soup, burger], 'grill')).toEqual([burger])
    expect(searchFoods([soup, burger], 'basil')).toEqual([soup])
  })

  it('returns every item for a blank query', () => {
    expect(searchFoods([soup, burger], '   ')).toEqual([soup, burger])
  })
})
