import type { PlateItem } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { entryFromSavedItem, type PlateEntry } from './plate-entries'
import { buildPlateSaveRequest } from './plate-save'

const pasta: PlateEntry = {
  foodId: 'north-lunch-pasta',
  name: 'Pasta',
  portionSize: '1 bowl',
  quantity: 1.5,
  calories: 400,
  protein: 15,
  carbs: 70,
  fat: 8,
}
const shake: PlateEntry = {
  foodId: 'custom-1',
  name: 'Shake',
  portionSize: '1 serving',
  quantity: 2,
  calories: 250,
  protein: 30,
  carbs: 10,
  fat: 4,
}

describe('buildPlateSaveRequest (docs/product.md#plate-save, #calls)', () => {
  it('sends the whole plate: menu foods by id, custom foods with their macros', () => {
    expect(buildPlateSaveRequest('2025-07-20', [pasta, shake])).toEqual({
      ok: true,
      request: {
        date: '2025-07-20',
        items: [
          { food_id: 'north-lunch-pasta', quantity: 1.5 },
          {
            food_id: 'custom-1',
            quantity: 2,
            custom_macros: { name: 'Shake', calories: 250, protein: 30, carbs: 10, totalFat: 4 },
          },
        ],
      },
    })
  })

  it('sends an empty plate (clearing a saved one)', () => {
    expect(buildPlateSaveRequest('2025-07-20', [])).toEqual({ ok: true, request: { date: '2025-07-20', items: [] } })
  })

  it.each([
    ['missing macros', { ...shake, isMissingMacros: true }],
    ['a negative value', { ...shake, protein: -1 }],
    ['a value that is not a number', { ...shake, calories: Number.NaN }],
    ['no name', { ...shake, name: '  ' }],
  ])('blocks the save for a custom food with %s', (_, entry) => {
    expect(buildPlateSaveRequest('2025-07-20', [pasta, entry])).toEqual({
      ok: false,
      message: 'One or more custom foods are missing valid macros. Please fix before saving.',
    })
  })
})

describe('entryFromSavedItem', () => {
  const saved = (overrides: Partial<PlateItem>): PlateItem => ({
    food_id: 'gone-item',
    quantity: 2,
    name: 'Retired Lasagna',
    portion_size: '1 slice',
    macros: { calories: 350, protein: 20, carbs: 30, fat: 15 },
    custom_macros: null,
    ...overrides,
  })

  it("shows a menu line from the server's snapshot, even if the item left the menu", () => {
    expect(entryFromSavedItem(saved({}))).toEqual({
      foodId: 'gone-item',
      name: 'Retired Lasagna',
      portionSize: '1 slice',
      quantity: 2,
      calories: 350,
      protein: 20,
      carbs: 30,
      fat: 15,
    })
  })

  it('reads a custom line from its custom_macros, and flags one that has none', () => {
    const macros = { name: 'Shake', calories: 250, protein: 30, carbs: 10, totalFat: 4 }
    expect(entryFromSavedItem(saved({ food_id: 'custom-9', custom_macros: macros }))).toEqual({
      foodId: 'custom-9',
      name: 'Shake',
      portionSize: '1 slice',
      quantity: 2,
      calories: 250,
      protein: 30,
      carbs: 10,
      fat: 4,
    })
    expect(entryFromSavedItem(saved({ food_id: 'custom-9' }))).toMatchObject({
      foodId: 'custom-9',
      name: 'Retired Lasagna',
      calories: 350,
      fat: 15,
      isMissingMacros: true,
    })
  })
})
