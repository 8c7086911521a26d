import { addDays, FoodListSchema, MyMenuAnswersSchema, PlateResponseSchema, STAFF_MESSAGES } from '@campusplate/shared'
import {
  CORRECTION_MESSAGES,
  CorrectionListSchema,
  CorrectionSchema,
  STAFF_REPORT_MESSAGES,
  StaffAuditListSchema,
  StaffReportListSchema,
} from '@campusplate/shared/staff'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { allRowCounts } from '../../../test/counts'
import { buildHallDay, buildItem, buildMeal, FULL_NUTRIENTS } from '../../../test/factories'
import { createUser, loginAs, testOrigin } from '../../../test/login'
import { signedInStaff } from '../../../test/staff'
import { TEST_TZ } from '../../../test/test-config'
import type { AppInstance } from '../../app-types'
import { campusToday } from '../../lib/campus-dates'
import { importHallDay } from '../menus/menus.import'
import type { ImportedItem } from '../menus/providers/provider'

// Plates are saved inside the menu window, so the menus are of the campus today.
const DATE = campusToday(TEST_TZ)
const NEXT_DATE = addDays(DATE, 1)

const salmon = (overrides: Partial<ImportedItem> = {}) =>
  buildItem({ id: `salmon-${DATE}`, name: 'Grilled Salmon', allergens: ['fish'], ...overrides })

/** The vendor's day: the salmon and a soup at the Grill of North Commons' lunch. */
function vendorDay(date = DATE, salmonItem = salmon()) {
  return buildHallDay({
    date,
    meals: [
      buildMeal('Lunch', {
        stations: [{ name: 'Grill', items: [salmonItem, buildItem({ id: `soup-${date}`, name: 'Tomato Soup' })] }],
      }),
    ],
  })
}

function json(app: AppInstance, method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: {
      ...testOrigin(app),
      ...(cookie ? { cookie } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  })
}

/** A later import of the vendor's data, as a sync makes it (which drops the day's cached answers). */
async function reimport(app: AppInstance, day: ReturnType<typeof vendorDay>) {
  await importHallDay(app.db, 'test', day)
  app.menuCache.invalidateDate(day.date)
}

async function foods(app: AppInstance, date = DATE) {
  const res = await json(app, 'GET', `/foods?date=${date}`)
  expect(res.statusCode).toBe(200)
  return FoodListSchema.parse(res.json())
}

const salmonOf = async (app: AppInstance, date = DATE) =>
  (await foods(app, date)).find((f) => f.name === 'Grilled Salmon')

async function student(app: AppInstance) {
  const user = await createUser(app)
  return { user, cookie: await loginAs(app, user) }
}

async function auditActions(app: AppInstance, cookie: string) {
  const res = await json(app, 'GET', '/api/staff/audit', cookie)
  return StaffAuditListSchema.parse(res.json()).entries.map((entry) => entry.action)
}

describe('the reports inbox', () => {
  it('lists every report with its dish, station, note as sent and the dish’s reporters; filters by status and hall', async () => {
    const app = await buildTestApp()
    await importHallDay(app.db, 'test', vendorDay())
    const ada = await student(app)
    const ben = await student(app)
    const note = '<img src=x onerror=alert(1)> has sesame seeds'
    expect(
      (await json(app, 'POST', '/api/menu-reports', ada.cookie, { food_id: `salmon-${DATE}`, kind: 'allergen', note }))
        .statusCode,
    ).toBe(201)
    expect(
      (await json(app, 'POST', '/api/menu-reports', ben.cookie, { food_id: `salmon-${DATE}`, kind: 'nutrition' }))
        .statusCode,
    ).toBe(201)
    expect(
      (await json(app, 'POST', '/api/menu-reports', ben.cookie, { food_id: `soup-${DATE}`, kind: 'not_served' }))
        .statusCode,
    ).toBe(201)
    const staff = await signedInStaff(app)

    const res = await json(app, 'GET', '/api/staff/reports', staff.cookie)
    expect(res.statusCode).toBe(200)
    const inbox = StaffReportListSchema.parse(res.json())
    expect(inbox.halls).toEqual(['North Commons'])
    expect(inbox.reports.map((r) => [r.name, r.kind, r.dish_reporters, r.status])).toEqual([
      ['Tomato Soup', 'not_served', 1, 'new'],
      ['Grilled Salmon', 'nutrition', 2, 'new'],
      ['Grilled Salmon', 'allergen', 2, 'new'],
    ])
    expect(inbox.reports[2]).toMatchObject({
      dining_hall: 'North Commons',
      meal_name: 'Lunch',
      station: 'Grill',
      date: DATE,
      note,
      reply: null,
    })

    const first = inbox.reports[2]?.id
    expect(
      (await json(app, 'PATCH', `/api/staff/reports/${first}`, staff.cookie, { status: 'in_progress' })).statusCode,
    ).toBe(200)
    const inProgress = StaffReportListSchema.parse(
      (await json(app, 'GET', '/api/staff/reports?status=in_progress', staff.cookie)).json(),
    )
    expect(inProgress.reports.map((r) => r.id)).toEqual([first])
    const elsewhere = StaffReportListSchema.parse(
      (await json(app, 'GET', '/api/staff/reports?hall=South%20Hall', staff.cookie)).json(),
    )
    expect(elsewhere.reports).toEqual([])
  })

  it('shows the reply and status to the reporter only, and logs each', async () => {
    const app = await buildTestApp()
    await importHallDay(app.db, 'test', vendorDay())
    const ada = await student(app)
    const ben = await student(app)
    const created = await json(app, 'POST', '/api/menu-reports', ada.cookie, {
      food_id: `salmon-${DATE}`,
      kind: 'allergen',
    })
    const staff = await signedInStaff(app)
    const mineUrl = `/api/menu-reports/mine?date=${DATE}`
    const nothingYet = MyMenuAnswersSchema.parse((await json(app, 'GET', mineUrl, ada.cookie)).json())
    expect(nothingYet.answers).toEqual([])

    const id = created.json().id
    const res = await json(app, 'PATCH', `/api/staff/reports/${id}`, staff.cookie, {
      status: 'fixed',
      reply: ' Fixed ',
    })
    expect(res.statusCode).toBe(200)

    const mine = MyMenuAnswersSchema.parse((await json(app, 'GET', mineUrl, ada.cookie)).json())
    expect(mine.answers).toEqual([{ food_id: `salmon-${DATE}`, status: 'fixed', reply: 'Fixed' }])
    // The next day's serving of the dish gets the answer too; the soup, not reported, none.
    await importHallDay(app.db, 'test', vendorDay(NEXT_DATE, salmon({ id: `salmon-${NEXT_DATE}` })))
    const nextDay = MyMenuAnswersSchema.parse(
      (await json(app, 'GET', `/api/menu-reports/mine?date=${NEXT_DATE}`, ada.cookie)).json(),
    )
    expect(nextDay.answers).toEqual([{ food_id: `salmon-${NEXT_DATE}`, status: 'fixed', reply: 'Fixed' }])
    const others = MyMenuAnswersSchema.parse((await json(app, 'GET', mineUrl, ben.cookie)).json())
    expect(others.answers).toEqual([])
    expect((await json(app, 'GET', mineUrl)).statusCode).toBe(401)
    expect((await json(app, 'GET', '/api/menu-reports/mine?date=soon', ada.cookie)).statusCode).toBe(400)
    expect(await auditActions(app, staff.cookie)).toEqual(['report_status', 'report_reply'])
  })
})

describe('corrections', () => {
  it('apply to every serving of the dish at once, on read, and on every later import, and the menus say so', async () => {
    const app = await buildTestApp()
    await importHallDay(app.db, 'test', vendorDay())
    const staff = await signedInStaff(app)
    expect((await salmonOf(app))?.corrected).toBeUndefined()

    const res = await json(app, 'POST', '/api/staff/corrections', staff.cookie, {
      food_id: `salmon-${DATE}`,
      scope: 'dish',
      changes: { nutrients: { calories: 455 }, allergens: ['fish', 'sesame'] },
    })
    expect(res.statusCode).toBe(201)
    const correction = CorrectionSchema.parse(res.json())
    expect(correction).toMatchObject({
      scope: 'dish',
      dining_hall: 'North Commons',
      name: 'Grilled Salmon',
      created_by: staff.user.email,
      replaced: { nutrients: { calories: FULL_NUTRIENTS.calories }, allergens: ['fish'] },
      undone_at: null,
    })

    const corrected = await salmonOf(app)
    expect(corrected).toMatchObject({ allergens: ['fish', 'sesame'], corrected: ['nutrients', 'allergens'] })
    expect(corrected?.nutrients).toEqual({ ...FULL_NUTRIENTS, calories: 455 })
    expect((await foods(app)).find((f) => f.name === 'Tomato Soup')?.corrected).toBeUndefined()

    // The same vendor data again, then the vendor changing the dish's protein: the correction stays.
    await reimport(app, vendorDay())
    expect((await salmonOf(app))?.nutrients.calories).toBe(455)
    await reimport(app, vendorDay(DATE, salmon({ nutrients: { ...FULL_NUTRIENTS, protein: 30 } })))
    const afterChange = await salmonOf(app)
    expect(afterChange?.nutrients).toEqual({ ...FULL_NUTRIENTS, protein: 30, calories: 455 })
    expect(afterChange?.allergens).toEqual(['fish', 'sesame'])
    // A new day's menu, imported after the correction, is corrected as it is written.
    await reimport(app, vendorDay(NEXT_DATE, salmon({ id: `salmon-${NEXT_DATE}` })))
    expect((await salmonOf(app, NEXT_DATE))?.allergens).toEqual(['fish', 'sesame'])

    const list = CorrectionListSchema.parse((await json(app, 'GET', '/api/staff/corrections', staff.cookie)).json())
    expect(list.corrections.map((c) => c.id)).toEqual([correction.id])
    expect(await auditActions(app, staff.cookie)).toEqual(['correction'])
  })

  it('of one serving leave the dish’s other servings as imported', async () => {
    const app = await buildTestApp()
    await importHallDay(app.db, 'test', vendorDay())
    await importHallDay(app.db, 'test', vendorDay(NEXT_DATE, salmon({ id: `salmon-${NEXT_DATE}` })))
    const staff = await signedInStaff(app)
    const res = await json(app, 'POST', '/api/staff/corrections', staff.cookie, {
      food_id: `salmon-${DATE}`,
      scope: 'serving',
      changes: { portion_size: '6 oz fillet', may_contain: ['sesame'] },
    })
    expect(res.statusCode).toBe(201)
    expect(await salmonOf(app)).toMatchObject({ portion_size: '6 oz fillet', may_contain: ['sesame'] })
    expect(await salmonOf(app, NEXT_DATE)).toMatchObject({ portion_size: '1 cup', may_contain: [] })
    expect((await salmonOf(app, NEXT_DATE))?.corrected).toBeUndefined()
  })

  it('keep saved plates’ snapshots, and can be undone, giving the menus the imported values back', async () => {
    const app = await buildTestApp()
    await importHallDay(app.db, 'test', vendorDay())
    const ada = await student(app)
    const saved = await json(app, 'POST', '/api/plate', ada.cookie, {
      date: DATE,
      items: [{ food_id: `salmon-${DATE}`, quantity: 1 }],
    })
    expect(saved.statusCode).toBe(200)
    const staff = await signedInStaff(app)
    const created = await json(app, 'POST', '/api/staff/corrections', staff.cookie, {
      food_id: `salmon-${DATE}`,
      scope: 'dish',
      changes: {
        nutrients: { calories: 455 },
        labels: ['protein', 'climate friendly'],
        ingredients: ['Salmon', 'Sesame'],
      },
    })
    const { id } = CorrectionSchema.parse(created.json())

    const plate = PlateResponseSchema.parse((await json(app, 'GET', `/api/plate?date=${DATE}`, ada.cookie)).json())
    expect(plate.items[0]?.nutrients?.calories).toBe(FULL_NUTRIENTS.calories)

    const undone = await json(app, 'POST', `/api/staff/corrections/${id}/undo`, staff.cookie)
    expect(undone.statusCode).toBe(200)
    expect(CorrectionSchema.parse(undone.json())).toMatchObject({ id, undone_by: staff.user.email })
    const restored = await salmonOf(app)
    expect(restored).toMatchObject({ labels: ['protein'], ingredients: ['Chicken', 'Rice'] })
    expect(restored?.nutrients).toEqual(FULL_NUTRIENTS)
    expect(restored?.corrected).toBeUndefined()
    // Undone for good: a re-import does not bring it back, and a second undo is refused.
    await reimport(app, vendorDay(DATE, salmon({ nutrients: { ...FULL_NUTRIENTS, sugars: 5 } })))
    expect((await salmonOf(app))?.nutrients.calories).toBe(FULL_NUTRIENTS.calories)
    const again = await json(app, 'POST', `/api/staff/corrections/${id}/undo`, staff.cookie)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe(CORRECTION_MESSAGES.alreadyUndone)
    expect(await auditActions(app, staff.cookie)).toEqual(['correction_undo', 'correction'])
  })
})

describe('bad input on the staff routes', () => {
  it('gets a clear 4xx and changes nothing', async () => {
    const app = await buildTestApp()
    await importHallDay(app.db, 'test', vendorDay())
    const ada = await student(app)
    const report = await json(app, 'POST', '/api/menu-reports', ada.cookie, {
      food_id: `salmon-${DATE}`,
      kind: 'allergen',
    })
    const reportId = report.json().id as number
    const staff = await signedInStaff(app)
    const before = await allRowCounts(app)
    const foodsBefore = await foods(app)

    const cases: [method: 'GET' | 'POST' | 'PATCH', url: string, payload: unknown, status: number, detail?: string][] =
      [
        ['GET', '/api/staff/reports?status=closed', undefined, 400],
        ['GET', `/api/staff/reports?hall=${'x'.repeat(201)}`, undefined, 400],
        ['PATCH', `/api/staff/reports/${reportId}`, {}, 400, STAFF_REPORT_MESSAGES.nothingToChange],
        ['PATCH', `/api/staff/reports/${reportId}`, { status: 'closed' }, 400],
        ['PATCH', `/api/staff/reports/${reportId}`, { reply: 'x'.repeat(1001) }, 400],
        ['PATCH', `/api/staff/reports/${reportId}`, 'not json', 400],
        ['PATCH', '/api/staff/reports/abc', { status: 'fixed' }, 400],
        ['PATCH', '/api/staff/reports/999999', { status: 'fixed' }, 404, STAFF_REPORT_MESSAGES.notFound],
        ['GET', '/api/staff/menu-items/nope', undefined, 404, CORRECTION_MESSAGES.itemNotFound],
        ['POST', '/api/staff/corrections', { food_id: `salmon-${DATE}`, scope: 'dish', changes: {} }, 400],
        [
          'POST',
          '/api/staff/corrections',
          { food_id: `salmon-${DATE}`, scope: 'week', changes: { portion_size: '1' } },
          400,
        ],
        [
          'POST',
          '/api/staff/corrections',
          { food_id: `salmon-${DATE}`, scope: 'dish', changes: { nutrients: {} } },
          400,
        ],
        [
          'POST',
          '/api/staff/corrections',
          { food_id: `salmon-${DATE}`, scope: 'dish', changes: { nutrients: { calories: -1 } } },
          400,
        ],
        [
          'POST',
          '/api/staff/corrections',
          { food_id: `salmon-${DATE}`, scope: 'dish', changes: { nutrients: { kcal: 1 } } },
          400,
        ],
        [
          'POST',
          '/api/staff/corrections',
          { food_id: `salmon-${DATE}`, scope: 'dish', changes: { allergens: ['gluten'] } },
          400,
        ],
        [
          'POST',
          '/api/staff/corrections',
          { food_id: `salmon-${DATE}`, scope: 'dish', changes: { colour: 'red' } },
          400,
        ],
        [
          'POST',
          '/api/staff/corrections',
          { food_id: `salmon-${DATE}`, scope: 'dish', changes: { labels: [' '] } },
          400,
        ],
        [
          'POST',
          '/api/staff/corrections',
          { food_id: `salmon-${DATE}`, scope: 'dish', changes: { portion_size: 'a\u0000' } },
          400,
        ],
        [
          'POST',
          '/api/staff/corrections',
          { food_id: 'nope', scope: 'dish', changes: { portion_size: '1 bowl' } },
          404,
          CORRECTION_MESSAGES.itemNotFound,
        ],
        ['POST', '/api/staff/corrections/abc/undo', undefined, 400],
        ['POST', '/api/staff/corrections/999999/undo', undefined, 404, CORRECTION_MESSAGES.notFound],
      ]
    for (const [method, url, payload, status, detail] of cases) {
      const res = await json(app, method, url, staff.cookie, payload)
      expect({ method, url, payload, status: res.statusCode }).toEqual({ method, url, payload, status })
      const body = res.json()
      expect(typeof body.detail).toBe('string')
      expect(body.detail).not.toMatch(/at .*\.ts|stack/i)
      if (detail) expect(body.detail).toContain(detail)
    }
    expect(await allRowCounts(app)).toEqual(before)
    expect(await foods(app)).toEqual(foodsBefore)
    const inbox = StaffReportListSchema.parse((await json(app, 'GET', '/api/staff/reports', staff.cookie)).json())
    expect(inbox.reports.map((r) => [r.status, r.reply])).toEqual([['new', null]])
  })

  it('is refused to a student with the staff message before it is read', async () => {
    const app = await buildTestApp()
    const ada = await student(app)
    const res = await json(app, 'POST', '/api/staff/corrections', ada.cookie, 'not json')
    expect(res.statusCode).toBe(403)
    expect(res.json().detail).toBe(STAFF_MESSAGES.staffOnly)
  })
})
