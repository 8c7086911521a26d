import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { addDays } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import {
  DOC,
  dineOnCampusFixture,
  dineOnCampusRoutes,
  LAKEVIEW,
  lakeviewRoutes,
  NUTRISLICE,
  nutrisliceRoutes,
} from '../../../test/vendor-fixtures'
import { startVendorServer, type VendorReply, type VendorServer } from '../../../test/vendor-server'
import type { AppConfig } from '../../config/env'
import { diningHalls, menuImports } from '../../db/schema/index'
import { campusToday } from '../../lib/campus-dates'
import { runImport } from './menus.import'
import { findAvailableOptions, findDayVersion, findFoods } from './menus.repository'
import { syncMenus } from './menus.sync'
import { createDineOnCampusProvider } from './providers/dineoncampus-provider'
import { createFileProvider } from './providers/file-provider'
import { createHttpClient } from './providers/http-client'
import { createNutrisliceProvider } from './providers/nutrislice-provider'
import { createMenuProvider } from './providers/provider-factory'

const http = () => createHttpClient({ timeoutMs: 500, retries: 1, backoffMs: 1 })
const FILE_FIXTURES = join(import.meta.dirname, 'providers', 'fixtures', 'file')

const dineOnCampus = (vendor: VendorServer) =>
  createDineOnCampusProvider({
    site: DOC.siteSlug,
    locations: [],
    apiBase: `${vendor.url}/v4`,
    v1ApiBase: `${vendor.url}/v1`,
    http: http(),
  })

const nutrislice = (vendor: VendorServer) =>
  createNutrisliceProvider({
    district: NUTRISLICE.district,
    schools: [],
    menuTypes: [],
    apiBase: vendor.url,
    http: http(),
  })

/** The Heritage lunch fixture with one item left out, as a vendor would send after a menu change. */
function lunchWithout(name: string): unknown {
  const path = dineOnCampusFixture('heritage.lunch.v4.2025-10-14.json').file as string
  const menu = JSON.parse(readFileSync(path, 'utf8'))
  for (const category of menu.period.categories) {
    category.items = category.items.filter((item: { name: string }) => item.name !== name)
  }
  return menu
}

describe('importing DineOnCampus', () => {
  it('stores the fixture days as halls, meals, stations and items, and logs the failed day', async () => {
    const app = await buildTestApp()
    const vendor = await startVendorServer(dineOnCampusRoutes())
    const result = await runImport(app.db, dineOnCampus(vendor), ['2025-10-14', '2025-10-15', '2025-10-16'], {
      trigger: 'test',
    })
    expect(result.status).toBe('partial')
    expect(result.counts).toMatchObject({ days: 2, itemsInserted: 8, itemsDeleted: 0, itemsUpdated: 0 })
    expect(result.errors).toHaveLength(1)
    expect(result.errors[0]).toMatch(/^2025-10-16: Heritage Commons: periods of 2025-10-16: v4 .*; Union Market: .*500/)

    expect(await findAvailableOptions(app.db, '2025-10-14')).toEqual({
      dining_halls: ['Heritage Commons', 'Union Market'],
      meal_types_by_hall: {
        'Heritage Commons': ['Breakfast', 'Lunch', 'Everyday'],
        'Union Market': ['Lunch', 'Dinner'],
      },
      serving_windows_by_hall: {
        'Heritage Commons': {
          Breakfast: { start: '07:00', end: '10:00' },
          Lunch: { start: '11:00', end: '15:00' },
          Everyday: { start: '00:00', end: '24:00' },
        },
        'Union Market': { Lunch: { start: '11:00', end: '15:00' }, Dinner: { start: '17:00', end: '21:00' } },
      },
    })
    const lunch = await findFoods(app.db, { date: '2025-10-14', dining_hall: 'Heritage Commons', meal_name: 'Lunch' })
    expect(lunch.map((f) => [f.station, f.name, f.trackable])).toEqual([
      ['Homestyle', 'Lemon Herb Chicken', true],
      ['Homestyle', 'Mac & Cheese', true],
      ['Grill', 'Pork Carnitas Taco', false],
      ['Grill', 'Garden Burger', false],
    ])
    expect(lunch[0]).toMatchObject({
      portion_size: '4 oz',
      labels: ['protein', 'Halal', 'may contain: mustard'],
      allergens: ['soybeans'],
      may_contain: ['sesame'],
      nutrients: { total_carbohydrates: 0.5, sugars: 0, sodium: 1200, vitamin_d: 1, vitamin_c: 5 },
    })
    expect(lunch[0]?.nutrients.dietary_fiber).toBeUndefined()
    expect((await findAvailableOptions(app.db, '2025-10-15')).dining_halls).toEqual([])

    const [run] = await app.db.select().from(menuImports).where(eq(menuImports.id, result.id))
    expect(run).toMatchObject({
      source: 'dineoncampus',
      status: 'partial',
      dateFrom: '2025-10-14',
      dateTo: '2025-10-16',
    })
    expect(run?.errors).toEqual(result.errors)
    expect(run?.counts?.itemsInserted).toBe(8)
  })

  it('writes nothing when the vendor sends the same day again', async () => {
    const app = await buildTestApp()
    const vendor = await startVendorServer(dineOnCampusRoutes())
    await runImport(app.db, dineOnCampus(vendor), ['2025-10-14'], { trigger: 'test' })
    const version = await findDayVersion(app.db, '2025-10-14')
    const again = await runImport(app.db, dineOnCampus(vendor), ['2025-10-14'], { trigger: 'test' })
    expect(again.status).toBe('ok')
    expect(again.counts).toMatchObject({ rowsWritten: 0, itemsUnchanged: 8, itemsInserted: 0, itemsUpdated: 0 })
    expect(again.changedDates).toEqual([])
    expect(await findDayVersion(app.db, '2025-10-14')).toBe(version)
  })

  it('removes an item that vanished from the day and keeps the ids of the others', async () => {
    const app = await buildTestApp()
    const vendor = await startVendorServer(dineOnCampusRoutes())
    await runImport(app.db, dineOnCampus(vendor), ['2025-10-14'], { trigger: 'test' })
    const before = await findFoods(app.db, { date: '2025-10-14', dining_hall: 'Heritage Commons', meal_name: 'Lunch' })
    vendor.route(`/v4/locations/${DOC.heritage}/menu?date=2025-10-14&period=${DOC.periods.heritageLunch}`, {
      json: lunchWithout('Garden Burger'),
    })
    const result = await runImport(app.db, dineOnCampus(vendor), ['2025-10-14'], { trigger: 'test' })
    expect(result.counts).toMatchObject({ itemsDeleted: 1, itemsInserted: 0, itemsUpdated: 0, itemsUnchanged: 7 })
    const after = await findFoods(app.db, { date: '2025-10-14', dining_hall: 'Heritage Commons', meal_name: 'Lunch' })
    expect(after.map((f) => f.id)).toEqual(before.filter((f) => f.name !== 'Garden Burger').map((f) => f.id))
  })

  it.each([
    ['a malformed answer and a page that is not JSON', () => ({ json: { periods: 'coming soon' } })],
    ['a lasting 500', () => ({ status: 500 })],
  ])('keeps a day that had items when every location answers with %s', async (_case, reply) => {
    const app = await buildTestApp()
    const vendor = await startVendorServer(dineOnCampusRoutes())
    await runImport(app.db, dineOnCampus(vendor), ['2025-10-14'], { trigger: 'test' })
    for (const location of [DOC.heritage, DOC.union]) {
      vendor.route(`/v4/locations/${location}/periods/`, reply())
      vendor.route(`/v1/location/${location}/periods`, { body: '<html>Just a moment…</html>' })
    }
    const result = await runImport(app.db, dineOnCampus(vendor), ['2025-10-14'], { trigger: 'test' })
    expect(result.status).toBe('failed')
    expect(result.errors).toHaveLength(1)
    expect(await findFoods(app.db, { date: '2025-10-14' })).toHaveLength(8)
  })

  it('keeps a location whose answer failed while the others import, and records the run as partial', async () => {
    const app = await buildTestApp()
    const vendor = await startVendorServer(dineOnCampusRoutes())
    await runImport(app.db, dineOnCampus(vendor), ['2025-10-14'], { trigger: 'test' })
    vendor.route(`/v1/location/${DOC.union}/periods/${DOC.periods.unionDinner}`, { status: 502 })
    const result = await runImport(app.db, dineOnCampus(vendor), ['2025-10-14'], { trigger: 'test' })
    expect(result.status).toBe('partial')
    expect(result.errors).toEqual([
      expect.stringMatching(/^2025-10-14: Union Market: Dinner menu of 2025-10-14: .*kept what was there$/),
    ])
    const union = await findFoods(app.db, { date: '2025-10-14', dining_hall: 'Union Market' })
    expect(union.map((f) => f.name)).toEqual(['Turkey Club', 'Chana Masala'])
  })

  it('keeps a period whose menu now answers 404 on v4 and v1 as not published, with a note, not an error', async () => {
    const app = await buildTestApp()
    const vendor = await startVendorServer(dineOnCampusRoutes())
    await runImport(app.db, dineOnCampus(vendor), ['2025-10-14'], { trigger: 'test' })
    const before = await findFoods(app.db, { date: '2025-10-14', dining_hall: 'Heritage Commons' })
    vendor.route(`/v4/locations/${DOC.heritage}/menu?date=2025-10-14&period=${DOC.periods.heritageEveryday}`, {
      status: 404,
      json: { error: 'no menu' },
    })
    vendor.route(`/v4/locations/${DOC.heritage}/menu?date=2025-10-14&period=${DOC.periods.heritageLunch}`, {
      json: lunchWithout('Garden Burger'),
    })
    const result = await runImport(app.db, dineOnCampus(vendor), ['2025-10-14'], { trigger: 'test' })
    expect(result).toMatchObject({ status: 'ok', errors: [] })
    expect(result.notes).toEqual([expect.stringMatching(/^2025-10-14: Heritage Commons: Everyday: not published \(/)])
    // Lunch still imports (its change is written); Everyday keeps what it held.
    expect(result.counts).toMatchObject({ itemsDeleted: 1 })
    const after = await findFoods(app.db, { date: '2025-10-14', dining_hall: 'Heritage Commons' })
    expect(after).toEqual(before.filter((f) => f.name !== 'Garden Burger'))
  })

  it('keeps a day that had items when the vendor suddenly says the halls are closed', async () => {
    const app = await buildTestApp()
    const vendor = await startVendorServer(dineOnCampusRoutes())
    await runImport(app.db, dineOnCampus(vendor), ['2025-10-14'], { trigger: 'test' })
    vendor.route(`/v4/locations/${DOC.heritage}/menu`, dineOnCampusFixture('heritage.lunch.v4.2025-10-15.closed.json'))
    vendor.route(`/v1/location/${DOC.union}/periods`, dineOnCampusFixture('union.periods.v1.2025-10-15.closed.json'))
    const result = await runImport(app.db, dineOnCampus(vendor), ['2025-10-14'], { trigger: 'test' })
    expect(result.status).toBe('partial')
    expect(result.errors).toEqual([
      'Heritage Commons 2025-10-14: the source sent no items; kept the menu that was there',
      'Union Market 2025-10-14: the source sent no items; kept the menu that was there',
    ])
    expect(await findFoods(app.db, { date: '2025-10-14' })).toHaveLength(8)
  })
})

describe('importing Nutrislice', () => {
  it('stores a week of fixture days, and writes nothing the second time', async () => {
    const app = await buildTestApp()
    const vendor = await startVendorServer(nutrisliceRoutes())
    const week = ['2025-10-12', '2025-10-13', '2025-10-14', '2025-10-15', '2025-10-16', '2025-10-17', '2025-10-18']
    const first = await runImport(app.db, nutrislice(vendor), week, { trigger: 'test' })
    expect(first).toMatchObject({ status: 'ok', errors: [], changedDates: ['2025-10-14'] })
    expect(first.counts).toMatchObject({ days: 7, itemsInserted: 8 })
    expect(vendor.requests).toHaveLength(5)
    const options = await findAvailableOptions(app.db, '2025-10-14')
    expect(options.meal_types_by_hall).toEqual({
      'North Dining Hall': ['Breakfast', 'Lunch', 'HS Lunch'],
      'South Cafe': ['Lunch'],
    })
    const lunch = await findFoods(app.db, { date: '2025-10-14', dining_hall: 'North Dining Hall', meal_name: 'Lunch' })
    expect(lunch.map((f) => [f.station, f.name, f.portion_size])).toEqual([
      ['Comfort Kitchen', 'Roasted Vegetable Couscous', '0.75 cups'],
      ['Comfort Kitchen', 'Beef Pot Roast', '4 oz'],
      ['Grill Works', 'Grilled Cheese', '1 sandwich'],
      ['Grill Works', 'Roasted Vegetable Couscous', '0.75 cups'],
      ['Grill Works', 'Chocolate Milk', '8 fl oz'],
    ])
    expect(lunch[1]?.nutrients).toMatchObject({ vitamin_a: 250, saturated_and_trans_fat: 6 })
    expect(lunch[2]).toMatchObject({ trackable: false, nutrients: {} })

    const second = await runImport(app.db, nutrislice(vendor), week, { trigger: 'test' })
    expect(second.counts).toMatchObject({ rowsWritten: 0, itemsUnchanged: 8 })
  })

  it('keeps what a menu type held when its week now answers 404, and notes it without failing', async () => {
    const app = await buildTestApp()
    const vendor = await startVendorServer(nutrisliceRoutes())
    await runImport(app.db, nutrislice(vendor), ['2025-10-14'], { trigger: 'test' })
    vendor.route('/menu/api/weeks/school/south-cafe/menu-type/lunch/2025/10/12/', {
      status: 404,
      json: { detail: 'Not found.' },
    })
    const result = await runImport(app.db, nutrislice(vendor), ['2025-10-14'], { trigger: 'test' })
    expect(result.status).toBe('ok')
    expect(result.errors).toEqual([])
    expect(result.notes).toEqual([
      expect.stringMatching(
        /^2025-10-14: South Cafe: Lunch: not published for the week of 2025-10-12 \(.* answered 404\)$/,
      ),
    ])
    expect((await findFoods(app.db, { date: '2025-10-14', dining_hall: 'South Cafe' })).map((f) => f.name)).toEqual([
      'Tomato Basil Soup',
    ])
  })
})

describe('importing Nutrislice when a week is not published', () => {
  it('keeps the school’s day, every meal of it, instead of erasing the meal whose week came back empty', async () => {
    const app = await buildTestApp()
    const vendor = await startVendorServer(nutrisliceRoutes())
    await runImport(app.db, nutrislice(vendor), ['2025-10-14'], { trigger: 'test' })
    const before = await findFoods(app.db, { date: '2025-10-14', dining_hall: 'North Dining Hall' })
    expect(before.some((f) => f.meal_name === 'Breakfast')).toBe(true)
    vendor.route('/menu/api/weeks/school/north-dining-hall/menu-type/breakfast/2025/10/12/', { json: { days: [] } })
    const result = await runImport(app.db, nutrislice(vendor), ['2025-10-14'], { trigger: 'test' })
    expect(result.status).toBe('partial')
    expect(result.errors).toEqual([
      '2025-10-14: North Dining Hall: Breakfast: the menu of 2025-10-14 is not published; kept what was there',
    ])
    expect(await findFoods(app.db, { date: '2025-10-14', dining_hall: 'North Dining Hall' })).toEqual(before)
  })
})

describe('importing a Nutrislice district with a menu type not published', () => {
  const WEEKDAYS = ['2025-10-13', '2025-10-14', '2025-10-15', '2025-10-16', '2025-10-17']
  const lakeview = (vendor: VendorServer) =>
    createNutrisliceProvider({
      district: LAKEVIEW.district,
      schools: [],
      menuTypes: [],
      apiBase: vendor.url,
      http: http(),
    })
  const PUBLISHED = {
    'Lakeview High': ['Breakfast', 'Lunch', 'Dinner'],
    'Birch Elementary': ['Breakfast', 'Lunch'],
  }

  it('a sync over several dates imports every published menu type of every school and asks each week once', async () => {
    const vendor = await startVendorServer(lakeviewRoutes())
    const app = await buildTestApp({
      menuProvider: 'nutrislice',
      nutrislice: { district: LAKEVIEW.district, schools: [], menuTypes: [], apiBase: vendor.url },
    })
    const outcome = await syncMenus(app, 'schedule', { from: '2025-10-12', to: '2025-10-18' })
    const result = outcome.ran ? outcome.result : null
    expect(result).toMatchObject({ status: 'ok', errors: [], changedDates: WEEKDAYS })
    expect(result?.counts).toMatchObject({ days: 7, itemsInserted: 25 })
    expect(result?.notes).toEqual([
      `2025-10-12: Lakeview High: Catering: not published for the week of 2025-10-12 (${vendor.url}${LAKEVIEW.cateringWeek} answered 404)`,
    ])
    for (const date of WEEKDAYS) {
      expect((await findAvailableOptions(app.db, date)).meal_types_by_hall).toEqual(PUBLISHED)
      const foods = await findFoods(app.db, { date, dining_hall: 'Lakeview High' })
      expect(foods.some((f) => f.meal_name === 'Catering')).toBe(false)
    }
    const lunch = await findFoods(app.db, { date: '2025-10-14', dining_hall: 'Lakeview High', meal_name: 'Lunch' })
    expect(lunch.map((f) => [f.station, f.name, f.trackable])).toEqual([['Main Line', 'Beef Tacos', true]])
    // The schools once, and each school's menu type once for the whole week: the 404 included.
    expect(vendor.hits(LAKEVIEW.cateringWeek)).toBe(1)
    expect(vendor.requests).toHaveLength(1 + 6)
    expect(new Set(vendor.requests).size).toBe(7)
  })

  const dinnerWeek = '/menu/api/weeks/school/lakeview-high/menu-type/dinner/2025/10/12/'
  const emptyWeek = {
    json: { days: ['2025-10-13', '2025-10-14', '2025-10-15'].map((date) => ({ date, menu_items: [] })) },
  }
  it.each<[string, VendorReply, 'partial' | 'ok']>([
    ['a lasting 500', { status: 500 }, 'partial'],
    ['a timeout', { delayMs: 1_000 }, 'partial'],
    ['malformed JSON', { body: '{"days": [' }, 'partial'],
    ['a week without days', { json: { days: [] } }, 'partial'],
    ['a week whose days are all empty', emptyWeek, 'ok'],
    ['a 404', { status: 404, json: { detail: 'Not found.' } }, 'ok'],
  ])(
    'keeps Dinner’s items when its week answers %s, and imports the school’s other types',
    async (_case, reply, status) => {
      const app = await buildTestApp()
      const vendor = await startVendorServer(lakeviewRoutes())
      await runImport(app.db, lakeview(vendor), ['2025-10-14'], { trigger: 'test' })
      const before = await findFoods(app.db, { date: '2025-10-14', dining_hall: 'Lakeview High' })
      expect(before.map((f) => f.meal_name)).toEqual(['Breakfast', 'Lunch', 'Dinner'])
      vendor.route(dinnerWeek, reply)

      const result = await runImport(app.db, lakeview(vendor), ['2025-10-14', '2025-10-15'], { trigger: 'test' })
      expect(result.status).toBe(status)
      // The run says so: an error a date when the answer failed, a note when nothing is published.
      const aboutDinner = (lines: string[]) => lines.filter((line) => line.includes('Lakeview High: Dinner: '))
      if (status === 'partial') {
        expect(aboutDinner(result.errors)).toHaveLength(2)
        expect(aboutDinner(result.notes)).toEqual([])
      } else {
        expect(result.errors).toEqual([])
        expect(aboutDinner(result.notes)).toHaveLength(1)
      }
      expect(await findFoods(app.db, { date: '2025-10-14', dining_hall: 'Lakeview High' })).toEqual(before)
      // A date never imported gets the school's published types; Dinner is simply not there yet.
      expect((await findAvailableOptions(app.db, '2025-10-15')).meal_types_by_hall).toEqual({
        'Lakeview High': ['Breakfast', 'Lunch'],
        'Birch Elementary': ['Breakfast', 'Lunch'],
      })
    },
  )
})

describe('importing a menu file', () => {
  it('stores the JSON and the CSV forms alike, and the second import writes nothing', async () => {
    const app = await buildTestApp()
    const json = createFileProvider(join(FILE_FIXTURES, 'menus.json'))
    const { dates } = await json.load()
    const first = await runImport(app.db, json, dates, { trigger: 'test' })
    expect(first).toMatchObject({ status: 'ok', counts: { days: 2, halls: 3, itemsInserted: 6 } })
    const foods = await findFoods(app.db, { date: '2026-01-12' })
    expect(foods.map((f) => [f.dining_hall, f.meal_name, f.station, f.name])).toEqual([
      ['North Commons', 'Breakfast', 'Griddle', 'Buttermilk Pancakes'],
      ['North Commons', 'Breakfast', 'Griddle', 'Scrambled Tofu'],
      ['North Commons', 'Lunch', 'Grill', 'Pulled Pork Sandwich'],
      ['North Commons', 'Lunch', 'Grill', 'Side Salad'],
      ['South Dining', 'Everyday', 'Deli', 'Turkey & Swiss'],
    ])
    const halls = await app.db.select().from(diningHalls)
    expect(halls.map((h) => [h.name, h.source])).toEqual([
      ['North Commons', 'file'],
      ['South Dining', 'file'],
    ])

    const csv = createFileProvider(join(FILE_FIXTURES, 'menus.csv'))
    const again = await runImport(app.db, csv, dates, { trigger: 'test' })
    expect(again.counts).toMatchObject({ rowsWritten: 0, itemsUnchanged: 6 })
  })

  it('refuses a hall whose name another source already uses, with a readable error', async () => {
    const app = await buildTestApp()
    const file = createFileProvider(join(FILE_FIXTURES, 'menus.json'))
    await app.db.insert(diningHalls).values({ id: 'demo-north-commons', name: 'North Commons', source: 'demo' })
    const result = await runImport(app.db, file, ['2026-01-12'], { trigger: 'test' })
    expect(result.status).toBe('partial')
    expect(result.errors).toEqual([
      'North Commons 2026-01-12: a hall named "North Commons" already comes from the demo menus',
    ])
  })
})

describe('the scheduled sync of a vendor', () => {
  const nutrisliceConfig = (vendor: VendorServer): Partial<AppConfig> => ({
    menuProvider: 'nutrislice',
    nutrislice: { district: NUTRISLICE.district, schools: [], menuTypes: [], apiBase: vendor.url },
  })

  it('imports the configured provider over the range under the lock and logs the run', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const app = await buildTestApp(nutrisliceConfig(vendor))
    const outcome = await syncMenus(app, 'schedule', { from: '2025-10-13', to: '2025-10-15' })
    expect(outcome.ran && outcome.result?.status).toBe('ok')
    const runs = await app.db.select().from(menuImports)
    expect(runs).toMatchObject([
      { source: 'nutrislice', trigger: 'schedule', dateFrom: '2025-10-13', dateTo: '2025-10-15', status: 'ok' },
    ])
    expect((await findAvailableOptions(app.db, '2025-10-14')).dining_halls).toEqual(['North Dining Hall', 'South Cafe'])
  })

  it('syncs today through MENU_SYNC_DAYS_AHEAD days ahead by default', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const app = await buildTestApp({ ...nutrisliceConfig(vendor), menuSyncDaysAhead: 3 })
    await syncMenus(app, 'schedule')
    const today = campusToday(app.config.campusTz)
    const [run] = await app.db.select().from(menuImports)
    expect(run).toMatchObject({ dateFrom: today, dateTo: addDays(today, 3) })
  })

  it('skips the sync while another holder has the lock', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const app = await buildTestApp(nutrisliceConfig(vendor))
    const outcome = await app.database.withAdvisoryLock(0x4d454e55, () =>
      syncMenus(app, 'schedule', { from: '2025-10-14', to: '2025-10-14' }),
    )
    expect(outcome).toEqual({ ran: true, value: { ran: false } })
    expect(vendor.requests).toEqual([])
    expect(await app.db.select().from(menuImports)).toEqual([])
  })

  it('builds each provider from the config, and one afresh per run', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const app = await buildTestApp(nutrisliceConfig(vendor))
    await syncMenus(app, 'schedule', { from: '2025-10-14', to: '2025-10-14' })
    await syncMenus(app, 'schedule', { from: '2025-10-14', to: '2025-10-14' })
    // A new provider per run asks the vendor again: nothing learnt is kept between runs.
    expect(vendor.hits('/menu/api/schools/')).toBe(2)
    expect(createMenuProvider(app.config).name).toBe('nutrislice')
  })
})
