import { addDays, PLATE_RULE_MESSAGES, PlateResponseSchema, plateDateWindow, plateTotals } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildTestApp, testClock } from '../../../test/build-test-app'
import { countRows, userDataCounts } from '../../../test/counts'
import { buildHallDay, buildItem } from '../../../test/factories'
import { createUser, loginAs, testOrigin } from '../../../test/login'
import { TEST_TZ } from '../../../test/test-config'
import type { AppInstance } from '../../app-types'
import { menuItems, plateItems, plates } from '../../db/schema/index'
import { campusToday } from '../../lib/campus-dates'
import { importHallDay } from '../menus/menus.import'

// Plates are saved inside the menu window (docs/product.md#menu-date), counted from the app's campus today.
const TODAY = campusToday(TEST_TZ)
const DATE = addDays(TODAY, -1)
const OTHER_DATE = TODAY
const PLATE_WINDOW = plateDateWindow(TODAY)
const outsideWindow = `date: ${PLATE_RULE_MESSAGES.dateOutsideWindow}`

const OATMEAL = { calories: 150, protein: 5, total_carbohydrates: 27, total_fat: 3, sodium: 100 }
const TOFU = { calories: 320, protein: 24, total_carbohydrates: 30, total_fat: 11, sugars: 4 }

async function seedMenu(app: AppInstance, date = DATE, items = defaultItems()) {
  await importHallDay(
    app.db,
    'test',
    buildHallDay({
      date,
      meals: [{ name: 'Lunch', window: { start: '11:00', end: '15:00' }, stations: [{ name: 'Grill', items }] }],
    }),
  )
}

function defaultItems() {
  return [
    buildItem({ id: 'oatmeal', name: 'Steel-Cut Oatmeal', portionSize: '1 cup', nutrients: { ...OATMEAL } }),
    buildItem({ id: 'tofu', name: 'Grilled Tofu', portionSize: '4 oz', nutrients: { ...TOFU } }),
    buildItem({ id: 'mystery', name: 'Chef Special', nutrients: { calories: 500 } }),
  ]
}

async function signedIn(app: AppInstance) {
  return loginAs(app, await createUser(app))
}

function save(app: AppInstance, cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/plate',
    headers: { ...testOrigin(app), ...(cookie ? { cookie } : {}), ...headers },
    payload: payload as object,
  })
}

function load(app: AppInstance, cookie: string | undefined, date = DATE) {
  return app.inject({ method: 'GET', url: `/api/plate?date=${date}`, headers: cookie ? { cookie } : {} })
}

const SHAKE = { name: 'Protein shake', calories: 200, protein: 25, carbs: 8, totalFat: 3 }

const FULL_PLATE = {
  date: DATE,
  items: [
    { food_id: 'oatmeal', quantity: 1.5 },
    { food_id: 'custom-shake-1', quantity: 1, custom_macros: SHAKE },
    { food_id: 'tofu', quantity: 2 },
  ],
}

describe('authentication', () => {
  it('answers 401 Not authenticated to GET and POST without a session, saving nothing', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const get = await load(app, undefined)
    expect(get.statusCode).toBe(401)
    expect(get.json()).toEqual({ detail: 'Not authenticated' })
    const post = await save(app, undefined, FULL_PLATE)
    expect(post.statusCode).toBe(401)
    expect(await countRows(app, plates)).toBe(0)
  })
})

describe('GET /api/plate', () => {
  it('answers an empty plate with zero totals for a date without one', async () => {
    const app = await buildTestApp()
    const res = await load(app, await signedIn(app))
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({
      date: DATE,
      items: [],
      totals: { calories: 0, protein: 0, carbs: 0, fat: 0 },
      saved_at: null,
      version: 0,
    })
  })

  it.each(['2025-02-30', '20250720', '', 'today'])('refuses the date %j with 400', async (date) => {
    const app = await buildTestApp()
    const res = await load(app, await signedIn(app), date)
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toMatch(/^date: /)
  })
})

describe('POST /api/plate', () => {
  it('saves menu and custom items with a snapshot of each line and totals computed on the server', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    const res = await save(app, cookie, FULL_PLATE)
    expect(res.statusCode).toBe(200)
    const body = PlateResponseSchema.parse(res.json())
    expect(body.items).toEqual([
      {
        food_id: 'oatmeal',
        quantity: 1.5,
        name: 'Steel-Cut Oatmeal',
        portion_size: '1 cup',
        macros: { calories: 150, protein: 5, carbs: 27, fat: 3 },
        custom_macros: null,
        // The line's full nutrient record as saved, for the micronutrients.
        nutrients: OATMEAL,
      },
      {
        food_id: 'custom-shake-1',
        quantity: 1,
        name: 'Protein shake',
        portion_size: '1 serving',
        macros: { calories: 200, protein: 25, carbs: 8, fat: 3 },
        custom_macros: SHAKE,
        nutrients: null,
      },
      {
        food_id: 'tofu',
        quantity: 2,
        name: 'Grilled Tofu',
        portion_size: '4 oz',
        macros: { calories: 320, protein: 24, carbs: 30, fat: 11 },
        custom_macros: null,
        nutrients: TOFU,
      },
    ])
    expect(body.totals).toEqual({
      calories: 1.5 * 150 + 200 + 2 * 320,
      protein: 1.5 * 5 + 25 + 2 * 24,
      carbs: 1.5 * 27 + 8 + 2 * 30,
      fat: 1.5 * 3 + 3 + 2 * 11,
    })
    expect(body.saved_at).not.toBeNull()
    expect((await load(app, cookie)).json()).toEqual(body)
  })

  it('ignores totals and macros the client sends for menu items', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    const res = await save(app, cookie, {
      date: DATE,
      totals: { calories: 1 },
      items: [{ food_id: 'tofu', quantity: 1, macros: { calories: 1 }, custom_macros: { ...SHAKE, calories: 1 } }],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().totals.calories).toBe(320)
    expect(res.json().items[0].custom_macros).toBeNull()
  })

  it('keeps the whole nutrient record of each menu line for later history', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    await save(app, await signedIn(app), FULL_PLATE)
    const rows = await app.db.select().from(plateItems)
    expect(rows.find((r) => r.foodId === 'oatmeal')?.nutrients).toEqual(OATMEAL)
  })

  it('stores a custom line’s name and macros once, in its name and macro columns', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    await save(app, await signedIn(app), FULL_PLATE)
    const [row] = await app.db.select().from(plateItems).where(eq(plateItems.foodId, 'custom-shake-1'))
    expect(row).toEqual({
      plateId: expect.any(String),
      position: 1,
      foodId: 'custom-shake-1',
      name: 'Protein shake',
      portionSize: '1 serving',
      quantity: 1,
      calories: 200,
      protein: 25,
      carbs: 8,
      fat: 3,
      nutrients: null,
    })
  })

  it('stores the plate’s totals on its row, as the answer gives them, and rewrites them with each save', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    const storedTotals = async () => {
      const [row] = await app.db
        .select({ calories: plates.calories, protein: plates.protein, carbs: plates.carbs, fat: plates.fat })
        .from(plates)
      return row
    }
    const first = await save(app, cookie, {
      date: DATE,
      items: [
        { food_id: 'oatmeal', quantity: 0.3 },
        { food_id: 'custom-1', quantity: 0.7, custom_macros: { ...SHAKE, calories: 333.3, totalFat: 0.1 } },
        { food_id: 'tofu', quantity: 33.3 },
      ],
    })
    const expected = plateTotals([
      { quantity: 0.3, calories: 150, protein: 5, carbs: 27, fat: 3 },
      { quantity: 0.7, calories: 333.3, protein: 25, carbs: 8, fat: 0.1 },
      { quantity: 33.3, calories: 320, protein: 24, carbs: 30, fat: 11 },
    ])
    expect(first.json().totals).toEqual(expected)
    expect(await storedTotals()).toEqual(expected)
    await save(app, cookie, { date: DATE, items: [{ food_id: 'tofu', quantity: 0.5 }] })
    expect(await storedTotals()).toEqual({ calories: 160, protein: 12, carbs: 15, fat: 5.5 })
  })

  it('replaces the plate of the date as a whole and leaves other dates alone', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    await seedMenu(app, OTHER_DATE, [buildItem({ id: 'pasta', nutrients: { ...TOFU } })])
    const cookie = await signedIn(app)
    await save(app, cookie, FULL_PLATE)
    await save(app, cookie, { date: OTHER_DATE, items: [{ food_id: 'pasta', quantity: 1 }] })
    const res = await save(app, cookie, { date: DATE, items: [{ food_id: 'tofu', quantity: 0.5 }] })
    expect(res.json().items.map((i: { food_id: string }) => i.food_id)).toEqual(['tofu'])
    expect(res.json().totals.calories).toBe(160)
    expect((await load(app, cookie, OTHER_DATE)).json().items).toHaveLength(1)
  })

  it('empties the plate of a date with an empty list (the plate row is deleted)', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    await save(app, cookie, FULL_PLATE)
    const res = await save(app, cookie, { date: DATE, items: [] })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      date: DATE,
      items: [],
      totals: { calories: 0, protein: 0, carbs: 0, fat: 0 },
      saved_at: null,
      version: 0,
    })
    expect(await userDataCounts(app)).toMatchObject({ plates: 0, plateItems: 0 })
  })

  it.each([
    ['first', PLATE_WINDOW.min],
    ['last', PLATE_WINDOW.max],
  ])('saves a plate on the %s day of the menu window with its margin (%s)', async (_edge, date) => {
    const app = await buildTestApp()
    const res = await save(app, await signedIn(app), {
      date,
      items: [{ food_id: 'custom-shake-1', quantity: 1, custom_macros: SHAKE }],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().date).toBe(date)
  })

  it('counts the window from the campus today of the app’s clock', async () => {
    // 23:30 on 2025-07-20 in the campus zone, already 2025-07-21 in UTC.
    const app = await buildTestApp({}, { now: testClock(new Date('2025-07-21T04:30:00Z')).now })
    const cookie = await signedIn(app)
    const plate = (date: string) => ({
      date,
      items: [{ food_id: 'custom-shake-1', quantity: 1, custom_macros: SHAKE }],
    })
    expect((await save(app, cookie, plate('2025-04-19'))).statusCode).toBe(200)
    expect((await save(app, cookie, plate('2025-07-21'))).statusCode).toBe(200)
    const late = await save(app, cookie, plate('2025-07-22'))
    expect(late.statusCode).toBe(400)
    expect(late.json()).toMatchObject({ detail: outsideWindow, errors: [{ field: 'date' }] })
    expect((await save(app, cookie, plate('2025-04-18'))).statusCode).toBe(400)
    expect(await countRows(app, plates)).toBe(2)
  })

  it.each([0.1, 100, 2.5, 0.3])('accepts the quantity %s', async (quantity) => {
    const app = await buildTestApp()
    await seedMenu(app)
    const res = await save(app, await signedIn(app), { date: DATE, items: [{ food_id: 'oatmeal', quantity }] })
    expect(res.statusCode).toBe(200)
    expect(res.json().items[0].quantity).toBe(quantity)
  })

  it('keeps two lines of the same food', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const res = await save(app, await signedIn(app), {
      date: DATE,
      items: [
        { food_id: 'tofu', quantity: 1 },
        { food_id: 'tofu', quantity: 1 },
      ],
    })
    expect(res.json().totals.calories).toBe(640)
  })

  it('still shows and counts a saved line after the menu of its day changed', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    const saved = (await save(app, cookie, FULL_PLATE)).json()
    // The day is re-imported without the tofu, and with different oatmeal numbers.
    await seedMenu(app, DATE, [
      buildItem({ id: 'oatmeal', name: 'Oatmeal (new recipe)', nutrients: { ...OATMEAL, calories: 999 } }),
    ])
    const rows = await app.db.select({ id: menuItems.id }).from(menuItems)
    expect(rows.map((r) => r.id)).toEqual(['oatmeal'])
    const res = await load(app, cookie)
    expect(res.json()).toEqual(saved)
  })

  it('saves a loaded plate again after one of its items left the menu, keeping that line’s snapshot', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    await save(app, cookie, FULL_PLATE)
    await seedMenu(app, DATE, [buildItem({ id: 'oatmeal', nutrients: { ...OATMEAL } })])
    const loaded = (await load(app, cookie)).json()
    // The web app sends back what it loaded, with one quantity changed.
    const items = loaded.items.map((item: { food_id: string; quantity: number; custom_macros: unknown }) => ({
      food_id: item.food_id,
      quantity: item.food_id === 'tofu' ? 3 : item.quantity,
      ...(item.custom_macros ? { custom_macros: item.custom_macros } : {}),
    }))
    const res = await save(app, cookie, { date: DATE, items })
    expect(res.statusCode).toBe(200)
    const tofu = res.json().items.find((item: { food_id: string }) => item.food_id === 'tofu')
    expect(tofu).toMatchObject({ name: 'Grilled Tofu', quantity: 3, macros: { calories: 320 } })
    // Someone else cannot use that snapshot: for them the item is unknown.
    const other = await save(app, await signedIn(app), { date: DATE, items: [{ food_id: 'tofu', quantity: 1 }] })
    expect(other.statusCode).toBe(400)
  })

  it('is saved whole or not at all', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    const first = (await save(app, cookie, FULL_PLATE)).json()
    const res = await save(app, cookie, {
      date: DATE,
      items: [
        { food_id: 'tofu', quantity: 1 },
        { food_id: 'gone', quantity: 1 },
      ],
    })
    expect(res.statusCode).toBe(400)
    expect((await load(app, cookie)).json()).toEqual(first)
  })

  it('keeps one consistent plate when two saves of one date race', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    const answers = await Promise.all([
      save(app, cookie, { date: DATE, items: [{ food_id: 'tofu', quantity: 1 }] }),
      save(app, cookie, FULL_PLATE),
      save(app, cookie, { date: DATE, items: [{ food_id: 'oatmeal', quantity: 3 }] }),
    ])
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200])
    const final = (await load(app, cookie)).json()
    const possible = answers.map((r) => r.json().items)
    expect(possible).toContainEqual(final.items)
    expect(await countRows(app, plates)).toBe(1)
  })
})

describe('plate versions', () => {
  const TOFU_PLATE = { date: DATE, items: [{ food_id: 'tofu', quantity: 1 }] }
  const OATMEAL_PLATE = { date: DATE, items: [{ food_id: 'oatmeal', quantity: 3 }] }

  it('answers the version with GET and with each save, a greater one at every save', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    expect((await load(app, cookie)).json().version).toBe(0)
    const first = (await save(app, cookie, { ...FULL_PLATE, version: 0 })).json()
    expect(first.version).toBeGreaterThan(0)
    expect((await load(app, cookie)).json()).toEqual(first)
    const second = await save(app, cookie, { ...TOFU_PLATE, version: first.version })
    expect(second.statusCode).toBe(200)
    expect(second.json().version).toBeGreaterThan(first.version)
    expect(second.json().items.map((item: { food_id: string }) => item.food_id)).toEqual(['tofu'])
    expect((await load(app, cookie)).json()).toEqual(second.json())
  })

  it('refuses a stale version with 409 and the current plate, changing nothing', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    const first = (await save(app, cookie, FULL_PLATE)).json()
    const current = (await save(app, cookie, { ...TOFU_PLATE, version: first.version })).json()
    const before = await userDataCounts(app)
    const res = await save(app, cookie, { ...OATMEAL_PLATE, version: first.version })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ detail: PLATE_RULE_MESSAGES.staleVersion, plate: current })
    expect(await userDataCounts(app)).toEqual(before)
    expect((await load(app, cookie)).json()).toEqual(current)
  })

  it.each([
    ['a first save', 0],
    ['a version never given', 999_999],
  ])('refuses %s when another device saved the day first', async (_case, version) => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    const current = (await save(app, cookie, FULL_PLATE)).json()
    const res = await save(app, cookie, { ...OATMEAL_PLATE, version })
    expect(res.statusCode).toBe(409)
    expect(res.json().plate).toEqual(current)
    expect((await load(app, cookie)).json()).toEqual(current)
  })

  it('refuses a stale clear and keeps the plate; a clear of the current version deletes it', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    const first = (await save(app, cookie, FULL_PLATE)).json()
    const current = (await save(app, cookie, { ...TOFU_PLATE, version: first.version })).json()
    const stale = await save(app, cookie, { date: DATE, items: [], version: first.version })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().plate).toEqual(current)
    expect((await load(app, cookie)).json()).toEqual(current)
    const cleared = await save(app, cookie, { date: DATE, items: [], version: current.version })
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json()).toMatchObject({ items: [], saved_at: null, version: 0 })
    expect(await countRows(app, plates)).toBe(0)
  })

  it('never gives a cleared and saved-again day a version it had, so an old tab stays stale', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    const old = (await save(app, cookie, FULL_PLATE)).json()
    await save(app, cookie, { date: DATE, items: [], version: old.version })
    const again = (await save(app, cookie, { ...TOFU_PLATE, version: 0 })).json()
    expect(again.version).not.toBe(old.version)
    const res = await save(app, cookie, { ...OATMEAL_PLATE, version: old.version })
    expect(res.statusCode).toBe(409)
    expect((await load(app, cookie)).json()).toEqual(again)
  })

  it('replaces the plate when a save names no version (the product’s call shape)', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    const first = (await save(app, cookie, FULL_PLATE)).json()
    const res = await save(app, cookie, TOFU_PLATE)
    expect(res.statusCode).toBe(200)
    expect(res.json().version).toBeGreaterThan(first.version)
    expect((await load(app, cookie)).json()).toEqual(res.json())
  })

  it.each([
    ['the same version', 'update'],
    ['no plate yet', 'insert'],
  ])('applies exactly one of two concurrent saves naming %s', async (_case, kind) => {
    const app = await buildTestApp()
    await seedMenu(app)
    const cookie = await signedIn(app)
    const version = kind === 'update' ? (await save(app, cookie, FULL_PLATE)).json().version : 0
    const answers = await Promise.all([
      save(app, cookie, { ...TOFU_PLATE, version }),
      save(app, cookie, { ...OATMEAL_PLATE, version }),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const winner = answers.find((r) => r.statusCode === 200)?.json()
    const loser = answers.find((r) => r.statusCode === 409)?.json()
    expect(loser.plate).toEqual(winner)
    expect((await load(app, cookie)).json()).toEqual(winner)
    expect(await countRows(app, plates)).toBe(1)
  })

  it('never applies a version to another user’s plate of the same day', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const alice = await signedIn(app)
    const bob = await signedIn(app)
    const alicePlate = (await save(app, alice, FULL_PLATE)).json()
    const res = await save(app, bob, { ...TOFU_PLATE, version: alicePlate.version })
    expect(res.statusCode).toBe(409)
    expect(res.json().plate).toMatchObject({ items: [], version: 0 })
    expect((await load(app, alice)).json()).toEqual(alicePlate)
    expect(await countRows(app, plates)).toBe(1)
  })
})

describe('one user’s plate is theirs alone', () => {
  it('another user can neither read nor overwrite it', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const alice = await signedIn(app)
    const bob = await signedIn(app)
    const alicePlate = (await save(app, alice, FULL_PLATE)).json()

    const bobView = await load(app, bob)
    expect(bobView.json()).toMatchObject({ items: [], saved_at: null })

    await save(app, bob, { date: DATE, items: [{ food_id: 'tofu', quantity: 5 }] })
    await save(app, bob, { date: DATE, items: [] })
    expect((await load(app, alice)).json()).toEqual(alicePlate)
    expect(await countRows(app, plates)).toBe(1)
  })
})

const tooManyItems = Array.from({ length: 101 }, () => ({ food_id: 'tofu', quantity: 1 }))
const bulkyItems = Array.from({ length: 100 }, (_, i) => ({
  food_id: `custom-${i}`,
  quantity: 1,
  custom_macros: { ...SHAKE, name: 'x'.repeat(100) },
  padding: 'y'.repeat(600),
}))

/** docs/product.md#tests: every case is a clear 4xx and leaves the saved plate as it was. */
const badPayloads: [string, unknown, number, string | RegExp][] = [
  ['malformed JSON', '{"date": "2025-07-20", "items": [', 400, 'The request body is not valid JSON.'],
  ['an array body', '[]', 400, /./],
  ['a missing date', { items: [] }, 400, /^date: /],
  ['a missing items list', { date: DATE }, 400, /^items: /],
  ['items as an object', { date: DATE, items: { food_id: 'tofu' } }, 400, /^items: /],
  ['an impossible date', { date: '2025-02-30', items: [] }, 400, /^date: /],
  ['a date as a number', { date: 20250720, items: [] }, 400, /^date: /],
  ['the year 1', { date: '0001-01-01', items: [] }, 400, outsideWindow],
  ['the year 9999', { date: '9999-12-31', items: [] }, 400, outsideWindow],
  ['the day before the window', { date: addDays(PLATE_WINDOW.min, -1), items: [] }, 400, outsideWindow],
  ['the day after the window', { date: addDays(PLATE_WINDOW.max, 1), items: [] }, 400, outsideWindow],
  ['a missing food id', { date: DATE, items: [{ quantity: 1 }] }, 400, /^items\.0\.food_id: /],
  ['an empty food id', { date: DATE, items: [{ food_id: ' ', quantity: 1 }] }, 400, /^items\.0\.food_id: /],
  ['a 101-character food id', { date: DATE, items: [{ food_id: 'x'.repeat(101), quantity: 1 }] }, 400, /food_id/],
  ['a missing quantity', { date: DATE, items: [{ food_id: 'tofu' }] }, 400, /^items\.0\.quantity: /],
  ['a quantity as a string', { date: DATE, items: [{ food_id: 'tofu', quantity: '1' }] }, 400, /quantity/],
  [
    'a quantity of 0',
    { date: DATE, items: [{ food_id: 'tofu', quantity: 0 }] },
    400,
    PLATE_RULE_MESSAGES.quantityRange,
  ],
  [
    'a quantity of 0.05',
    { date: DATE, items: [{ food_id: 'tofu', quantity: 0.05 }] },
    400,
    PLATE_RULE_MESSAGES.quantityRange,
  ],
  [
    'a quantity of 100.1',
    { date: DATE, items: [{ food_id: 'tofu', quantity: 100.1 }] },
    400,
    PLATE_RULE_MESSAGES.quantityRange,
  ],
  [
    'a negative quantity',
    { date: DATE, items: [{ food_id: 'tofu', quantity: -1 }] },
    400,
    PLATE_RULE_MESSAGES.quantityRange,
  ],
  [
    'a quantity of 1.25',
    { date: DATE, items: [{ food_id: 'tofu', quantity: 1.25 }] },
    400,
    PLATE_RULE_MESSAGES.quantityDecimals,
  ],
  ['101 items', { date: DATE, items: tooManyItems }, 400, PLATE_RULE_MESSAGES.tooManyItems],
  ['a body over 64 KiB', { date: DATE, items: bulkyItems }, 413, 'The request body is too large.'],
  ['a negative version', { ...FULL_PLATE, version: -1 }, 400, /^version: /],
  ['a fractional version', { ...FULL_PLATE, version: 1.5 }, 400, /^version: /],
  ['a version as text', { ...FULL_PLATE, version: '1' }, 400, /^version: /],
  [
    'a food of another date',
    { date: DATE, items: [{ food_id: 'pasta', quantity: 1 }] },
    400,
    `items.0.food_id: ${PLATE_RULE_MESSAGES.unknownFood}`,
  ],
  [
    'an unknown food after a good one',
    {
      date: DATE,
      items: [
        { food_id: 'tofu', quantity: 1 },
        { food_id: 'nope', quantity: 1 },
      ],
    },
    400,
    `items.1.food_id: ${PLATE_RULE_MESSAGES.unknownFood}`,
  ],
  [
    'a food without nutrition data',
    { date: DATE, items: [{ food_id: 'mystery', quantity: 1 }] },
    400,
    `items.0.food_id: ${PLATE_RULE_MESSAGES.untrackableFood}`,
  ],
  [
    'a custom item without macros',
    { date: DATE, items: [{ food_id: 'custom-1', quantity: 1 }] },
    400,
    `items.0.custom_macros: ${PLATE_RULE_MESSAGES.customNeedsMacros}`,
  ],
  [
    'a custom item with a negative macro',
    { date: DATE, items: [{ food_id: 'custom-1', quantity: 1, custom_macros: { ...SHAKE, protein: -1 } }] },
    400,
    'Nutrition values cannot be negative',
  ],
  [
    'a custom item with a macro as a string',
    { date: DATE, items: [{ food_id: 'custom-1', quantity: 1, custom_macros: { ...SHAKE, carbs: '8' } }] },
    400,
    /carbs/,
  ],
  [
    'a custom item with a missing macro',
    { date: DATE, items: [{ food_id: 'custom-1', quantity: 1, custom_macros: { name: 'Tea', calories: 1 } }] },
    400,
    /custom_macros/,
  ],
  [
    'a custom item with a blank name',
    { date: DATE, items: [{ food_id: 'custom-1', quantity: 1, custom_macros: { ...SHAKE, name: '  ' } }] },
    400,
    'Please enter a meal name',
  ],
  [
    'a custom item with a huge macro (1e309 is Infinity)',
    `{"date":"${DATE}","items":[{"food_id":"custom-1","quantity":1,"custom_macros":{"name":"x","calories":1e309,"protein":1,"carbs":1,"totalFat":1}}]}`,
    400,
    /calories/,
  ],
  [
    'a custom item with a finite macro so large that the totals would overflow',
    { date: DATE, items: [{ food_id: 'custom-1', quantity: 100, custom_macros: { ...SHAKE, calories: 1e308 } }] },
    400,
    'Nutrition values can be at most 10000 calories and 1000 g per serving',
  ],
]

describe('bad plate payloads', () => {
  it.each(badPayloads)('refuses %s and changes nothing', async (_case, payload, status, detail) => {
    const app = await buildTestApp()
    await seedMenu(app)
    await seedMenu(app, OTHER_DATE, [buildItem({ id: 'pasta', nutrients: { ...TOFU } })])
    const cookie = await signedIn(app)
    const saved = (await save(app, cookie, FULL_PLATE)).json()
    const before = await userDataCounts(app)
    const res = await save(
      app,
      cookie,
      payload,
      typeof payload === 'string' ? { 'content-type': 'application/json' } : {},
    )
    expect(res.statusCode).toBe(status)
    expect(res.json().detail).toMatch(detail)
    expect(await userDataCounts(app)).toEqual(before)
    expect((await load(app, cookie)).json()).toEqual(saved)
  })

  it('refuses a non-JSON media type with 415', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    const res = await save(app, cookie, '<plate/>', { 'content-type': 'application/xml' })
    expect(res.statusCode).toBe(415)
    expect(await countRows(app, plates)).toBe(0)
  })
})

describe('GET /api/plate/recent and repeated lines', () => {
  const recent = (app: AppInstance, cookie: string | undefined, before = TODAY) =>
    app.inject({ method: 'GET', url: `/api/plate/recent?before=${before}`, headers: cookie ? { cookie } : {} })

  it('keeps each user’s plates to that user and needs a valid day and a session', async () => {
    const app = await buildTestApp()
    const mine = await signedIn(app)
    const theirs = await signedIn(app)
    await seedMenu(app)
    await save(app, mine, { date: DATE, items: [{ food_id: 'tofu', quantity: 1 }] })
    expect((await recent(app, theirs)).json()).toEqual({ plates: [] })
    expect((await recent(app, undefined)).statusCode).toBe(401)
    expect((await recent(app, mine, '2025-02-30')).statusCode).toBe(400)
  })

  it('lists the latest 7 saved plates before the day, latest first, with each line’s hall', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    for (let back = 1; back <= 8; back++) {
      const date = addDays(TODAY, -back)
      await seedMenu(app, date, [buildItem({ id: `tofu-${back}`, name: 'Grilled Tofu', nutrients: { ...TOFU } })])
      expect((await save(app, cookie, { date, items: [{ food_id: `tofu-${back}`, quantity: 1 }] })).statusCode).toBe(
        200,
      )
    }
    await save(app, cookie, { date: TODAY, items: [{ food_id: 'custom-1', quantity: 1, custom_macros: SHAKE }] })

    const res = await recent(app, cookie)

    expect(res.statusCode).toBe(200)
    const { plates: list } = res.json()
    expect(list.map((plate: { date: string }) => plate.date)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((back) => addDays(TODAY, -back)),
    )
    expect(list[0].items).toEqual([
      expect.objectContaining({ food_id: 'tofu-1', name: 'Grilled Tofu', quantity: 1, dining_hall: 'North Commons' }),
    ])
  })

  it('saves a repeated line whose dish left today’s menu from the snapshot of its own earlier plate', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    await seedMenu(app, DATE)
    await seedMenu(app, TODAY, [
      buildItem({ id: 'oatmeal-today', name: 'Steel-Cut Oatmeal', nutrients: { ...OATMEAL } }),
    ])
    await save(app, cookie, { date: DATE, items: [{ food_id: 'tofu', quantity: 2 }] })

    const res = await save(app, cookie, {
      date: TODAY,
      items: [
        { food_id: 'oatmeal-today', quantity: 1 },
        { food_id: 'tofu', quantity: 2, from_date: DATE },
      ],
    })

    expect(res.statusCode).toBe(200)
    const plate = PlateResponseSchema.parse(res.json())
    expect(plate.items.map((item) => [item.food_id, item.name, item.quantity])).toEqual([
      ['oatmeal-today', 'Steel-Cut Oatmeal', 1],
      ['tofu', 'Grilled Tofu', 2],
    ])
    expect(plate.totals.calories).toBeCloseTo(OATMEAL.calories + 2 * TOFU.calories)
  })

  it('refuses a repeated line that the named day’s plate of this user does not hold', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    const other = await signedIn(app)
    await seedMenu(app, DATE)
    await save(app, other, { date: DATE, items: [{ food_id: 'tofu', quantity: 1 }] })
    const before = await userDataCounts(app)

    for (const fromDate of [DATE, addDays(DATE, -1)]) {
      const res = await save(app, cookie, {
        date: TODAY,
        items: [{ food_id: 'tofu', quantity: 1, from_date: fromDate }],
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().detail).toBe(`items.0.food_id: ${PLATE_RULE_MESSAGES.unknownFood}`)
    }
    expect(await userDataCounts(app)).toEqual(before)
  })
})
