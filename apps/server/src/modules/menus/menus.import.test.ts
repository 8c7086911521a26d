import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { buildHallDay, buildItem, buildMeal } from '../../../test/factories'
import { diningHalls, menuDayVersions, menuImports, menuItems, stations } from '../../db/schema/index'
import { importHallDay, readExistingDays, runImport } from './menus.import'
import { findAvailableOptions, findDayVersion, findFoods } from './menus.repository'
import type { ImportedHallDay, MenuProvider } from './providers/provider'

describe('importHallDay', () => {
  it('stores halls, meals, stations and items with the ids the source gave', async () => {
    const app = await buildTestApp()
    const day = buildHallDay()
    const result = await importHallDay(app.db, 'test', day)
    expect(result.changed).toBe(true)
    expect(result.counts.itemsInserted).toBe(3)
    const foods = await findFoods(app.db, { date: day.date })
    expect(foods.map((f) => f.id)).toEqual(day.meals[0]?.stations.flatMap((s) => s.items.map((i) => i.id)))
    expect(foods[0]).toMatchObject({
      dining_hall: 'North Commons',
      meal_name: 'Lunch',
      station: 'Grill',
      trackable: true,
    })
  })

  it('writes nothing when the same day is imported again unchanged', async () => {
    const app = await buildTestApp()
    const day = buildHallDay()
    await importHallDay(app.db, 'test', day)
    const versionBefore = await findDayVersion(app.db, day.date)
    const again = await importHallDay(app.db, 'test', structuredClone(day))
    expect(again.changed).toBe(false)
    expect(again.counts.rowsWritten).toBe(0)
    expect(again.counts.itemsUnchanged).toBe(3)
    expect(await findDayVersion(app.db, day.date)).toBe(versionBefore)
  })

  it('updates a changed item in place, keeps its id, and removes items that vanished', async () => {
    const app = await buildTestApp()
    const kept = buildItem({ name: 'Grilled Chicken' })
    const dropped = buildItem({ name: 'Fish Tacos' })
    const day = buildHallDay({ meals: [buildMeal('Lunch', { stations: [{ name: 'Grill', items: [kept, dropped] }] })] })
    await importHallDay(app.db, 'test', day)
    const changed = buildHallDay({
      meals: [
        buildMeal('Lunch', {
          stations: [{ name: 'Grill', items: [{ ...kept, nutrients: { ...kept.nutrients, calories: 410 } }] }],
        }),
      ],
    })
    const result = await importHallDay(app.db, 'test', changed)
    expect(result.counts).toMatchObject({ itemsUpdated: 1, itemsDeleted: 1, itemsInserted: 0 })
    const foods = await findFoods(app.db, { date: day.date })
    expect(foods).toHaveLength(1)
    expect(foods[0]?.id).toBe(kept.id)
    expect(foods[0]?.nutrients.calories).toBe(410)
    expect(await findDayVersion(app.db, day.date)).toBe(2)
  })

  it('keeps an item whose station was renamed, under the new station', async () => {
    const app = await buildTestApp()
    const burger = buildItem({ name: 'Burger' })
    const greens = buildItem({ name: 'Greens' })
    const day = (grill: string) =>
      buildHallDay({
        meals: [
          buildMeal('Lunch', {
            stations: [
              { name: grill, items: [burger] },
              { name: 'Salad Bar', items: [greens] },
            ],
          }),
        ],
      })
    await importHallDay(app.db, 'test', day('Grill'))
    const result = await importHallDay(app.db, 'test', day('Grill Station'))
    expect(result.counts).toMatchObject({ itemsUpdated: 1, itemsDeleted: 0, itemsInserted: 0 })
    const foods = await findFoods(app.db, { date: day('Grill').date })
    expect(foods.map((f) => [f.id, f.station])).toEqual([
      [burger.id, 'Grill Station'],
      [greens.id, 'Salad Bar'],
    ])
    expect((await app.db.select().from(stations)).map((s) => s.name).sort()).toEqual(['Grill Station', 'Salad Bar'])
  })

  it('keeps an item that moved to another meal when its old meal is gone', async () => {
    const app = await buildTestApp()
    const oatmeal = buildItem({ name: 'Oatmeal' })
    const eggs = buildItem({ name: 'Eggs' })
    const first = buildHallDay({
      meals: [
        buildMeal('Breakfast', { stations: [{ name: 'Bakery', items: [oatmeal] }] }),
        buildMeal('Lunch', { stations: [{ name: 'Grill', items: [eggs] }] }),
      ],
    })
    await importHallDay(app.db, 'test', first)
    const brunch = buildHallDay({
      meals: [buildMeal('Brunch', { stations: [{ name: 'Bakery', items: [oatmeal, eggs] }] })],
    })
    const result = await importHallDay(app.db, 'test', brunch)
    expect(result.counts).toMatchObject({ itemsUpdated: 2, itemsDeleted: 0, itemsInserted: 0 })
    const foods = await findFoods(app.db, { date: first.date })
    expect(foods.map((f) => [f.id, f.meal_name, f.station])).toEqual([
      [oatmeal.id, 'Brunch', 'Bakery'],
      [eggs.id, 'Brunch', 'Bakery'],
    ])
  })

  it('never lets a suddenly empty answer erase a day that had items', async () => {
    const app = await buildTestApp()
    const day = buildHallDay()
    await importHallDay(app.db, 'test', day)
    const result = await importHallDay(app.db, 'test', { ...day, meals: [] })
    expect(result.changed).toBe(false)
    expect(result.skipped).toMatch(/kept the menu/)
    expect(await findFoods(app.db, { date: day.date })).toHaveLength(3)
  })

  it('leaves a kept meal as it was while the day’s other meals are updated and removed', async () => {
    const app = await buildTestApp()
    const day = buildHallDay({ meals: [buildMeal('Breakfast'), buildMeal('Lunch'), buildMeal('Dinner')] })
    await importHallDay(app.db, 'test', day)
    const before = await findFoods(app.db, { date: day.date })
    const changedLunch = buildMeal('Lunch', { stations: [{ name: 'Grill', items: [buildItem()] }] })
    // Dinner is gone from the answer; Breakfast is kept (not published, or its call failed).
    const result = await importHallDay(app.db, 'test', { ...day, meals: [changedLunch], keptMeals: ['Breakfast'] })
    expect(result.counts).toMatchObject({ itemsInserted: 1, itemsDeleted: 6, itemsUnchanged: 0 })
    const after = await findFoods(app.db, { date: day.date })
    expect(after.filter((f) => f.meal_name === 'Breakfast')).toEqual(before.filter((f) => f.meal_name === 'Breakfast'))
    expect(after.filter((f) => f.meal_name === 'Lunch').map((f) => f.id)).toEqual([
      changedLunch.stations[0]?.items[0]?.id,
    ])
    expect(after.filter((f) => f.meal_name === 'Dinner')).toEqual([])
    expect((await findAvailableOptions(app.db, day.date)).meal_types_by_hall).toEqual({
      'North Commons': ['Breakfast', 'Lunch'],
    })
  })

  it('keeps what a day held when every meal of it is kept, and writes nothing', async () => {
    const app = await buildTestApp()
    const day = buildHallDay({ meals: [buildMeal('Breakfast'), buildMeal('Lunch')] })
    await importHallDay(app.db, 'test', day)
    const result = await importHallDay(app.db, 'test', { ...day, meals: [], keptMeals: ['Breakfast', 'Lunch'] })
    expect(result).toEqual({ counts: expect.objectContaining({ rowsWritten: 0 }), changed: false })
    expect(await findFoods(app.db, { date: day.date })).toHaveLength(6)
    expect(await findDayVersion(app.db, day.date)).toBe(1)
  })

  it('gives a repeated vendor item its own id in its second place', async () => {
    const app = await buildTestApp()
    const twice = buildItem()
    const day = buildHallDay({
      meals: [
        buildMeal('Lunch', {
          stations: [
            { name: 'Grill', items: [twice] },
            { name: 'Deli', items: [twice] },
          ],
        }),
      ],
    })
    await importHallDay(app.db, 'test', day)
    const ids = (await findFoods(app.db, { date: day.date })).map((f) => f.id)
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
    expect(ids[0]).toBe(twice.id)
  })

  it('marks items without all four macros as not trackable', async () => {
    const app = await buildTestApp()
    const day = buildHallDay({
      meals: [
        buildMeal('Lunch', { stations: [{ name: 'Grill', items: [buildItem({ nutrients: { calories: 300 } })] }] }),
      ],
    })
    await importHallDay(app.db, 'test', day)
    const [food] = await findFoods(app.db, { date: day.date })
    expect(food?.trackable).toBe(false)
    expect(food?.nutrients).toEqual({ calories: 300 })
  })
})

describe('importHallDay with what runImport read for the date', () => {
  const provider = (days: ImportedHallDay[]): MenuProvider => ({ name: 'test', fetchDay: async () => days })
  const day = () =>
    buildHallDay({
      meals: [
        buildMeal('Lunch', {
          stations: [
            { name: 'Grill', description: 'Burgers', items: [buildItem({ id: 'i-a' }), buildItem({ id: 'i-b' })] },
          ],
        }),
      ],
    })

  it('writes nothing for a day that is unchanged', async () => {
    const app = await buildTestApp()
    const first = day()
    await runImport(app.db, provider([first]), [first.date], { trigger: 'test' })
    const again = await runImport(app.db, provider([structuredClone(first)]), [first.date], { trigger: 'test' })
    expect(again.counts).toMatchObject({ rowsWritten: 0, itemsUnchanged: 2 })
  })

  it.each<
    [
      string,
      (d: ImportedHallDay) => void,
      (app: Awaited<ReturnType<typeof buildTestApp>>, d: ImportedHallDay) => Promise<unknown>,
      unknown,
    ]
  >([
    [
      'a renamed hall',
      (d) => Object.assign(d.hall, { name: 'North Commons Renamed' }),
      async (app, d) => (await findFoods(app.db, { date: d.date }))[0]?.dining_hall,
      'North Commons Renamed',
    ],
    [
      'a moved serving window',
      (d) => Object.assign(d.meals[0] ?? {}, { window: { start: '11:30', end: '14:00' } }),
      async (app, d) => (await findAvailableOptions(app.db, d.date)).serving_windows_by_hall['North Commons']?.Lunch,
      { start: '11:30', end: '14:00' },
    ],
    [
      'a new station description',
      (d) => Object.assign(d.meals[0]?.stations[0] ?? {}, { description: 'Smash burgers' }),
      async (app) => (await app.db.select().from(stations))[0]?.description,
      'Smash burgers',
    ],
    [
      'a changed item',
      (d) => Object.assign(d.meals[0]?.stations[0]?.items[1] ?? {}, { labels: ['vegan', 'Halal'] }),
      async (app, d) => (await findFoods(app.db, { date: d.date }))[1]?.labels,
      ['vegan', 'Halal'],
    ],
  ])('applies %s', async (_case, change, read, expected) => {
    const app = await buildTestApp()
    const first = day()
    await runImport(app.db, provider([first]), [first.date], { trigger: 'test' })
    const next = structuredClone(first)
    change(next)
    const result = await runImport(app.db, provider([next]), [first.date], { trigger: 'test' })
    expect(result.counts.rowsWritten).toBe(1)
    expect(await read(app, next)).toEqual(expected)
  })

  it('updates more changed items than one statement takes, keeping arrays, JSON and nulls intact', async () => {
    const app = await buildTestApp()
    const items = Array.from({ length: 650 }, (_, i) => buildItem({ id: `bulk-${i}` }))
    const first = buildHallDay({ meals: [buildMeal('Dinner', { stations: [{ name: 'Grill', items }] })] })
    await importHallDay(app.db, 'test', first)
    const changed = structuredClone(first)
    for (const [i, item] of (changed.meals[0]?.stations[0]?.items ?? []).entries()) {
      item.name = `Changed ${i}`
      item.description = i % 2 ? undefined : 'It\'s "new", {really}'
      item.labels = ['vegan', 'Label, with comma']
      item.allergens = i % 3 ? [] : ['milk', 'sesame']
      item.ingredients = ['Water', 'Salt (Sea, Iodized)']
      item.nutrients = { calories: i, protein: 1.5 }
    }
    const result = await importHallDay(app.db, 'test', changed)
    expect(result.counts).toMatchObject({ itemsUpdated: 650, itemsInserted: 0, itemsDeleted: 0, rowsWritten: 650 })
    const foods = await findFoods(app.db, { date: first.date })
    expect(foods).toHaveLength(650)
    expect(foods[0]).toMatchObject({
      name: 'Changed 0',
      description: 'It\'s "new", {really}',
      labels: ['vegan', 'Label, with comma'],
      allergens: ['milk', 'sesame'],
      ingredients: ['Water', 'Salt (Sea, Iodized)'],
      nutrients: { calories: 0, protein: 1.5 },
      trackable: false,
    })
    expect(foods[649]).toMatchObject({
      name: 'Changed 649',
      labels: ['vegan', 'Label, with comma'],
      nutrients: { calories: 649 },
    })
    expect(foods[1]?.description).toBeUndefined()
    const again = await importHallDay(app.db, 'test', structuredClone(changed))
    expect(again.counts.rowsWritten).toBe(0)
  })

  it('returns an unchanged day without opening a transaction when told what the database holds', async () => {
    const app = await buildTestApp()
    const first = day()
    await importHallDay(app.db, 'test', first)
    const { days } = await readExistingDays(app.db, [first.date])
    const existing = days.get(`${first.hall.id}\u001f${first.date}`)
    expect(existing?.items).toHaveLength(2)
    const noTransactions = new Proxy(app.db, {
      get: (target, key) =>
        key === 'transaction' ? () => Promise.reject(new Error('opened a transaction')) : Reflect.get(target, key),
    })
    const result = await importHallDay(noTransactions, 'test', structuredClone(first), existing ? { existing } : {})
    expect(result).toMatchObject({ changed: false, counts: { itemsUnchanged: 2, rowsWritten: 0 } })
    const changed = structuredClone(first)
    Object.assign(changed.meals[0]?.stations[0]?.items[0] ?? {}, { name: 'Renamed' })
    await expect(importHallDay(noTransactions, 'test', changed, existing ? { existing } : {})).rejects.toThrow(
      'opened a transaction',
    )
  })

  it('returns a day whose other meals are unchanged without a transaction while one meal is kept', async () => {
    const app = await buildTestApp()
    const first = buildHallDay({ meals: [buildMeal('Breakfast'), ...day().meals] })
    await importHallDay(app.db, 'test', first)
    const { days } = await readExistingDays(app.db, [first.date])
    const existing = days.get(`${first.hall.id}\u001f${first.date}`)
    const noTransactions = new Proxy(app.db, {
      get: (target, key) =>
        key === 'transaction' ? () => Promise.reject(new Error('opened a transaction')) : Reflect.get(target, key),
    })
    // Lunch keeps position 1: the kept Breakfast holds 0.
    const lunchOnly = { ...structuredClone(first), keptMeals: ['Breakfast'] }
    lunchOnly.meals = lunchOnly.meals.filter((meal) => meal.name !== 'Breakfast')
    const result = await importHallDay(noTransactions, 'test', lunchOnly, existing ? { existing } : {})
    expect(result).toMatchObject({ changed: false, counts: { itemsUnchanged: 2, rowsWritten: 0 } })
  })

  it('writes nothing, not even the hall, for a closed day of a hall never seen', async () => {
    const app = await buildTestApp()
    const result = await importHallDay(app.db, 'test', buildHallDay({ meals: [] }))
    expect(result).toMatchObject({ changed: false, counts: { rowsWritten: 0 } })
    expect(await app.db.select().from(diningHalls)).toEqual([])
  })
})

describe('runImport', () => {
  const provider = (days: Record<string, ImportedHallDay[] | Error>): MenuProvider => ({
    name: 'fixture',
    async fetchDay(date) {
      const answer = days[date]
      if (answer instanceof Error) throw answer
      return answer ?? []
    },
  })

  it('records each run with its counts, and a failed day as an error without touching the others', async () => {
    const app = await buildTestApp()
    const changed: string[] = []
    const result = await runImport(
      app.db,
      provider({
        '2025-07-20': [buildHallDay({ date: '2025-07-20' })],
        '2025-07-21': new Error('vendor answered 500'),
      }),
      ['2025-07-20', '2025-07-21'],
      { trigger: 'test', onDayChanged: (date) => changed.push(date) },
    )
    expect(result.status).toBe('partial')
    expect(result.counts.itemsInserted).toBe(3)
    expect(result.errors).toEqual(['2025-07-21: vendor answered 500'])
    expect(changed).toEqual(['2025-07-20'])
    const [row] = await app.db.select().from(menuImports).where(eq(menuImports.id, result.id))
    expect(row).toMatchObject({ source: 'fixture', status: 'partial', dateFrom: '2025-07-20', dateTo: '2025-07-21' })
    expect(row?.counts?.itemsInserted).toBe(3)
    expect(row?.finishedAt).toBeInstanceOf(Date)
  })

  it('records what a provider notes apart from the errors, and a run with only notes as ok', async () => {
    const app = await buildTestApp()
    const noting: MenuProvider = {
      name: 'fixture',
      async fetchDay(date, context) {
        context?.note('North Commons: Catering: not published for the week of 2025-07-20')
        return [buildHallDay({ date })]
      },
    }
    const result = await runImport(app.db, noting, ['2025-07-20'], { trigger: 'test' })
    expect(result).toMatchObject({
      status: 'ok',
      errors: [],
      notes: ['2025-07-20: North Commons: Catering: not published for the week of 2025-07-20'],
    })
    const [row] = await app.db.select().from(menuImports).where(eq(menuImports.id, result.id))
    expect(row).toMatchObject({ status: 'ok', errors: [], notes: result.notes })
  })

  it('records the range of dates given in any order', async () => {
    const app = await buildTestApp()
    const result = await runImport(app.db, provider({}), ['2025-07-21', '2025-07-19', '2025-07-20'], {
      trigger: 'test',
    })
    const [row] = await app.db.select().from(menuImports).where(eq(menuImports.id, result.id))
    expect(row).toMatchObject({ dateFrom: '2025-07-19', dateTo: '2025-07-21', status: 'ok' })
  })

  it('counts a day whose stored menus cannot be read as failed and goes on with the next', async () => {
    const app = await buildTestApp()
    // The first read of the menus held (for 2025-07-20) fails, as a dropped connection would.
    let isReadRefused = false
    const db = new Proxy(app.db, {
      get(target, property) {
        if (property === 'select' && !isReadRefused) {
          isReadRefused = true
          return () => {
            throw new Error('connection reset')
          }
        }
        const value = Reflect.get(target, property)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const result = await runImport(
      db,
      provider({
        '2025-07-20': [buildHallDay({ date: '2025-07-20' })],
        '2025-07-21': [buildHallDay({ date: '2025-07-21' })],
      }),
      ['2025-07-20', '2025-07-21'],
      { trigger: 'test' },
    )
    expect(result).toMatchObject({ status: 'partial', errors: ['2025-07-20: connection reset'] })
    expect(result.counts.itemsInserted).toBe(3)
    const [row] = await app.db.select().from(menuImports).where(eq(menuImports.id, result.id))
    expect(row).toMatchObject({ status: 'partial', errors: ['2025-07-20: connection reset'] })
  })

  it('closes the log entry of a run that stopped, as failed, and passes the error on', async () => {
    const app = await buildTestApp()
    const run = runImport(app.db, provider({ '2025-07-20': [buildHallDay({ date: '2025-07-20' })] }), ['2025-07-20'], {
      trigger: 'test',
      onDayChanged: () => {
        throw new Error('cache gone')
      },
    })
    await expect(run).rejects.toThrow('cache gone')
    const [row] = await app.db.select().from(menuImports)
    expect(row).toMatchObject({ status: 'failed', errors: ['the run stopped: cache gone'] })
    expect(row?.finishedAt).toBeInstanceOf(Date)
  })

  it('reports a run in which every day failed as failed', async () => {
    const app = await buildTestApp()
    const result = await runImport(app.db, provider({ '2025-07-20': new Error('timeout') }), ['2025-07-20'], {
      trigger: 'test',
    })
    expect(result.status).toBe('failed')
    expect(await app.db.select().from(menuItems)).toHaveLength(0)
    expect(await app.db.select().from(menuDayVersions)).toHaveLength(0)
  })
})
