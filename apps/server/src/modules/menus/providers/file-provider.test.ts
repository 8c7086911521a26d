import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { importedItem } from '../../../../test/imported-days'
import { SERVER_ROOT } from '../../../lib/paths'
import { stableId } from '../../../lib/stable-id'
import {
  createFileProvider,
  MenuFileError,
  menuFileToHallDays,
  parseMenuCsv,
  parseMenuJson,
  readMenuFile,
} from './file-provider'
import { MenuFileSchema } from './menu-file'

const FIXTURES = join(import.meta.dirname, 'fixtures', 'file')
const DOCS = join(SERVER_ROOT, '..', '..', 'docs')

function tempFile(name: string, content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'campusplate-menu-file-')), name)
  writeFileSync(path, content)
  return path
}

async function loadError(path: string): Promise<string> {
  try {
    await readMenuFile(path)
  } catch (error) {
    if (error instanceof MenuFileError) return error.message
    throw error
  }
  throw new Error('expected the file to be refused')
}

describe('the JSON menu file', () => {
  it('gives halls in file order, meals with their own or default windows, stations and items', async () => {
    const loaded = await readMenuFile(join(FIXTURES, 'menus.json'))
    expect(loaded.dates).toEqual(['2026-01-12', '2026-01-13'])
    const day = loaded.days.get('2026-01-12') ?? []
    expect(
      day.map((d) => ({
        hall: d.hall,
        meals: d.meals.map((m) => [
          m.name,
          m.window,
          m.stations.map((s) => [s.name, s.description, s.items.map((i) => i.name)]),
        ]),
      })),
    ).toEqual([
      {
        hall: { id: stableId('h', 'file', 'north'), name: 'North Commons', position: 0 },
        meals: [
          [
            'Breakfast',
            { start: '07:30', end: '10:30' },
            [['Griddle', 'Made to order', ['Buttermilk Pancakes', 'Scrambled Tofu']]],
          ],
          ['Lunch', { start: '11:00', end: '15:00' }, [['Grill', undefined, ['Pulled Pork Sandwich', 'Side Salad']]]],
        ],
      },
      {
        hall: { id: stableId('h', 'file', 'south dining'), name: 'South Dining', position: 1 },
        meals: [['Everyday', { start: '00:00', end: '24:00' }, [['Deli', undefined, ['Turkey & Swiss']]]]],
      },
    ])
  })

  it('normalises numbers with units, qualifiers and missing markers one by one', async () => {
    const day = (await readMenuFile(join(FIXTURES, 'menus.json'))).days.get('2026-01-12')
    const pancakes = importedItem(day, 'North Commons', 'Breakfast', 'Buttermilk Pancakes')
    expect(pancakes.id).toBe(stableId('i', 'file', 'north', '2026-01-12', 'Breakfast', 'R-1001'))
    expect(pancakes).toMatchObject({
      description: 'Three pancakes with maple syrup',
      portionSize: '3 each',
      labels: ['vegetarian'],
      allergens: ['milk', 'eggs', 'wheat'],
      mayContain: ['tree_nuts'],
      ingredients: ['Pancake Mix (Wheat Flour, Sugar, Leavening (Baking Soda))', 'Buttermilk', 'Eggs'],
    })
    const n = pancakes.nutrients
    expect(n.calories).toBe(350)
    expect(n.protein).toBe(9) // '9 g'
    expect(n.total_carbohydrates).toBe(58) // '58'
    expect(n.total_fat).toBe(9.5)
    expect(n.sugars).toBe(0.5) // '<1'
    expect(n.trans_fat).toBeUndefined() // '-'
    expect(n.cholesterol).toBe(55) // '55 mg'
    expect(n.dietary_fiber).toBeUndefined() // 'N/A'
    expect(n.sodium).toBe(640) // '0.64 g'
    expect(n.calcium).toBeUndefined() // ''
    expect(n.iron).toBeUndefined() // null
    expect(n.vitamin_d).toBe(1) // '40 IU'
    expect(Object.keys(n)).toHaveLength(8)

    const tofu = importedItem(day, 'North Commons', 'Breakfast', 'Scrambled Tofu')
    expect(tofu.id).toBe(stableId('i', 'file', 'north', '2026-01-12', 'Breakfast', 'Griddle', 'Scrambled Tofu'))
    expect(tofu).toMatchObject({
      description: undefined,
      portionSize: '1 serving',
      labels: ['vegan', 'protein', 'Plant Based'],
      allergens: ['soybeans'],
      mayContain: [],
      ingredients: ['Tofu', 'Turmeric', 'Black Salt'],
      nutrients: {
        calories: 180,
        protein: 5,
        total_carbohydrates: 6,
        total_fat: 11,
        saturated_fat: 1.5,
        trans_fat: 0,
        saturated_and_trans_fat: 1.5,
      },
    })

    const pork = importedItem(day, 'North Commons', 'Lunch', 'Pulled Pork Sandwich')
    expect(pork).toMatchObject({
      labels: ['contains: pork'],
      allergens: ['wheat', 'sesame'],
      mayContain: ['peanuts'],
      nutrients: { calories: 1020, protein: 48, total_carbohydrates: 96, total_fat: 48 },
    })
    expect(importedItem(day, 'North Commons', 'Lunch', 'Side Salad')).toMatchObject({
      description: undefined,
      nutrients: {},
    })
    expect(importedItem(day, 'South Dining', 'Everyday', 'Turkey & Swiss').nutrients).toEqual({
      calories: 410,
      protein: 28,
      total_carbohydrates: 35,
      total_fat: 17,
      sodium: 1200,
    })
  })

  it('gives a recipe served on two dates an id per date', async () => {
    const loaded = await readMenuFile(join(FIXTURES, 'menus.json'))
    const first = importedItem(loaded.days.get('2026-01-12'), 'North Commons', 'Lunch', 'Pulled Pork Sandwich')
    const second = importedItem(loaded.days.get('2026-01-13'), 'North Commons', 'Lunch', 'Pulled Pork Sandwich')
    expect(first.id).not.toBe(second.id)
  })

  it('applies MENU_SERVING_WINDOWS to meals the file gives no times for', () => {
    const file = parseMenuJson(readFileSync(join(FIXTURES, 'menus.json'), 'utf8'))
    const loaded = menuFileToHallDays(file, { servingWindows: { lunch: { start: '11:30', end: '13:30' } } })
    const north = loaded.days.get('2026-01-12')?.[0]
    expect(north?.meals.map((m) => [m.name, m.window])).toEqual([
      ['Breakfast', { start: '07:30', end: '10:30' }],
      ['Lunch', { start: '11:30', end: '13:30' }],
    ])
  })
})

describe('the CSV menu file', () => {
  it('reads to exactly what the same menus in JSON give', async () => {
    const fromCsv = await readMenuFile(join(FIXTURES, 'menus.csv'))
    const fromJson = await readMenuFile(join(FIXTURES, 'menus.json'))
    expect(fromCsv.dates).toEqual(fromJson.dates)
    expect([...fromCsv.days.entries()]).toEqual([...fromJson.days.entries()])
  })

  it('accepts columns in any order and case, with a byte-order mark and CRLF lines', () => {
    const file = parseMenuCsv(
      '\uFEFFName,Station,MEAL,hall,date,calories\r\nOatmeal,Hot Cereal,Breakfast,North,2026-01-12,150\r\n',
    )
    expect(file.days).toEqual([
      {
        date: '2026-01-12',
        hall: 'North',
        meals: [
          {
            name: 'Breakfast',
            stations: [
              {
                name: 'Hot Cereal',
                items: [
                  { name: 'Oatmeal', labels: [], allergens: [], may_contain: [], nutrients: { calories: '150' } },
                ],
              },
            ],
          },
        ],
      },
    ])
  })
})

describe('a menu file that cannot be imported', () => {
  const header = 'date,hall,meal,meal_start,meal_end,station,name,protein'
  it.each([
    ['missing.json', null, 'missing.json: no such file'],
    ['menus.json', '{"version": 1, "days": [', /^menus\.json: not valid JSON \(.+\)$/],
    ['menus.json', 'vm\n', /^menus\.json: not valid JSON \(.+\)$/],
    ['menus.json', '{"version": 2, "days": []}', 'menus.json: version: Invalid input: expected 1'],
    ['menus.json', '{"version": 1, "days": []}', 'menus.json: the file holds no menus'],
    ['menus.json', '{"version": 1, "days": [], "halls": []}', 'menus.json: unknown key "halls"'],
    [
      'menus.json',
      '{"version":1,"days":[{"date":"2026-02-30","hall":"North","meals":[]}]}',
      'menus.json: days[0].date: Use a real calendar date written YYYY-MM-DD',
    ],
    [
      'menus.json',
      '{"version":1,"days":[{"date":"2026-01-12","hall":"North","meals":[{"name":"Lunch","start":"11:00","stations":[]}]}]}',
      'menus.json: days[0].meals[0].end: give both start and end, or neither',
    ],
    [
      'menus.json',
      '{"version":1,"days":[{"date":"2026-01-12","hall":"North","meals":[{"name":"Lunch","start":"11 AM","end":"14:00","stations":[]}]}]}',
      'menus.json: days[0].meals[0].start: must be a 24-hour time HH:MM',
    ],
    [
      'menus.json',
      '{"version":1,"days":[{"date":"2026-01-12","hall":"North","meals":[{"name":"Lunch","stations":[{"name":"Grill","items":[{"name":"Taco","nutrients":{"protien":3,"fat":1}}]}]}]}]}',
      'menus.json: days[0].meals[0].stations[0].items[0].nutrients: unknown key "protien", "fat"',
    ],
    [
      'menus.json',
      '{"version":1,"days":[{"date":"2026-01-12","hall":"North","meals":[{"name":"Lunch","stations":[{"name":"Grill","items":[{"name":"Taco","nutrients":{"protein":"-3 g"}}]}]}]}]}',
      'menus.json: days[0].meals[0].stations[0].items[0].nutrients.protein: must not be negative',
    ],
    [
      'menus.json',
      '{"version":1,"days":[{"date":"2026-01-12","hall":"North","meals":[]},{"date":"2026-01-12","hall":"North","meals":[]}]}',
      'menus.json: days[1]: North on 2026-01-12 is already given in days[0]',
    ],
    [
      'menus.json',
      '{"version":1,"days":[{"date":"2026-01-12","hall":"North","hall_id":"n","meals":[]},{"date":"2026-01-13","hall":"North Hall","hall_id":"n","meals":[]}]}',
      'menus.json: days[1].hall: hall_id "n" is also named "North"',
    ],
    [
      'menus.json',
      '{"version":1,"days":[{"date":"2026-01-12","hall":"North","hall_id":"n1","meals":[]},{"date":"2026-01-12","hall":"North","hall_id":"n2","meals":[]}]}',
      'menus.json: days[1].hall: two hall ids share the name "North"',
    ],
    ['menus.csv', '', 'menus.csv: the file is empty'],
    [
      'menus.csv',
      'date,hall,meal,station,name,protien\n',
      'menus.csv: unknown column "protien" (see docs/menu-import.md)',
    ],
    ['menus.csv', 'date,hall,meal,name\n', 'menus.csv: the required column "station" is missing'],
    ['menus.csv', 'date,hall,meal,station,name,name\n', 'menus.csv: column "name" appears twice'],
    ['menus.csv', `${header}\n2026-01-12,North,Lunch,,,Grill,,3\n`, 'menus.csv line 2, column name: must not be empty'],
    [
      'menus.csv',
      `${header}\n12/01/2026,North,Lunch,,,Grill,Taco,3\n`,
      'menus.csv line 2, column date: must be a date written YYYY-MM-DD',
    ],
    [
      'menus.csv',
      `${header}\n2026-01-12,North,Lunch,,,Grill,Taco,-3\n`,
      'menus.csv line 2, column protein: must not be negative',
    ],
    [
      'menus.csv',
      `${header}\n2026-01-12,North,Lunch,11:00,14:00,Grill,Taco,3\n2026-01-12,North,Lunch,11:30,14:00,Grill,Soup,3\n`,
      'menus.csv line 3, column meal_start: differs from the time given for Lunch on line 2',
    ],
    [
      'menus.csv',
      `${header}\n2026-01-12,North,Lunch,14:00,11:00,Grill,Taco,3\n`,
      'menus.csv line 2, column meal_end: must be later than start',
    ],
    ['menus.csv', `${header}\n2026-01-12,North,"Lunch,,,Grill,Taco,3\n`, /^menus\.csv: not valid CSV \(.+\)$/],
    ['menus.csv', `${header}\n2026-01-12,North,Lunch,,,Grill,Taco\n`, /^menus\.csv: not valid CSV \(.*\)$/],
  ])('%s %j is refused with one line', async (name, content, message) => {
    const path = content === null ? join(tmpdir(), 'campusplate-no-such-dir', name) : tempFile(name, content)
    const error = await loadError(path)
    expect(error).not.toContain('\n')
    if (typeof message === 'string') expect(error).toBe(message)
    else expect(error).toMatch(message)
  })
})

describe('the file provider', () => {
  it('serves each date of the file, nothing for other dates, and reads the file once', async () => {
    const path = tempFile('menus.json', readFileSync(join(FIXTURES, 'menus.json'), 'utf8'))
    const provider = createFileProvider(path)
    expect((await provider.fetchDay('2026-01-12')).map((d) => d.hall.name)).toEqual(['North Commons', 'South Dining'])
    writeFileSync(path, 'changed')
    expect((await provider.fetchDay('2026-01-13')).map((d) => d.hall.name)).toEqual(['North Commons'])
    expect(await provider.fetchDay('2026-01-14')).toEqual([])
  })

  it('fails each day with the file’s one-line problem', async () => {
    const provider = createFileProvider(tempFile('menus.json', '{}'))
    await expect(provider.fetchDay('2026-01-12')).rejects.toThrow('menus.json: version: Invalid input: expected 1')
  })
})

describe('docs/menu-import', () => {
  it('ships the JSON Schema generated from the zod schema (regenerate: npm run -s menus -- schema > docs/menu-import.schema.json)', () => {
    const committed = JSON.parse(readFileSync(join(DOCS, 'menu-import.schema.json'), 'utf8'))
    expect(committed).toEqual(z.toJSONSchema(MenuFileSchema))
  })

  it('gives examples that import', () => {
    const doc = readFileSync(join(DOCS, 'menu-import.md'), 'utf8')
    const json = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1] ?? '')
    const csv = [...doc.matchAll(/```csv\n([\s\S]*?)```/g)].map((m) => m[1] ?? '')
    expect(json.length).toBeGreaterThan(0)
    expect(csv.length).toBeGreaterThan(0)
    for (const text of json) expect(menuFileToHallDays(parseMenuJson(text, 'example')).dates.length).toBeGreaterThan(0)
    for (const text of csv) expect(menuFileToHallDays(parseMenuCsv(text, 'example')).dates.length).toBeGreaterThan(0)
  })
})
