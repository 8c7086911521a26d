import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { buildHallDay, buildItem, buildMeal } from '../../../test/factories'
import { menuDayVersions, menuImports, menuItems } from '../../db/schema/index'
import { importHallDay, runImport } from './menus.import'
import { findDayVersion, findFoods } from './menus.repository'
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

  it('never lets a suddenly empty answer erase a day that had items', async () => {
    const app = await buildTestApp()
    const day = buildHallDay()
    await importHallDay(app.db, 'test', day)
    const result = await importHallDay(app.db, 'test', { ...day, meals: [] })
    expect(result.changed).toBe(false)
    expect(result.skipped).toMatch(/kept the menu/)
    expect(await findFoods(app.db, { date: day.date })).toHaveLength(3)
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
