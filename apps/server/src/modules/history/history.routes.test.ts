import {
  addDays,
  dailyTotals,
  energySeries,
  FoodMacrosResponseSchema,
  MicronutrientSummarySchema,
  micronutrientTotals,
  PlateResponseSchema,
  PlateSummarySchema,
} from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { buildHallDay, buildItem } from '../../../test/factories'
import { createUser, loginAs, testOrigin } from '../../../test/login'
import { TEST_TZ } from '../../../test/test-config'
import type { AppInstance } from '../../app-types'
import { menuItems } from '../../db/schema/index'
import { campusToday } from '../../lib/campus-dates'
import { importHallDay } from '../menus/menus.import'

const TODAY = campusToday(TEST_TZ)
const DAY_1 = addDays(TODAY, -10)
const DAY_2 = addDays(TODAY, -9)
const DAY_3 = addDays(TODAY, -3)

const OATMEAL = {
  calories: 150.3,
  protein: 5.1,
  total_carbohydrates: 27.7,
  total_fat: 3.3,
  sodium: 120,
  dietary_fiber: 4.1,
  iron: 1.7,
}
const TOFU = {
  calories: 333.33,
  protein: 24.2,
  total_carbohydrates: 30.1,
  total_fat: 11.9,
  sodium: 540.5,
  calcium: 350,
  iron: 2.9,
}
const SHAKE = { name: 'Protein shake', calories: 199.9, protein: 25.3, carbs: 8.8, totalFat: 2.2 }

async function seedMenu(app: AppInstance, date: string) {
  await importHallDay(
    app.db,
    'test',
    buildHallDay({
      date,
      meals: [
        {
          name: 'Lunch',
          window: { start: '11:00', end: '15:00' },
          stations: [
            {
              name: 'Grill',
              items: [
                buildItem({ id: `oatmeal-${date}`, name: 'Steel-Cut Oatmeal', nutrients: { ...OATMEAL } }),
                buildItem({ id: `tofu-${date}`, name: 'Grilled Tofu', nutrients: { ...TOFU } }),
              ],
            },
          ],
        },
      ],
    }),
  )
}

async function signedIn(app: AppInstance) {
  return loginAs(app, await createUser(app))
}

async function savePlate(app: AppInstance, cookie: string, date: string, items: unknown[]) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/plate',
    headers: { ...testOrigin(app), cookie },
    payload: { date, items },
  })
  expect(res.statusCode).toBe(200)
  return PlateResponseSchema.parse(res.json())
}

function get(app: AppInstance, cookie: string | undefined, path: string, query: string) {
  return app.inject({ method: 'GET', url: `/api/plate/${path}?${query}`, headers: cookie ? { cookie } : {} })
}

const range = (start: string, end: string) => `start_date=${start}&end_date=${end}`

async function seedThreeDays(app: AppInstance, cookie: string) {
  for (const date of [DAY_1, DAY_2, DAY_3]) await seedMenu(app, date)
  return [
    await savePlate(app, cookie, DAY_1, [
      { food_id: `oatmeal-${DAY_1}`, quantity: 1.5 },
      { food_id: 'custom-shake-1', quantity: 0.1, custom_macros: SHAKE },
      { food_id: `tofu-${DAY_1}`, quantity: 2.7 },
    ]),
    await savePlate(app, cookie, DAY_2, [{ food_id: `tofu-${DAY_2}`, quantity: 0.3 }]),
    await savePlate(app, cookie, DAY_3, [
      { food_id: 'custom-shake-2', quantity: 3.3, custom_macros: SHAKE },
      { food_id: `oatmeal-${DAY_3}`, quantity: 1.1 },
    ]),
  ]
}

describe.each(['summary', 'food-macros', 'micronutrients'])('GET /api/plate/%s', (path) => {
  it('answers 401 Not authenticated without a session', async () => {
    const app = await buildTestApp()
    const res = await get(app, undefined, path, range(DAY_1, DAY_3))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ detail: 'Not authenticated' })
  })

  it.each([
    ['no dates', ''],
    ['no end', `start_date=${DAY_1}`],
    ['a malformed date', range('2025-7-01', DAY_3)],
    ['a day not on the calendar', range('2025-02-29', '2025-03-01')],
    ['start after end', range(DAY_3, DAY_1)],
    ['367 days', range('2024-01-01', '2025-01-01')],
    ['NUL in a date', range('2025-01-01\u0000', '2025-01-02')],
  ])('answers 400 with a detail for %s', async (_name, query) => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    const res = await get(app, cookie, path, query)
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toEqual(expect.any(String))
  })

  it('accepts a range of exactly 366 days', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    expect((await get(app, cookie, path, range('2024-01-01', '2024-12-31'))).statusCode).toBe(200)
  })
})

describe('GET /api/plate/summary', () => {
  it('is zeros with every day counted when nothing was saved', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    const res = await get(app, cookie, 'summary', range('2024-02-01', '2024-02-29'))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      average_calories: 0,
      average_protein: 0,
      average_carbs: 0,
      average_fat: 0,
      days_tracked: 0,
      total_days: 29,
    })
  })

  it('averages over tracked days only and never shows another user’s plates', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    const other = await signedIn(app)
    await seedMenu(app, DAY_1)
    await seedMenu(app, DAY_2)
    await savePlate(app, cookie, DAY_1, [{ food_id: `tofu-${DAY_1}`, quantity: 1 }])
    await savePlate(app, other, DAY_2, [{ food_id: `oatmeal-${DAY_2}`, quantity: 10 }])
    const res = await get(app, cookie, 'summary', range(addDays(DAY_1, -1), DAY_2))
    expect(res.json()).toEqual({
      average_calories: TOFU.calories,
      average_protein: TOFU.protein,
      average_carbs: TOFU.total_carbohydrates,
      average_fat: TOFU.total_fat,
      days_tracked: 1,
      total_days: 3,
    })
    const lines = FoodMacrosResponseSchema.parse((await get(app, cookie, 'food-macros', range(DAY_1, DAY_2))).json())
    expect(lines.map((line) => line.date)).toEqual([DAY_1])
  })

  it('counts only days inside the range', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    await seedThreeDays(app, cookie)
    expect((await get(app, cookie, 'summary', range(DAY_2, DAY_2))).json()).toMatchObject({
      days_tracked: 1,
      total_days: 1,
    })
    expect((await get(app, cookie, 'food-macros', range(DAY_2, DAY_2))).json()).toHaveLength(1)
  })

  it('still counts a plate whose menu rows were re-imported or removed', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    const [plate1, plate2] = await seedThreeDays(app, cookie)
    await app.db.delete(menuItems)
    await seedMenu(app, DAY_1)
    const summary = PlateSummarySchema.parse((await get(app, cookie, 'summary', range(DAY_1, DAY_2))).json())
    expect(summary.days_tracked).toBe(2)
    expect(summary.average_calories).toBe(((plate1?.totals.calories ?? 0) + (plate2?.totals.calories ?? 0)) / 2)
    expect((await get(app, cookie, 'food-macros', range(DAY_1, DAY_2))).json()).toHaveLength(4)
  })
})

describe('GET /api/plate/micronutrients', () => {
  it('totals each micronutrient over the lines that know it and counts the lines that do not', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    const other = await signedIn(app)
    await seedThreeDays(app, cookie)
    await savePlate(app, other, DAY_2, [{ food_id: `oatmeal-${DAY_2}`, quantity: 9 }])

    const res = await get(app, cookie, 'micronutrients', range(DAY_1, DAY_3))

    expect(res.statusCode).toBe(200)
    const body = MicronutrientSummarySchema.parse(res.json())
    expect(body.days_tracked).toBe(3)
    expect(body.items).toBe(6)
    // 1.5 + 1.1 servings of oatmeal, 2.7 + 0.3 of tofu; the two protein shakes (custom) know none.
    expect(body.nutrients.sodium.total).toBeCloseTo(2.6 * 120 + 3 * 540.5, 9)
    expect(body.nutrients.sodium.missing_items).toBe(2)
    expect(body.nutrients.dietary_fiber.total).toBeCloseTo(2.6 * 4.1, 9)
    expect(body.nutrients.dietary_fiber.missing_items).toBe(4)
    expect(body.nutrients.calcium).toEqual({ total: 1050, missing_items: 4 })
    expect(body.nutrients.vitamin_c).toEqual({ total: null, missing_items: 6 })
    // The SQL aggregate and the shared computation the plate panel uses agree.
    const shared = micronutrientTotals([
      { quantity: 1.5, nutrients: OATMEAL },
      { quantity: 0.1, nutrients: null },
      { quantity: 2.7, nutrients: TOFU },
      { quantity: 0.3, nutrients: TOFU },
      { quantity: 3.3, nutrients: null },
      { quantity: 1.1, nutrients: OATMEAL },
    ])
    for (const [key, amount] of Object.entries(shared)) {
      const answered = body.nutrients[key as keyof typeof shared]
      expect(answered.missing_items).toBe(amount.missing_items)
      if (amount.total === null) expect(answered.total).toBeNull()
      else expect(answered.total).toBeCloseTo(amount.total, 9)
    }
  })

  it('answers nothing tracked for a range without plates, and still counts a removed menu item', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    const empty = await get(app, cookie, 'micronutrients', range('2024-02-01', '2024-02-29'))
    expect(empty.json()).toMatchObject({
      days_tracked: 0,
      items: 0,
      nutrients: { iron: { total: null, missing_items: 0 } },
    })
    await seedMenu(app, DAY_2)
    await savePlate(app, cookie, DAY_2, [{ food_id: `tofu-${DAY_2}`, quantity: 2 }])
    await app.db.delete(menuItems)
    const res = await get(app, cookie, 'micronutrients', range(DAY_2, DAY_2))
    expect(res.json()).toMatchObject({
      days_tracked: 1,
      items: 1,
      nutrients: { calcium: { total: 700, missing_items: 0 } },
    })
  })
})

describe('consistency of plates, summary, chart series and food-macros', () => {
  it('agree exactly for plates of menu and custom items on several dates', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    const saved = await seedThreeDays(app, cookie)
    const start = addDays(DAY_1, -2)
    const end = TODAY
    const records = FoodMacrosResponseSchema.parse((await get(app, cookie, 'food-macros', range(start, end))).json())
    expect(records[0]).toEqual({
      date: DAY_1,
      calories: OATMEAL.calories,
      protein: OATMEAL.protein,
      carbs: OATMEAL.total_carbohydrates,
      fat: OATMEAL.total_fat,
      quantity: 1.5,
    })
    const days = dailyTotals(records, start, end)
    const tracked = days.filter((day) => day.isTracked)
    expect(tracked.map((day) => day.date)).toEqual([DAY_1, DAY_2, DAY_3])
    for (const [index, plate] of saved.entries()) {
      const reloaded = PlateResponseSchema.parse(
        (await app.inject({ method: 'GET', url: `/api/plate?date=${plate.date}`, headers: { cookie } })).json(),
      )
      const { date: _date, isTracked: _isTracked, ...dayTotals } = tracked[index] ?? { date: '', isTracked: false }
      expect(dayTotals).toEqual(plate.totals)
      expect(reloaded.totals).toEqual(plate.totals)
    }
    const chart = energySeries(days, 'daily')
    expect(chart.filter((point) => point.daysTracked > 0).map((point) => point.calories)).toEqual(
      saved.map((plate) => plate.totals.calories),
    )
    const summary = PlateSummarySchema.parse((await get(app, cookie, 'summary', range(start, end))).json())
    const mean = (key: 'calories' | 'protein' | 'carbs' | 'fat') =>
      saved.reduce((sum, plate) => sum + plate.totals[key], 0) / saved.length
    expect(summary).toEqual({
      average_calories: mean('calories'),
      average_protein: mean('protein'),
      average_carbs: mean('carbs'),
      average_fat: mean('fat'),
      days_tracked: 3,
      total_days: days.length,
    })
  })
})
