import { NUTRIENT_KEYS } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { MENU_CSV_COLUMNS, MenuFileSchema } from './menu-file'

const validFile = () => ({
  version: 1,
  days: [
    {
      date: '2026-01-12',
      hall: 'North Commons',
      meals: [
        {
          name: 'Lunch',
          start: '11:00',
          end: '14:00',
          stations: [
            {
              name: 'Grill',
              items: [
                {
                  id: 'r-126075',
                  name: 'Lemon Herb Chicken',
                  portion_size: '4 oz',
                  labels: ['Good Source of Protein'],
                  allergens: ['Soy'],
                  may_contain: ['Sesame'],
                  ingredients: 'Chicken, Lemon (Juice, Zest), Salt.',
                  nutrients: { calories: 210, protein: '24 g', total_fat: '<1', sodium: null, trans_fat: '-' },
                },
                { name: 'Rice' },
              ],
            },
          ],
        },
        { name: 'Everyday', stations: [] },
      ],
    },
  ],
})

type Mutation = (file: ReturnType<typeof validFile>) => void
const meal = (file: ReturnType<typeof validFile>) => file.days[0]?.meals[0] as Record<string, unknown>
const item = (file: ReturnType<typeof validFile>) =>
  file.days[0]?.meals[0]?.stations[0]?.items[0] as unknown as Record<string, unknown>

describe('MenuFileSchema', () => {
  it('accepts a file with numbers, texts with units, qualifiers and missing markers', () => {
    expect(MenuFileSchema.safeParse(validFile()).success).toBe(true)
  })

  it.each<[string, Mutation, string]>([
    ['a wrong version', (f) => Object.assign(f, { version: 2 }), 'version'],
    ['no days', (f) => Object.assign(f, { days: undefined }), 'days'],
    ['an unknown top-level key', (f) => Object.assign(f, { halls: [] }), ''],
    ['a date that does not exist', (f) => Object.assign(f.days[0] ?? {}, { date: '2026-02-30' }), 'days.0.date'],
    ['a date in another form', (f) => Object.assign(f.days[0] ?? {}, { date: '12/01/2026' }), 'days.0.date'],
    ['a blank hall', (f) => Object.assign(f.days[0] ?? {}, { hall: '  ' }), 'days.0.hall'],
    ['a start without an end', (f) => Object.assign(meal(f), { end: undefined }), 'days.0.meals.0.end'],
    ['an end before the start', (f) => Object.assign(meal(f), { end: '10:00' }), 'days.0.meals.0.end'],
    ['a 12-hour time', (f) => Object.assign(meal(f), { start: '11:00 AM' }), 'days.0.meals.0.start'],
    ['a misspelt item key', (f) => Object.assign(item(f), { portion: '4 oz' }), 'days.0.meals.0.stations.0.items.0'],
    [
      'a misspelt nutrient',
      (f) => Object.assign(item(f), { nutrients: { protien: 3 } }),
      'days.0.meals.0.stations.0.items.0.nutrients',
    ],
    [
      'a negative nutrient',
      (f) => Object.assign(item(f), { nutrients: { protein: -3 } }),
      'days.0.meals.0.stations.0.items.0.nutrients.protein',
    ],
    [
      'an item without a name',
      (f) => Object.assign(item(f), { name: undefined }),
      'days.0.meals.0.stations.0.items.0.name',
    ],
    [
      'allergens as one string',
      (f) => Object.assign(item(f), { allergens: 'milk' }),
      'days.0.meals.0.stations.0.items.0.allergens',
    ],
  ])('rejects %s', (_name, mutate, path) => {
    const file = validFile()
    mutate(file)
    const result = MenuFileSchema.safeParse(file)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path.join('.')).toBe(path)
  })
})

describe('MENU_CSV_COLUMNS', () => {
  it('has one column per nutrient key, after the item columns', () => {
    expect(MENU_CSV_COLUMNS.slice(-NUTRIENT_KEYS.length)).toEqual([...NUTRIENT_KEYS])
    expect(new Set(MENU_CSV_COLUMNS).size).toBe(MENU_CSV_COLUMNS.length)
  })
})
