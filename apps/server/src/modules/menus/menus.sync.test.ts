import { addDays } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { menuImports } from '../../db/schema/index'
import { campusToday } from '../../lib/campus-dates'
import { findAvailableOptions } from './menus.repository'
import { ensureDemoWindow, missingDemoDates, syncMenus } from './menus.sync'

describe('demo menu window', () => {
  it('fills every date from 92 days ago to 14 days ahead, then has nothing left to do', async () => {
    const app = await buildTestApp({ menuProvider: 'demo' })
    const today = campusToday(app.config.campusTz)
    const first = await ensureDemoWindow(app, { trigger: 'test' })
    expect(first?.status).toBe('ok')
    expect(first?.counts.days).toBe(92 + 1 + 14)
    expect(await missingDemoDates(app, today)).toEqual([])
    for (const date of [addDays(today, -92), today, addDays(today, 14)]) {
      const options = await findAvailableOptions(app.db, date)
      expect(options.dining_halls.length).toBeGreaterThanOrEqual(3)
    }
    expect((await findAvailableOptions(app.db, addDays(today, 15))).dining_halls).toEqual([])
    expect(await ensureDemoWindow(app, { trigger: 'test' })).toBeNull()
  }, 120_000)

  it('imports the nearest missing days first', async () => {
    const app = await buildTestApp({ menuProvider: 'demo' })
    const today = campusToday(app.config.campusTz)
    const missing = await missingDemoDates(app, today)
    expect(missing.slice(0, 3)).toEqual([today, addDays(today, -1), addDays(today, 1)])
    await ensureDemoWindow(app, { trigger: 'start', limit: 1 })
    expect((await findAvailableOptions(app.db, today)).dining_halls.length).toBeGreaterThanOrEqual(3)
    expect(await missingDemoDates(app, today)).toHaveLength(106)
  })

  it('runs the sync under the lock and records it in the import log', async () => {
    const app = await buildTestApp({ menuProvider: 'demo' })
    await ensureDemoWindow(app, { trigger: 'test', limit: 100 })
    await syncMenus(app, 'schedule')
    const runs = await app.db.select().from(menuImports)
    expect(runs.map((r) => r.trigger)).toEqual(['test', 'schedule'])
    expect(runs[1]?.counts?.days).toBe(7)
  })

  it('skips the sync while another holder has the lock', async () => {
    const app = await buildTestApp({ menuProvider: 'demo' })
    await app.database.withAdvisoryLock(0x4d454e55, async () => {
      await syncMenus(app, 'schedule')
    })
    expect(await app.db.select().from(menuImports)).toEqual([])
  })
})
