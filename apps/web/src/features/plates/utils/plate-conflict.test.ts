// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { comparePlates, hasDifferences, mergePlates } from './plate-conflict'
import type { PlateEntry } from './plate-entries'

function entry(foodId: string, quantity: number): PlateEntry {
  return {
    foodId,
    name: `Food ${foodId}`,
    portionSize: '1 serving',
    quantity,
    calories: 100,
    protein: 1,
    carbs: 1,
    fat: 1,
  }
}

const MINE = [entry('a', 1), entry('b', 2), entry('c', 1)]
const SAVED = [entry('b', 1.5), entry('c', 1), entry('d', 3)]

describe('comparePlates', () => {
  it('lists items only here, only in the saved plate, and quantity differences', () => {
    expect(comparePlates(MINE, SAVED)).toEqual({
      onlyMine: [entry('a', 1)],
      onlySaved: [entry('d', 3)],
      quantityChanges: [{ foodId: 'b', name: 'Food b', mine: 2, saved: 1.5 }],
    })
  })

  it('finds no difference between equal plates', () => {
    expect(hasDifferences(comparePlates(MINE, [...MINE]))).toBe(false)
    expect(hasDifferences(comparePlates(MINE, SAVED))).toBe(true)
  })
})

describe('mergePlates', () => {
  it('keeps every item of both, with the larger quantity where they differ', () => {
    expect(mergePlates(MINE, SAVED)).toEqual([entry('a', 1), entry('b', 2), entry('c', 1), entry('d', 3)])
    expect(mergePlates([entry('b', 1)], [entry('b', 2.5)])).toEqual([entry('b', 2.5)])
  })

  it('is the other plate when one side is empty', () => {
    expect(mergePlates([], SAVED)).toEqual(SAVED)
    expect(mergePlates(MINE, [])).toEqual(MINE)
  })
})
