import { describe, expect, it } from 'vitest'
import { buildFoodItem } from '@/test/factories'
import { applyPlateEdit, customEntryFrom, menuEntryFrom, type PlateEdit, undoPlateEdit } from './plate-entries'

describe('plate entries', () => {
  it('takes the per-serving macros of a menu item, and its nutrients for the micronutrients', () => {
    const food = buildFoodItem({
      id: 'f1',
      name: 'Pasta',
      portion_size: '1 bowl',
      nutrients: { calories: 400, protein: 12, total_carbohydrates: 60, total_fat: 9, sodium: 300 },
    })
    expect(menuEntryFrom(food, 1.25)).toEqual({
      foodId: 'f1',
      name: 'Pasta',
      portionSize: '1 bowl',
      quantity: 1.3,
      calories: 400,
      protein: 12,
      carbs: 60,
      fat: 9,
      nutrients: { calories: 400, protein: 12, total_carbohydrates: 60, total_fat: 9, sodium: 300 },
    })
  })

  it('refuses an item that cannot be tracked (docs/product.md#servings)', () => {
    expect(menuEntryFrom(buildFoodItem({ trackable: false }), 1)).toBeNull()
    expect(
      menuEntryFrom(buildFoodItem({ nutrients: { calories: 400, protein: 12, total_carbohydrates: 60 } }), 1),
    ).toBeNull()
  })

  it('puts a custom meal on the plate in the same shape, its totalFat as the fat', () => {
    const meal = {
      id: 'custom-1',
      name: 'Shake',
      portionSize: '1 serving',
      calories: 250,
      protein: 30,
      carbs: 10,
      totalFat: 4,
    }
    expect(customEntryFrom(meal, 2)).toEqual({
      foodId: 'custom-1',
      name: 'Shake',
      portionSize: '1 serving',
      quantity: 2,
      calories: 250,
      protein: 30,
      carbs: 10,
      fat: 4,
    })
  })

  it('adds the quantity when the same food is added again', () => {
    const entry = menuEntryFrom(buildFoodItem({ id: 'f1' }), 1.5)
    if (!entry) throw new Error('trackable')
    const once = applyPlateEdit([], { type: 'add', entry })
    const twice = applyPlateEdit(once, { type: 'add', entry: { ...entry, quantity: 0.7 } })
    expect(twice).toHaveLength(1)
    expect(twice[0]?.quantity).toBe(2.2)
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
      (entries, entry) => applyPlateEdit(entries, { type: 'add', entry }),
      applyPlateEdit([], { type: 'clear' }),
    )
    expect(applyPlateEdit(full, { type: 'remove', foodId: 'custom-1' })).toEqual([food])
    expect(applyPlateEdit(full, { type: 'clear' })).toEqual([])
  })

  it('sets one line’s servings and restores a plate line for line', () => {
    const [a, b] = ['f1', 'f2'].map((id) => menuEntryFrom(buildFoodItem({ id }), 1))
    if (!a || !b) throw new Error('trackable')
    const edited = applyPlateEdit([a, b], { type: 'quantity', foodId: 'f2', quantity: 2.5 })
    expect(edited.map((entry) => entry.quantity)).toEqual([1, 2.5])
    expect(applyPlateEdit([], { type: 'restore', entries: edited })).toEqual(edited)
  })
})

describe('undoing a Remove or Clear', () => {
  const add: PlateEdit = {
    type: 'add',
    entry: {
      ...customEntryFrom({
        id: 'custom-1',
        name: 'Tea',
        portionSize: '1 cup',
        calories: 1,
        protein: 0,
        carbs: 0,
        totalFat: 0,
      }),
    },
  }
  const remove: PlateEdit = { type: 'remove', foodId: 'custom-1' }
  const restore = { type: 'restore', entries: [] } as const

  it('drops the edit while it is still the last one, so the plate is unchanged again', () => {
    expect(undoPlateEdit([add, remove], remove, restore)).toEqual([add])
  })

  it('restores the plate on top once the edit was saved (it is no longer among the edits)', () => {
    expect(undoPlateEdit([], remove, restore)).toEqual([restore])
  })

  it('tells the undone edit from an equal one by identity', () => {
    const equal: PlateEdit = { type: 'remove', foodId: 'custom-1' }
    expect(undoPlateEdit([add, equal], remove, restore)).toEqual([add, equal, restore])
  })
})
