import { describe, expect, it } from 'vitest'
import { buildFoodItem } from '@/test/factories'
import { customEntryFrom, menuEntryFrom, type PlateState, plateReducer } from './plate-entries'

const empty: PlateState = { date: '2025-07-20', entries: [] }

describe('plate entries', () => {
  it('takes the per-serving macros of a menu item', () => {
    const food = buildFoodItem({
      id: 'f1',
      name: 'Pasta',
      portion_size: '1 bowl',
      nutrients: { calories: 400, protein: 12, total_carbohydrates: 60, total_fat: 9, sodium: 300 },
    })
    expect(menuEntryFrom(food, 1.25)).toEqual({
      kind: 'menu',
      food_id: 'f1',
      name: 'Pasta',
      portion_size: '1 bowl',
      quantity: 1.3,
      calories: 400,
      protein: 12,
      carbs: 60,
      fat: 9,
    })
  })

  it('refuses an item that cannot be tracked (spec §5)', () => {
    expect(menuEntryFrom(buildFoodItem({ trackable: false }), 1)).toBeNull()
  })

  it('adds the quantity when the same food is added again', () => {
    const entry = menuEntryFrom(buildFoodItem({ id: 'f1' }), 1.5)
    if (!entry) throw new Error('trackable')
    const once = plateReducer(empty, { type: 'add', entry })
    const twice = plateReducer(once, { type: 'add', entry: { ...entry, quantity: 0.7 } })
    expect(twice.entries).toHaveLength(1)
    expect(twice.entries[0]?.quantity).toBe(2.2)
  })

  it('removes one entry by key and clears all', () => {
    const meal = {
      id: 'custom-1',
      name: 'Shake',
      portionSize: '1 serving',
      calories: 1,
      protein: 1,
      carbs: 1,
      totalFat: 1,
    }
    const food = menuEntryFrom(buildFoodItem({ id: 'f2' }), 1)
    if (!food) throw new Error('trackable')
    const full = [customEntryFrom(meal), food].reduce(
      (state, entry) => plateReducer(state, { type: 'add', entry }),
      empty,
    )
    expect(plateReducer(full, { type: 'remove', key: 'custom-1' }).entries).toEqual([food])
    expect(plateReducer(full, { type: 'clear' }).entries).toEqual([])
  })

  it('starts an empty plate for another date', () => {
    const entry = menuEntryFrom(buildFoodItem(), 1)
    if (!entry) throw new Error('trackable')
    const state = plateReducer(empty, { type: 'add', entry })
    expect(plateReducer(state, { type: 'reset', date: '2025-07-19' })).toEqual({ date: '2025-07-19', entries: [] })
  })
})
