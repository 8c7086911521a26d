import { addDays } from '@campusplate/shared'
import { type CoverageResponse, CoverageResponseSchema } from '@campusplate/shared/staff'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { allRowCounts } from '../../../test/counts'
import { signedInStaff } from '../../../test/staff'
import { insertStudents, logItems, NORTH, SOUTH, serve, starDish } from '../../../test/staff-insights'
import { TEST_TZ } from '../../../test/test-config'
import type { AppInstance } from '../../app-types'
import { campusToday } from '../../lib/campus-dates'

const TODAY = campusToday(TEST_TZ)
const DAY = addDays(TODAY, -2)

const get = (app: AppInstance, cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } })

async function coverageOf(app: AppInstance, cookie: string, query = ''): Promise<CoverageResponse> {
  const res = await get(app, cookie, `/api/staff/coverage${query}`)
  expect(res.statusCode).toBe(200)
  return CoverageResponseSchema.parse(res.json())
}

/** North: one complete dish, one with nothing, one with calories and a "may contain" only, one flagged. */
async function smallFixture(app: AppInstance) {
  const north = await serve(app, {
    date: DAY,
    items: [
      { name: 'Roast Chicken' },
      {
        name: 'Mystery Stew',
        nutrients: {},
        allergens: [],
        mayContain: [],
        ingredients: [],
        portionSize: '1 each',
      },
      {
        name: 'Garden Salad',
        nutrients: { calories: 120 },
        allergens: [],
        mayContain: ['milk'],
        portionSize: '1 serving',
      },
      { name: 'Big Burger', nutrients: { calories: 900, protein: 10, total_carbohydrates: 10, total_fat: 10 } },
    ],
  })
  // The stew again the next day: a dish served twice counts twice in the shares.
  await serve(app, {
    date: addDays(DAY, 1),
    items: [{ name: 'Mystery Stew', nutrients: {}, allergens: [], ingredients: [], portionSize: '1 each' }],
  })
  const south = await serve(app, { hall: SOUTH, date: DAY, items: [{ name: 'Tacos' }] })
  return { north, south }
}

describe('GET /api/staff/coverage', () => {
  it('gives each hall’s counts of items with calories, four macros, allergens, ingredients and a real portion', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedInStaff(app)
    await smallFixture(app)

    const body = await coverageOf(app, cookie)

    expect(body.halls).toEqual([
      {
        dining_hall: NORTH.name,
        counts: { items: 5, calories: 3, macros: 2, allergens: 3, ingredients: 3, portion: 2 },
      },
      {
        dining_hall: SOUTH.name,
        counts: { items: 1, calories: 1, macros: 1, allergens: 1, ingredients: 1, portion: 1 },
      },
    ])
    expect(body.dining_halls).toEqual([NORTH.name, SOUTH.name])
    expect(body.total).toEqual({ items: 6, calories: 4, macros: 3, allergens: 4, ingredients: 4, portion: 3 })
    expect(body.flags).toEqual([
      {
        date: DAY,
        dining_hall: NORTH.name,
        meal_name: 'Lunch',
        station: 'Grill',
        name: 'Big Burger',
        code: 'energy_mismatch',
        note: 'Stated 900 kcal, but its protein, carbs and fat make about 170 kcal',
      },
    ])
    expect(body.flags_total).toBe(1)
    expect(body.gaps.map((gap) => [gap.name, gap.missing, gap.times_served, gap.last_served])).toEqual([
      ['Mystery Stew', ['calories', 'macros', 'allergens', 'ingredients', 'portion'], 2, addDays(DAY, 1)],
      ['Garden Salad', ['macros', 'portion'], 1, DAY],
    ])
  })

  it('puts the dishes lacking data that most students log and star first, their counts under 10 hidden', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedInStaff(app)
    const { north } = await smallFixture(app)
    const salad = north.find((item) => item.name === 'Garden Salad')
    if (!salad) throw new Error('no salad')
    const loggers = await insertStudents(app, 12)
    await logItems(app, loggers, DAY, [salad])
    await starDish(app, (await insertStudents(app, 3)).concat(loggers.slice(0, 2)), NORTH.name, 'Garden Salad')

    const body = await coverageOf(app, cookie)
    expect(body.gaps.map((gap) => [gap.name, gap.logged, gap.starred])).toEqual([
      ['Garden Salad', 12, 'fewer than 10'],
      ['Mystery Stew', 'fewer than 10', 'fewer than 10'],
    ])
  })

  it('narrows to a hall and a range', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedInStaff(app)
    await smallFixture(app)
    const body = await coverageOf(app, cookie, `?from=${DAY}&to=${DAY}&dining_hall=${encodeURIComponent(NORTH.name)}`)
    expect(body).toMatchObject({ from: DAY, to: DAY, dining_hall: NORTH.name })
    expect(body.halls.map((hall) => [hall.dining_hall, hall.counts.items])).toEqual([[NORTH.name, 4]])
    expect(body.gaps.find((gap) => gap.name === 'Mystery Stew')).toMatchObject({ times_served: 1, last_served: DAY })

    const empty = await coverageOf(app, cookie, `?from=${addDays(TODAY, 5)}&to=${addDays(TODAY, 6)}`)
    expect(empty).toMatchObject({ halls: [], total: { items: 0 }, flags: [], gaps: [], flags_total: 0, gaps_total: 0 })
  })

  it.each([
    ['?from=2025-13-01', 'from', 'Use a real calendar date written YYYY-MM-DD'],
    ['?from=2025-07-02&to=2025-07-01', 'from', 'The start date must not be after the end date'],
    ['?from=2024-01-01&to=2025-07-01', 'to', 'A range can cover at most 366 days'],
    ['?dining_hall=Nowhere', 'dining_hall', 'No dining hall is called "Nowhere"'],
  ])('answers %s with 400 naming %s, and changes nothing', async (query, field, message) => {
    const app = await buildTestApp()
    const { cookie } = await signedInStaff(app)
    const before = await allRowCounts(app)
    for (const url of [`/api/staff/coverage${query}`, `/api/staff/coverage.csv${query}`]) {
      const res = await get(app, cookie, url)
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toContainEqual({ field, message })
    }
    expect(await allRowCounts(app)).toEqual(before)
  })
})

describe('GET /api/staff/coverage.csv', () => {
  it('downloads the shares per hall, every flag and every dish lacking data, with formula cells neutralised', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedInStaff(app)
    await smallFixture(app)
    await serve(app, { hall: SOUTH, date: addDays(DAY, 1), items: [{ name: '=HYPERLINK("x")', nutrients: {} }] })

    const res = await get(app, cookie, `/api/staff/coverage.csv?from=${DAY}&to=${addDays(DAY, 1)}`)

    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="coverage-${DAY}-${addDays(DAY, 1)}.csv"`)
    const lines = res.body.split('\r\n')
    expect(lines.slice(0, 5)).toEqual([
      `# Coverage ${DAY} to ${addDays(DAY, 1)}`,
      'dining_hall,items,with_calories,with_calories_percent,with_macros,with_macros_percent,with_allergens,with_allergens_percent,with_ingredients,with_ingredients_percent,with_portion,with_portion_percent',
      'North Commons,5,3,60,2,40,3,60,3,60,2,40',
      'South Hall,2,1,50,1,50,2,100,2,100,2,100',
      'All halls,7,4,57,3,42,5,71,5,71,4,57',
    ])
    expect(lines).toContain(
      `${DAY},North Commons,Lunch,Grill,Big Burger,energy_mismatch,"Stated 900 kcal, but its protein, carbs and fat make about 170 kcal"`,
    )
    expect(lines).toContain(
      'North Commons,Mystery Stew,"calories; macros; allergens; ingredients; portion",2,' +
        `${addDays(DAY, 1)},fewer than 10,fewer than 10`,
    )
    expect(lines).toContain(
      `South Hall,"'=HYPERLINK(""x"")","calories; macros",1,${addDays(DAY, 1)},fewer than 10,fewer than 10`,
    )
  })
})
