// @vitest-environment node
import type { RecentPlate } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { buildFoodItem, buildPlateItem } from '@/test/factories'
import { applyPlateEdit, saveItemFrom } from './plate-entries'
import { repeatedEntries } from './repeat-plate'

const YESTERDAY = '2025-07-19'

function recentPlate(items: RecentPlate['items']): RecentPlate {
  return { date: YESTERDAY, items, totals: { calories: 0, protein: 0, carbs: 0, fat: 0 } }
}

const line = (overrides: Parameters<typeof buildPlateItem>[0] & { dining_hall?: string | null }) => ({
  dining_hall: 'North Commons',
  ...buildPlateItem(overrides),
  ...overrides,
})

describe('repeatedEntries: a saved plate for another day', () => {
  const todayTofu = buildFoodItem({
    id: 'tofu-today',
    name: 'Grilled Tofu',
    dining_hall: 'North Commons',
    nutrients: { calories: 330, protein: 25, total_carbohydrates: 30, total_fat: 11 },
  })
  const southTofu = { ...todayTofu, id: 'tofu-south', dining_hall: 'South Hall' }

  it('takes today’s item of the same dish in the same hall, with today’s numbers and the saved quantity', () => {
    const plate = recentPlate([line({ food_id: 'tofu-yesterday', name: 'grilled  tofu', quantity: 1.5 })])
    const [entry] = repeatedEntries(plate, [southTofu, todayTofu])
    expect(entry).toMatchObject({ foodId: 'tofu-today', name: 'Grilled Tofu', quantity: 1.5, calories: 330 })
    expect(entry?.fromDate).toBeUndefined()
    expect(saveItemFrom(entry as NonNullable<typeof entry>)).toEqual({ food_id: 'tofu-today', quantity: 1.5 })
  })

  it('keeps a dish that is not on today’s menu from its snapshot, marked with its day, never dropped', () => {
    const plate = recentPlate([
      line({
        food_id: 'lasagna-yesterday',
        name: 'Lasagna',
        quantity: 2,
        macros: { calories: 350, protein: 20, carbs: 30, fat: 15 },
      }),
    ])
    const entries = repeatedEntries(plate, [todayTofu])
    expect(entries).toEqual([
      expect.objectContaining({
        foodId: 'lasagna-yesterday',
        name: 'Lasagna',
        quantity: 2,
        calories: 350,
        fromDate: YESTERDAY,
      }),
    ])
    expect(saveItemFrom(entries[0] as (typeof entries)[number])).toEqual({
      food_id: 'lasagna-yesterday',
      quantity: 2,
      from_date: YESTERDAY,
    })
  })

  it('does not take the same name from another hall', () => {
    const plate = recentPlate([line({ food_id: 'tofu-yesterday', name: 'Grilled Tofu' })])
    expect(repeatedEntries(plate, [southTofu])[0]).toMatchObject({ foodId: 'tofu-yesterday', fromDate: YESTERDAY })
  })

  it('matches by name alone when the saved line’s hall is no longer known', () => {
    const plate = recentPlate([line({ food_id: 'gone', name: 'Grilled Tofu', dining_hall: null })])
    expect(repeatedEntries(plate, [southTofu])[0]).toMatchObject({ foodId: 'tofu-south' })
  })

  it('keeps a custom meal as it was', () => {
    const custom = line({
      food_id: 'custom-shake',
      name: 'Shake',
      dining_hall: null,
      custom_macros: { name: 'Shake', calories: 200, protein: 25, carbs: 8, totalFat: 3 },
    })
    const [entry] = repeatedEntries(recentPlate([custom]), [todayTofu])
    expect(entry).toMatchObject({ foodId: 'custom-shake', name: 'Shake', calories: 200 })
    expect(entry?.fromDate).toBeUndefined()
  })

  it('fills the plate in one edit, replacing what was there', () => {
    const entries = repeatedEntries(recentPlate([line({ food_id: 'x', name: 'Grilled Tofu' })]), [todayTofu])
    const before = repeatedEntries(recentPlate([line({ food_id: 'y', name: 'Soup' })]), [])
    expect(applyPlateEdit(before, { type: 'fill', entries })).toEqual(entries)
  })
})
