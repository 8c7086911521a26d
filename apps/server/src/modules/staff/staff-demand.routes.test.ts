import { addDays } from '@campusplate/shared'
import { type DemandResponse, DemandResponseSchema } from '@campusplate/shared/staff'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { allRowCounts } from '../../../test/counts'
import { signedInStaff } from '../../../test/staff'
import { insertStudents, logItems, NORTH, SOUTH, serve, starDish } from '../../../test/staff-insights'
import { TEST_TZ } from '../../../test/test-config'
import type { AppInstance } from '../../app-types'
import { campusToday } from '../../lib/campus-dates'

const TODAY = campusToday(TEST_TZ)
const DAY = addDays(TODAY, -3)

async function demand(app: AppInstance, cookie: string, query = '') {
  return app.inject({ method: 'GET', url: `/api/staff/demand${query}`, headers: { cookie } })
}

async function demandOf(app: AppInstance, cookie: string, query = ''): Promise<DemandResponse> {
  const res = await demand(app, cookie, query)
  expect(res.statusCode).toBe(200)
  return DemandResponseSchema.parse(res.json())
}

/** Every number in the answer that counts students: none may be under 10. */
function studentCounts(body: DemandResponse): unknown[] {
  return [
    body.active_students,
    ...body.dishes.flatMap((dish) => [dish.starred, dish.logged]),
    ...[...body.allergens, ...body.diet_types, ...body.cultural_preferences].map((group) => group.students),
  ]
}

describe('GET /api/staff/demand', () => {
  it.each([
    [9, 'fewer than 10'],
    [10, 10],
    [11, 11],
  ] as const)(
    'with %i students, every group of them reads %j, and no smaller count leaves the server',
    async (n, shown) => {
      const app = await buildTestApp()
      const { cookie } = await signedInStaff(app)
      const [tofu, soup] = await serve(app, { date: DAY, items: [{ name: 'Sesame Tofu' }, { name: 'Lentil Soup' }] })
      if (!tofu || !soup) throw new Error('no dishes')
      const ids = await insertStudents(app, n, {
        allergens: ['sesame'],
        dietType: 'vegan',
        culturalPreference: 'halal',
      })
      await logItems(app, ids, DAY, [tofu])
      await starDish(app, ids, NORTH.name, 'Sesame Tofu')
      // One student with other needs: a group of one is never shown as one.
      const [other] = await insertStudents(app, 1, { allergens: ['peanuts'], dietType: 'keto' })
      await logItems(app, [other as string], DAY, [soup])

      const body = await demandOf(app, cookie)

      const tofuRow = {
        dining_hall: NORTH.name,
        meal_name: 'Lunch',
        name: 'Sesame Tofu',
        starred: shown,
        logged: shown,
      }
      const soupRow = {
        dining_hall: NORTH.name,
        meal_name: 'Lunch',
        name: 'Lentil Soup',
        starred: 'fewer than 10',
        logged: 'fewer than 10',
      }
      // Ordered by the counts as shown: two groups under 10 keep the menu's alphabetical order.
      expect(body.dishes).toEqual(shown === 'fewer than 10' ? [soupRow, tofuRow] : [tofuRow, soupRow])
      expect(body.active_students).toBe(n + 1 >= 10 ? n + 1 : 'fewer than 10')
      expect(body.allergens.find((g) => g.value === 'sesame')?.students).toBe(shown)
      expect(body.allergens.find((g) => g.value === 'peanuts')?.students).toBe('fewer than 10')
      expect(body.diet_types.find((g) => g.value === 'vegan')?.students).toBe(shown)
      expect(body.diet_types.find((g) => g.value === 'keto')?.students).toBe('fewer than 10')
      expect(body.cultural_preferences.find((g) => g.value === 'halal')?.students).toBe(shown)
      for (const count of studentCounts(body)) {
        expect(count === 'fewer than 10' || (typeof count === 'number' && count >= 10)).toBe(true)
      }
      // Aggregates only: no account's id, address or name is in the answer.
      const raw = (await demand(app, cookie)).body
      for (const id of [...ids, other]) expect(raw).not.toContain(id as string)
      expect(raw).not.toMatch(/@campus\.test|Student /)
    },
  )

  it('lists every allergen, diet type and cultural preference, so a row tells nothing by being there', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedInStaff(app)
    const body = await demandOf(app, cookie)
    expect(body.allergens.map((g) => g.value)).toEqual([
      'milk',
      'eggs',
      'fish',
      'shellfish',
      'tree_nuts',
      'peanuts',
      'wheat',
      'soybeans',
      'sesame',
    ])
    expect(body.diet_types).toHaveLength(8)
    expect(body.cultural_preferences).toHaveLength(5)
    expect(studentCounts(body).every((count) => count === 'fewer than 10')).toBe(true)
  })

  it('counts a student who logged two spellings of one dish once, and leaves out staff and plates outside the range', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedInStaff(app)
    const [brulee] = await serve(app, { date: DAY, items: [{ name: 'Crème Brûlée' }] })
    const [plain] = await serve(app, { date: addDays(DAY, 1), items: [{ name: 'creme brulee' }] })
    const [early] = await serve(app, { date: addDays(TODAY, -60), items: [{ name: 'Crème Brûlée' }] })
    if (!brulee || !plain || !early) throw new Error('no dishes')
    const ids = await insertStudents(app, 10, { allergens: ['milk'] })
    await logItems(app, ids, DAY, [brulee])
    await logItems(app, ids.slice(0, 5), addDays(DAY, 1), [plain])
    // Staff accounts and plates before the range do not count.
    const staff = await insertStudents(app, 5, { allergens: ['milk'] }, 'staff')
    await logItems(app, staff, addDays(DAY, 1), [plain])
    const lapsed = await insertStudents(app, 5, { allergens: ['milk'] })
    await logItems(app, lapsed, addDays(TODAY, -60), [early])

    const body = await demandOf(app, cookie)
    expect(body.dishes).toEqual([
      { dining_hall: NORTH.name, meal_name: 'Lunch', name: 'Crème Brûlée', starred: 'fewer than 10', logged: 10 },
    ])
    expect(body.active_students).toBe(10)
    expect(body.allergens.find((g) => g.value === 'milk')?.students).toBe(10)
    expect(body).toMatchObject({ from: addDays(TODAY, -29), to: TODAY, dining_hall: null })
  })

  it('narrows to one hall: its dishes, and the students who logged one of them', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedInStaff(app)
    const [north] = await serve(app, { date: DAY, items: [{ name: 'Pho' }] })
    const [south] = await serve(app, { hall: SOUTH, date: DAY, items: [{ name: 'Tacos' }] })
    if (!north || !south) throw new Error('no dishes')
    const northIds = await insertStudents(app, 12, { dietType: 'vegetarian' })
    await logItems(app, northIds, DAY, [north])
    const southIds = await insertStudents(app, 10, { dietType: 'vegetarian' })
    await logItems(app, southIds, DAY, [south])

    const all = await demandOf(app, cookie)
    expect(all.diet_types.find((g) => g.value === 'vegetarian')?.students).toBe(22)
    const body = await demandOf(app, cookie, `?dining_hall=${encodeURIComponent(SOUTH.name)}`)
    expect(body.dishes.map((dish) => [dish.name, dish.logged])).toEqual([['Tacos', 10]])
    expect(body.active_students).toBe(10)
    expect(body.diet_types.find((g) => g.value === 'vegetarian')?.students).toBe(10)
    expect(body.dining_hall).toBe(SOUTH.name)
  })

  it.each([
    ['?from=2025-02-30', 'from', 'Use a real calendar date written YYYY-MM-DD'],
    ['?to=yesterday', 'to', 'Use a real calendar date written YYYY-MM-DD'],
    ['?from=2025-07-02&to=2025-07-01', 'from', 'The start date must not be after the end date'],
    ['?from=2024-01-01&to=2025-07-01', 'to', 'A range can cover at most 366 days'],
    ['?dining_hall=', 'dining_hall', 'A dining hall name is 1 to 200 characters'],
    ['?dining_hall=Nowhere%20Hall', 'dining_hall', 'No dining hall is called "Nowhere Hall"'],
  ])('answers %s with 400 naming %s, and changes nothing', async (query, field, message) => {
    const app = await buildTestApp()
    const { cookie } = await signedInStaff(app)
    await serve(app, { date: DAY, items: [{ name: 'Pho' }] })
    const before = await allRowCounts(app)
    const res = await demand(app, cookie, query)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toContainEqual({ field, message })
    expect(await allRowCounts(app)).toEqual(before)
  })
})
