import { writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { addDays, NUTRIENT_KEYS, NUTRIENT_UNITS } from '@campusplate/shared'
import { seededRandom } from '../apps/server/src/lib/seeded-random'
import type { MenuFile, MenuFileItem } from '../apps/server/src/modules/menus/providers/menu-file'

/** Deterministic, with values in every style the file accepts (docs/menu-import.md), so the import does its real work. */
export interface SemesterOptions {
  startDate: string
  days: number
  halls: number
  meals: number
  itemsPerMeal: number
  stationsPerMeal: number
}

export const SEMESTER: SemesterOptions = {
  startDate: '2026-01-12',
  // BENCH_DAYS shortens the semester for a quick look or a profile.
  days: Number(process.env.BENCH_DAYS ?? 120),
  halls: 5,
  meals: 3,
  itemsPerMeal: 80,
  stationsPerMeal: 8,
}

const MEALS = [
  { name: 'Breakfast', start: '07:00', end: '10:00' },
  { name: 'Lunch', start: '11:00', end: '14:30' },
  { name: 'Dinner', start: '17:00', end: '20:30' },
  { name: 'Late Night', start: '21:00', end: '24:00' },
]
const STATIONS = [
  'Grill',
  'Home Style',
  'Global Kitchen',
  'Pizza & Pasta',
  'Deli',
  'Salad Bar',
  'Soup',
  'Desserts',
  'Vegan Table',
  'Beverages',
]
const WORDS = [
  'Roasted',
  'Grilled',
  'Lemon',
  'Herb',
  'Chicken',
  'Tofu',
  'Rice',
  'Bowl',
  'Salad',
  'Soup',
  'Pasta',
  'Tacos',
]
const LABELS = ['Vegan', 'Vegetarian', 'Good Source of Protein', 'Halal', 'Climate Friendly', 'Balanced U']
const ALLERGENS = ['Milk', 'Egg', 'Wheat', 'Soy', 'Sesame*', 'Tree Nuts', 'Fish', 'Pork']

function pick<T>(list: readonly T[], r: () => number): T {
  return list[Math.floor(r() * list.length)] as T
}

function nutrientValue(r: () => number, max: number, unit: string): number | string | null {
  const roll = r()
  const value = Math.round(r() * max * 10) / 10
  if (roll < 0.04) return '-'
  if (roll < 0.06) return '<1'
  if (roll < 0.08) return null
  if (roll < 0.3) return `${value} ${unit}`
  return value
}

function item(recipe: number, r: () => number): MenuFileItem {
  const nutrients: Record<string, number | string | null> = {}
  for (const key of NUTRIENT_KEYS) {
    if (key === 'saturated_and_trans_fat' && r() < 0.5) continue
    nutrients[key] = nutrientValue(
      r,
      key === 'calories' ? 900 : NUTRIENT_UNITS[key] === 'g' ? 60 : 1500,
      NUTRIENT_UNITS[key],
    )
  }
  return {
    id: `R-${recipe}`,
    name: `${pick(WORDS, r)} ${pick(WORDS, r)} ${recipe}`,
    description: r() < 0.6 ? `House-made ${pick(WORDS, r).toLowerCase()} with ${pick(WORDS, r).toLowerCase()}` : null,
    portion_size: r() < 0.8 ? `${1 + Math.floor(r() * 6)} oz` : null,
    labels: [pick(LABELS, r), pick(LABELS, r)],
    allergens: [pick(ALLERGENS, r), pick(ALLERGENS, r)],
    ingredients: `${pick(WORDS, r)} (Water, Salt, ${pick(WORDS, r)}), ${pick(WORDS, r)}, Olive Oil, Salt.`,
    nutrients,
  }
}

function generateSemester(options: SemesterOptions = SEMESTER): MenuFile {
  const days: MenuFile['days'] = []
  for (let d = 0; d < options.days; d++) {
    const date = addDays(options.startDate, d)
    for (let h = 0; h < options.halls; h++) {
      const r = seededRandom(`${date}|${h}`)
      const meals = MEALS.slice(0, options.meals).map((meal, m) => {
        const stations = Array.from({ length: options.stationsPerMeal }, (_, s) => ({
          name: STATIONS[s % STATIONS.length] as string,
          items: Array.from({ length: Math.ceil(options.itemsPerMeal / options.stationsPerMeal) }, (_, i) =>
            // Recipes repeat across days, as real menus do; ids stay unique within a hall's day.
            item(10_000 + ((m * 1000 + s * 100 + i + d * 7) % 3000), r),
          ),
        }))
        return { ...meal, stations }
      })
      days.push({ date, hall: `Bench Hall ${h + 1}`, hall_id: `bench-${h + 1}`, meals })
    }
  }
  return { version: 1, days }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = process.argv[2]
  if (!out) {
    process.stderr.write('Usage: node --import tsx bench/menu-semester.ts <out.json>\n')
    process.exit(2)
  }
  writeFileSync(out, JSON.stringify(generateSemester()))
}
