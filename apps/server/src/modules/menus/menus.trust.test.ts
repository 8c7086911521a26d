import { FoodListSchema, MenuFreshnessSchema } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { buildHallDay, buildItem, buildMeal, FULL_NUTRIENTS } from '../../../test/factories'
import { TEST_TZ } from '../../../test/test-config'
import type { AppInstance } from '../../app-types'
import { menuImports, menuItems } from '../../db/schema/index'
import { campusToday } from '../../lib/campus-dates'
import { importHallDay, runImport } from './menus.import'
import { findFlaggedItems } from './menus.repository'
import type { ImportedHallDay, MenuProvider } from './providers/provider'

const DATE = '2025-07-20'
const HOUR = 60 * 60 * 1000

// FULL_NUTRIENTS: 24 g protein, 30 g carbs, 11 g fat → 315 kcal at 4/4/9, stated 320.
const wrongCalories = buildItem({
  id: 'wrong-kcal',
  name: 'Loaded Nachos',
  nutrients: { ...FULL_NUTRIENTS, calories: 900 },
})
const wrongSugars = buildItem({ id: 'wrong-sugar', name: 'Fruit Cup', nutrients: { ...FULL_NUTRIENTS, sugars: 45 } })
const plausible = buildItem({ id: 'fine', name: 'Grilled Chicken' })

function dayWith(items = [wrongCalories, wrongSugars, plausible], date = DATE): ImportedHallDay {
  return buildHallDay({ date, meals: [buildMeal('Lunch', { stations: [{ name: 'Grill', items }] })] })
}

async function storedFlags(app: AppInstance) {
  const rows = await app.db.select({ id: menuItems.id, flags: menuItems.flags }).from(menuItems)
  return Object.fromEntries(rows.map((row) => [row.id, row.flags]))
}

describe('import sanity checks', () => {
  it('imports a flagged item with its note, and GET /foods sends the flags of flagged items only', async () => {
    const app = await buildTestApp()
    await importHallDay(app.db, 'test', dayWith())
    expect(await storedFlags(app)).toEqual({
      'wrong-kcal': [
        { code: 'energy_mismatch', note: 'Stated 900 kcal, but its protein, carbs and fat make about 315 kcal' },
      ],
      'wrong-sugar': [
        { code: 'sugars_exceed_carbohydrates', note: 'Sugars (45 g) are more than the total carbohydrates (30 g)' },
      ],
      fine: [],
    })
    const res = await app.inject({ method: 'GET', url: `/foods?date=${DATE}` })
    const foods = FoodListSchema.parse(res.json())
    expect(foods.map((f) => [f.id, f.flags?.map((flag) => flag.code)])).toEqual([
      ['wrong-kcal', ['energy_mismatch']],
      ['wrong-sugar', ['sugars_exceed_carbohydrates']],
      ['fine', undefined],
    ])
    expect(res.json()[2]).not.toHaveProperty('flags')
  })

  it('keeps the flags of an unchanged re-import unchanged, writing nothing', async () => {
    const app = await buildTestApp()
    await importHallDay(app.db, 'test', dayWith())
    const before = await storedFlags(app)
    const provider: MenuProvider = { name: 'test', fetchDay: async () => [dayWith()] }
    const again = await runImport(app.db, provider, [DATE], { trigger: 'test' })
    expect(again.counts).toMatchObject({ itemsUnchanged: 3, itemsUpdated: 0, rowsWritten: 0 })
    expect(await storedFlags(app)).toEqual(before)
  })

  it('clears the flag when the source corrects the item, and flags an item whose data went wrong', async () => {
    const app = await buildTestApp()
    await importHallDay(app.db, 'test', dayWith())
    const corrected = { ...wrongCalories, nutrients: { ...FULL_NUTRIENTS } }
    const broken = { ...plausible, nutrients: { ...FULL_NUTRIENTS, saturated_fat: 12 } }
    const result = await importHallDay(app.db, 'test', dayWith([corrected, wrongSugars, broken]))
    expect(result.counts).toMatchObject({ itemsUpdated: 2, itemsUnchanged: 1 })
    const flags = await storedFlags(app)
    expect(flags['wrong-kcal']).toEqual([])
    expect(flags.fine).toEqual([
      { code: 'saturated_exceed_fat', note: 'Saturated fat (12 g) is more than the total fat (11 g)' },
    ])
  })

  it('lists flagged items from a date on, in menu order, with their notes and a total', async () => {
    const app = await buildTestApp()
    const dayBefore = [
      { ...wrongCalories, id: 'wrong-kcal-19' },
      { ...plausible, id: 'fine-19' },
    ]
    await importHallDay(app.db, 'test', dayWith(dayBefore, '2025-07-19'))
    await importHallDay(app.db, 'test', dayWith(undefined, DATE))
    const { items, total } = await findFlaggedItems(app.db, DATE, 1)
    expect(total).toBe(2)
    expect(items).toEqual([
      {
        date: DATE,
        hall: 'North Commons',
        meal: 'Lunch',
        name: 'Loaded Nachos',
        notes: ['Stated 900 kcal, but its protein, carbs and fat make about 315 kcal'],
      },
    ])
  })
})

describe('GET /api/menu-freshness', () => {
  const today = campusToday(TEST_TZ)
  const provider = (name: string): MenuProvider => ({ name, fetchDay: async (date) => [dayWith(undefined, date)] })

  async function importedAgo(app: AppInstance, ageMs: number) {
    await app.db.update(menuImports).set({ finishedAt: new Date(app.now().getTime() - ageMs) })
  }

  async function freshness(app: AppInstance, date = today) {
    const res = await app.inject({ method: 'GET', url: `/api/menu-freshness?date=${date}` })
    expect(res.statusCode).toBe(200)
    return MenuFreshnessSchema.parse(res.json()).halls
  }

  it('names the source and the end of the last run that imported the date', async () => {
    const app = await buildTestApp({ menuProvider: 'nutrislice' })
    const run = await runImport(app.db, provider('nutrislice'), [today], { trigger: 'test' })
    const [log] = await app.db.select().from(menuImports).where(eq(menuImports.id, run.id))
    expect(await freshness(app)).toEqual([
      { dining_hall: 'North Commons', source: 'nutrislice', updated_at: log?.finishedAt?.toISOString(), stale: false },
    ])
  })

  it('counts an unchanged re-import as an update, and a failed run not at all', async () => {
    const app = await buildTestApp({ menuProvider: 'nutrislice' })
    await runImport(app.db, provider('nutrislice'), [today], { trigger: 'test' })
    await importedAgo(app, 30 * HOUR)
    const failing: MenuProvider = {
      name: 'nutrislice',
      fetchDay: async () => {
        throw new Error('timeout')
      },
    }
    await runImport(app.db, failing, [today], { trigger: 'test' })
    expect((await freshness(app))[0]?.stale).toBe(true)
    await runImport(app.db, provider('nutrislice'), [today], { trigger: 'test' })
    const [hall] = await freshness(app)
    expect(hall?.stale).toBe(false)
    expect(Date.now() - Date.parse(hall?.updated_at ?? '')).toBeLessThan(60_000)
  })

  it.each([
    // An hourly schedule: a daily one has a 25 h gap where daylight saving time ends.
    ['within the hourly schedule and its hour of grace', false, 2 * HOUR - 60_000],
    ['older than the hourly schedule and its grace', true, 2 * HOUR + 60_000],
  ])('a menu last imported %s: stale = %s', async (_, stale, ageMs) => {
    const app = await buildTestApp({ menuProvider: 'nutrislice', menuSyncCron: '0 * * * *' })
    await runImport(app.db, provider('nutrislice'), [today], { trigger: 'test' })
    await importedAgo(app, ageMs)
    expect((await freshness(app))[0]?.stale).toBe(stale)
  })

  it('follows MENU_SYNC_CRON: a weekly sync leaves a three-day-old menu fresh', async () => {
    const app = await buildTestApp({ menuProvider: 'nutrislice', menuSyncCron: '0 5 * * 1' })
    await runImport(app.db, provider('nutrislice'), [today], { trigger: 'test' })
    await importedAgo(app, 72 * HOUR)
    expect((await freshness(app))[0]?.stale).toBe(false)
  })

  it('never calls stale a past date, a demo menu, or a hall of another source than the configured one', async () => {
    const past = '2025-07-20'
    const nutrislice = await buildTestApp({ menuProvider: 'nutrislice' })
    await runImport(nutrislice.db, provider('nutrislice'), [past], { trigger: 'test' })
    await importedAgo(nutrislice, 30 * 24 * HOUR)
    expect((await freshness(nutrislice, past))[0]?.stale).toBe(false)

    const demo = await buildTestApp({ menuProvider: 'demo' })
    await runImport(demo.db, provider('demo'), [today], { trigger: 'test' })
    await importedAgo(demo, 30 * 24 * HOUR)
    expect(await freshness(demo)).toEqual([expect.objectContaining({ source: 'demo', stale: false })])

    const file = await buildTestApp({ menuProvider: 'file' })
    await runImport(file.db, provider('nutrislice'), [today], { trigger: 'test' })
    await importedAgo(file, 30 * 24 * HOUR)
    expect((await freshness(file))[0]).toMatchObject({ source: 'nutrislice', stale: false })
  })

  it('answers no halls for a date without menus, and 400 for a bad date', async () => {
    const app = await buildTestApp()
    expect(await freshness(app, '2025-01-01')).toEqual([])
    const res = await app.inject({ method: 'GET', url: '/api/menu-freshness?date=2025-02-30' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ detail: expect.any(String) })
  })
})
