import { addDays } from '@campusplate/shared'
import { eq, type SQL, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { providerHeldOnSecondDate } from '../../../test/held-provider'
import { testDatabaseKind } from '../../../test/test-database'
import type { AppInstance } from '../../app-types'
import type { Db } from '../../db/client'
import { menuImports } from '../../db/schema/index'
import { campusToday } from '../../lib/campus-dates'
import { demoProvider } from './demo/demo-provider'
import { INTERRUPTED_RUN_ERROR } from './menus.import'
import { findAvailableOptions } from './menus.repository'
import { ensureDemoWindow, MENU_SYNC_LOCK_KEY, missingDemoDates, syncMenus } from './menus.sync'

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
    // The whole 107-day window is imported, as in the first test, which has the same budget.
  }, 120_000)

  it('skips the sync while another holder has the lock', async () => {
    const app = await buildTestApp({ menuProvider: 'demo' })
    await app.database.withAdvisoryLock(0x4d454e55, async () => {
      await syncMenus(app, 'schedule')
    })
    expect(await app.db.select().from(menuImports)).toEqual([])
  })
})

describe('runs that did not finish', () => {
  it('closes as failed a run that a crash left running when the next sync starts', async () => {
    const app = await buildTestApp()
    const today = campusToday(app.config.campusTz)
    const [stale] = await app.db
      .insert(menuImports)
      .values({ source: 'demo', trigger: 'schedule', dateFrom: today, dateTo: today, status: 'running' })
      .returning({ id: menuImports.id })
    await syncMenus(app, 'schedule', { provider: demoProvider, from: today, to: today })
    const [closed] = await app.db
      .select()
      .from(menuImports)
      .where(eq(menuImports.id, stale?.id ?? 0))
    expect(closed?.status).toBe('failed')
    expect(closed?.errors).toEqual([INTERRUPTED_RUN_ERROR])
    expect(closed?.finishedAt).toBeInstanceOf(Date)
    const runs = await app.db.select({ status: menuImports.status }).from(menuImports)
    expect(runs.map((r) => r.status)).toEqual(['failed', 'ok'])
  })
})

const onPostgres = testDatabaseKind === 'postgres'
const postgresOnly = (what: string) =>
  onPostgres ? what : `${what} (skipped: PGlite has no backend to terminate; needs TEST_DATABASE_URL)`

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** Terminates a backend and waits until PostgreSQL no longer lists it. */
async function terminateBackend(app: AppInstance, pid: number): Promise<void> {
  await app.db.execute(sql`select pg_terminate_backend(${pid})`)
  await vi.waitFor(async () => {
    const left = await rows<{ pid: number }>(app.db, sql`select pid from pg_stat_activity where pid = ${pid}`)
    expect(left).toEqual([])
  })
  // The client learns of it from its socket on a later turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 100))
}

describe('a database connection lost during a sync', () => {
  it.skipIf(!onPostgres)(
    postgresOnly('stops the sync, closes its run as failed, and the server keeps serving'),
    async () => {
      const app = await buildTestApp()
      const today = campusToday(app.config.campusTz)
      const second = addDays(today, 1)
      const held = providerHeldOnSecondDate(second)
      const sync = syncMenus(app, 'schedule', { provider: held.provider, from: today, to: addDays(today, 3) })
      const settled = sync.then(
        () => null,
        (error: unknown) => error,
      )
      await held.reached
      const [holder] = await rows<{ pid: number }>(
        app.db,
        sql`select pid from pg_locks where locktype = 'advisory' and objid = ${MENU_SYNC_LOCK_KEY}
          and database = (select oid from pg_database where datname = current_database())`,
      )
      expect(holder?.pid).toBeTypeOf('number')
      await terminateBackend(app, holder?.pid ?? 0)
      held.release()

      const error = await settled
      expect(error).toBeInstanceOf(Error)
      expect((error as Error).message).toMatch(/^the database connection holding the lock was lost: /)
      const [run] = await app.db.select().from(menuImports)
      expect(run?.status).toBe('failed')
      expect(run?.counts?.days).toBe(1)
      expect(run?.finishedAt).toBeInstanceOf(Date)
      expect(run?.errors.at(-1)).toMatch(/^the run stopped: the database connection holding the lock was lost: /)

      expect((await app.inject('/readyz')).statusCode).toBe(200)
      const next = await syncMenus(app, 'schedule', { provider: demoProvider, from: second, to: second })
      expect(next).toMatchObject({ ran: true, result: { status: 'ok' } })
    },
  )

  it.skipIf(!onPostgres)(
    postgresOnly('a transaction whose backend is terminated fails on its own; the process lives on'),
    async () => {
      const app = await buildTestApp()
      const transaction = app.db.transaction(async (tx) => {
        const [own] = await rows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`)
        await terminateBackend(app, own?.pid ?? 0)
        await tx.execute(sql`select 1`)
      })
      await expect(transaction).rejects.toThrow()
      expect((await app.inject('/readyz')).statusCode).toBe(200)
      expect(await rows<{ one: number }>(app.db, sql`select 1 as one`)).toEqual([{ one: 1 }])
    },
  )
})
