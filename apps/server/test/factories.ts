import type { Nutrients } from '@campusplate/shared'
import type { ImportedHallDay, ImportedItem, ImportedMeal } from '../src/modules/menus/providers/provider'

let counter = 0
const next = () => ++counter

export const FULL_NUTRIENTS: Nutrients = {
  calories: 320,
  protein: 24,
  total_carbohydrates: 30,
  sugars: 4,
  total_fat: 11,
  saturated_fat: 3,
  trans_fat: 0,
  cholesterol: 65,
  dietary_fiber: 3,
  sodium: 540,
  potassium: 410,
  calcium: 60,
  iron: 2.1,
  vitamin_d: 0.2,
  vitamin_a: 40,
  vitamin_c: 6,
}

export function buildItem(overrides: Partial<ImportedItem> = {}): ImportedItem {
  const n = next()
  return {
    id: `item-${n}`,
    name: `Dish ${n}`,
    description: `Description of dish ${n}`,
    portionSize: '1 cup',
    labels: ['protein'],
    allergens: ['wheat'],
    mayContain: [],
    ingredients: ['Chicken', 'Rice'],
    nutrients: { ...FULL_NUTRIENTS },
    ...overrides,
  }
}

export function buildMeal(name: string, overrides: Partial<ImportedMeal> = {}): ImportedMeal {
  return {
    name,
    window: { start: '11:00', end: '15:00' },
    stations: [
      { name: 'Grill', items: [buildItem(), buildItem()] },
      { name: 'Salad Bar', items: [buildItem({ labels: ['vegan', 'vegetarian'], allergens: [] })] },
    ],
    ...overrides,
  }
}

export function buildHallDay(overrides: Partial<ImportedHallDay> = {}): ImportedHallDay {
  return {
    hall: { id: 'hall-north', name: 'North Commons', position: 0 },
    date: '2025-07-20',
    meals: [buildMeal('Lunch')],
    ...overrides,
  }
}
