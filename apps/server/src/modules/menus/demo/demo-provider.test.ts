import { addDays, eachDay, isTrackable } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { DEMO_HALLS, demoMenusFor } from './demo-provider'

const DATES = eachDay('2025-01-01', '2025-04-30')

describe('demo menus', () => {
  it('are the same for the same date', () => {
    expect(demoMenusFor('2025-07-20')).toEqual(demoMenusFor('2025-07-20'))
  })

  it('differ from one day to the next', () => {
    const names = (date: string) => demoMenusFor(date)[0]?.meals[1]?.stations.flatMap((s) => s.items.map((i) => i.name))
    expect(names('2025-07-20')).not.toEqual(names('2025-07-21'))
  })

  it('have at least three halls: one with only Everyday, the others Breakfast, Lunch and Dinner', () => {
    expect(DEMO_HALLS.length).toBeGreaterThanOrEqual(3)
    const meals = DEMO_HALLS.map((hall) => hall.meals.map((m) => m.name))
    expect(meals.filter((m) => m.length === 1 && m[0] === 'Everyday')).toHaveLength(1)
    for (const hallMeals of meals.filter((m) => m[0] !== 'Everyday')) {
      expect(hallMeals).toEqual(expect.arrayContaining(['Breakfast', 'Lunch', 'Dinner']))
    }
  })

  it('serve at least 4 stations and 25 items in every meal of every day', () => {
    const thin: string[] = []
    for (const date of DATES) {
      for (const hall of demoMenusFor(date)) {
        for (const meal of hall.meals) {
          const items = meal.stations.flatMap((s) => s.items)
          if (meal.stations.length < 4 || items.length < 25) {
            thin.push(`${date} ${hall.hall.name} ${meal.name}: ${meal.stations.length} stations, ${items.length} items`)
          }
        }
      }
    }
    expect(thin).toEqual([])
  })

  it('leave a few items a day without full nutrition, so they cannot be tracked', () => {
    for (const date of DATES.slice(0, 30)) {
      const items = demoMenusFor(date).flatMap((h) => h.meals.flatMap((m) => m.stations.flatMap((s) => s.items)))
      const untrackable = items.filter((i) => !isTrackable(i.nutrients))
      expect(untrackable.length).toBeGreaterThanOrEqual(3)
      expect(untrackable.length).toBeLessThan(items.length / 10)
    }
  })

  it('give items ids unique within a day and stable across regenerations', () => {
    const ids = demoMenusFor('2025-07-20').flatMap((h) =>
      h.meals.flatMap((m) => m.stations.flatMap((s) => s.items.map((i) => i.id))),
    )
    expect(new Set(ids).size).toBe(ids.length)
    const tomorrow = demoMenusFor(addDays('2025-07-20', 1)).flatMap((h) =>
      h.meals.flatMap((m) => m.stations.flatMap((s) => s.items.map((i) => i.id))),
    )
    expect(ids.filter((id) => tomorrow.includes(id))).toEqual([])
  })

  it('carry realistic item details: portion, labels, allergens, ingredients and a full label of nutrients', () => {
    const items = demoMenusFor('2025-07-20').flatMap((h) => h.meals.flatMap((m) => m.stations.flatMap((s) => s.items)))
    const complete = items.filter((i) => isTrackable(i.nutrients))
    for (const item of complete) {
      expect(item.portionSize).not.toBe('')
      expect(item.ingredients.length).toBeGreaterThan(0)
      expect(Object.keys(item.nutrients)).toHaveLength(17)
    }
    expect(new Set(items.flatMap((i) => i.labels))).toEqual(
      new Set(['vegetarian', 'vegan', 'protein', 'climate friendly']),
    )
    expect(new Set(items.flatMap((i) => i.allergens)).size).toBeGreaterThanOrEqual(8)
  })
})
