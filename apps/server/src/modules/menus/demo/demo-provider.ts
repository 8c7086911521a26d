import type { Nutrients, ServingWindow } from '@campusplate/shared'
import { defaultServingWindow } from '@campusplate/shared'
import { seededRandom } from '../../../lib/seeded-random'
import { stableId } from '../../../lib/stable-id'
import type { ImportedHallDay, ImportedItem, ImportedMeal, MenuProvider } from '../providers/provider'
import { DEMO_CATALOGUE, type DemoAllergen, type DemoDish, type DemoMeal, type DemoStation } from './demo-catalogue'

type StationPlan = readonly [station: DemoStation, min: number, max: number]

const BREAKFAST: readonly StationPlan[] = [
  ['Breakfast Grill', 9, 11],
  ['Bakery', 5, 7],
  ['Fruit & Yogurt', 5, 6],
  ['Vegan Table', 1, 2],
  ['Beverages', 5, 6],
]
const LUNCH_DINNER: readonly StationPlan[] = [
  ['Grill', 4, 6],
  ['Home Style', 4, 6],
  ['Global Kitchen', 4, 6],
  ['Pizza & Pasta', 3, 5],
  ['Deli', 3, 4],
  ['Salad Bar', 4, 6],
  ['Soup', 2, 3],
  ['Vegan Table', 2, 4],
  ['Desserts', 3, 4],
  ['Beverages', 3, 5],
]
const LATE_NIGHT: readonly StationPlan[] = [
  ['Grill', 6, 8],
  ['Pizza & Pasta', 6, 7],
  ['Deli', 4, 5],
  ['Desserts', 5, 6],
  ['Beverages', 4, 5],
]
const EVERYDAY: readonly StationPlan[] = [
  ['Grill', 5, 6],
  ['Deli', 5, 6],
  ['Salad Bar', 5, 6],
  ['Pizza & Pasta', 4, 5],
  ['Bakery', 4, 5],
  ['Desserts', 3, 4],
  ['Beverages', 4, 5],
]

interface DemoMealPlan {
  name: string
  serves: readonly DemoMeal[]
  stations: readonly StationPlan[]
  window: ServingWindow
}

const window = (meal: string): ServingWindow => defaultServingWindow(meal) ?? { start: '00:00', end: '24:00' }

const breakfast: DemoMealPlan = {
  name: 'Breakfast',
  serves: ['Breakfast'],
  stations: BREAKFAST,
  window: window('Breakfast'),
}
const lunch: DemoMealPlan = { name: 'Lunch', serves: ['Lunch'], stations: LUNCH_DINNER, window: window('Lunch') }
const dinner: DemoMealPlan = { name: 'Dinner', serves: ['Dinner'], stations: LUNCH_DINNER, window: window('Dinner') }

export const DEMO_HALLS: readonly { id: string; name: string; meals: readonly DemoMealPlan[] }[] = [
  { id: 'demo-north-commons', name: 'North Commons', meals: [breakfast, lunch, dinner] },
  {
    id: 'demo-south-dining-hall',
    name: 'South Dining Hall',
    meals: [
      breakfast,
      lunch,
      dinner,
      {
        name: 'Late Night',
        serves: ['Lunch', 'Dinner'],
        stations: LATE_NIGHT,
        window: { start: '21:00', end: '24:00' },
      },
    ],
  },
  { id: 'demo-west-village-kitchen', name: 'West Village Kitchen', meals: [breakfast, lunch, dinner] },
  {
    id: 'demo-riverside-market',
    name: 'Riverside Market',
    meals: [
      {
        name: 'Everyday',
        serves: ['Breakfast', 'Lunch', 'Dinner'],
        stations: EVERYDAY,
        window: window('Everyday'),
      },
    ],
  },
]

function pick<T>(pool: readonly T[], count: number, random: () => number): T[] {
  const copy = [...pool]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy.slice(0, count)
}

const SHARED_EQUIPMENT: readonly DemoAllergen[] = ['tree_nuts', 'peanuts']

function nutrientsOf(dish: DemoDish): Nutrients {
  const n = dish.nutrients
  return { ...n, saturated_and_trans_fat: Math.round((n.saturated_fat + n.trans_fat) * 10) / 10 }
}

/** Some items come without full nutrition, as on real menus, so untrackable dishes show in the demo. */
function withoutSomeNutrition(nutrients: Nutrients, random: () => number): Nutrients {
  if (random() < 0.5) return { calories: nutrients.calories }
  const { protein: _p, total_carbohydrates: _c, total_fat: _f, ...rest } = nutrients
  return rest
}

function toItem(dish: DemoDish, id: string, nutrients: Nutrients, station: DemoStation): ImportedItem {
  const bakeShop = station === 'Bakery' || station === 'Desserts'
  return {
    id,
    name: dish.name,
    description: dish.description,
    portionSize: dish.portion,
    labels: [...dish.labels],
    allergens: [...dish.allergens],
    mayContain: bakeShop ? SHARED_EQUIPMENT.filter((a) => !dish.allergens.includes(a)) : [],
    ingredients: [...dish.ingredients],
    nutrients,
  }
}

function buildMeal(hallId: string, date: string, plan: DemoMealPlan): ImportedMeal {
  const random = seededRandom(`${hallId}|${date}|${plan.name}`)
  const stations = plan.stations.map(([station, min, max]) => {
    const pool = DEMO_CATALOGUE.filter((d) => d.station === station && d.meals.some((m) => plan.serves.includes(m)))
    const count = min + Math.floor(random() * (max - min + 1))
    const dishes = pick(pool, count, random)
    return { name: station, dishes }
  })
  const all = stations.flatMap((s) => s.dishes.map((d) => `${s.name}|${d.key}`))
  const incomplete = new Set(pick(all, 1 + Math.floor(random() * 2), random))
  return {
    name: plan.name,
    window: plan.window,
    stations: stations
      .filter((s) => s.dishes.length > 0)
      .map((s) => ({
        name: s.name,
        items: s.dishes.map((dish) => {
          const full = nutrientsOf(dish)
          const nutrients = incomplete.has(`${s.name}|${dish.key}`) ? withoutSomeNutrition(full, random) : full
          const id = stableId('i', 'demo', hallId, date, plan.name, s.name, dish.key)
          return toItem(dish, id, nutrients, s.name)
        }),
      })),
  }
}

/** docs/product.md#menu-data: the same date always gives the same menus. */
export function demoMenusFor(date: string): ImportedHallDay[] {
  return DEMO_HALLS.map((hall, position) => ({
    hall: { id: hall.id, name: hall.name, position },
    date,
    meals: hall.meals.map((plan) => buildMeal(hall.id, date, plan)),
  }))
}

export const demoProvider: MenuProvider = {
  name: 'demo',
  fetchDay: async (date) => demoMenusFor(date),
}
