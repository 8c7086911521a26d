import { addDays, DEMO_DAYS_AHEAD, DEMO_DAYS_BACK, daysBetween, eachDay } from '@campusplate/shared'
import { Cron } from 'croner'
import { and, eq, gte, lte } from 'drizzle-orm'
import type { AppInstance } from '../../app-types'
import type { AppConfig } from '../../config/env'
import type { Database, Db } from '../../db/client'
import { diningHalls, meals } from '../../db/schema/index'
import { campusToday } from '../../lib/campus-dates'
import { demoProvider } from './demo/demo-provider'
import { closeInterruptedRuns, type ImportRunResult, runImport } from './menus.import'
import type { MenuProvider } from './providers/provider'
import { createMenuProvider } from './providers/provider-factory'

/** Advisory lock key of the menu sync, so that only one instance runs it. */
export const MENU_SYNC_LOCK_KEY = 0x4d454e55

/** What a sync needs: the app has it all; the command line builds it without a server. */
export interface SyncContext {
  db: Db
  database: Database
  config: AppConfig
  menuCache?: { invalidateDate(date: string): void }
  /** Aborts (with a ShutdownError) when the server shuts down: a running sync stops between halls. */
  stopping?: AbortSignal
}

/** Dates of the demo window (92 days back to 14 ahead) that hold no demo menus yet, nearest first. */
export async function missingDemoDates(app: SyncContext, today: string): Promise<string[]> {
  const from = addDays(today, -DEMO_DAYS_BACK)
  const to = addDays(today, DEMO_DAYS_AHEAD)
  const rows = await app.db
    .selectDistinct({ date: meals.date })
    .from(meals)
    .innerJoin(diningHalls, eq(diningHalls.id, meals.hallId))
    .where(and(eq(diningHalls.source, 'demo'), gte(meals.date, from), lte(meals.date, to)))
  const present = new Set(rows.map((r) => r.date))
  return eachDay(from, to)
    .filter((date) => !present.has(date))
    .sort((a, b) => Math.abs(daysBetween(today, a)) - Math.abs(daysBetween(today, b)) || a.localeCompare(b))
}

/** Fills the demo window; imports only the days that are missing, so it is cheap once filled. */
export async function ensureDemoWindow(
  app: SyncContext,
  options: { trigger: string; limit?: number; signal?: AbortSignal },
): Promise<ImportRunResult | null> {
  const today = campusToday(app.config.campusTz)
  const missing = await missingDemoDates(app, today)
  const dates = missing.slice(0, options.limit ?? missing.length)
  if (dates.length === 0) return null
  return runImport(app.db, demoProvider, dates, {
    trigger: options.trigger,
    onDayChanged: (date) => app.menuCache?.invalidateDate(date),
    ...(options.signal ? { signal: options.signal } : {}),
  })
}

/**
 * Runs `fn` under the menu sync's lock, or skips it when another holder has the lock. First closes
 * the runs that a crash or a forced exit left 'running': under the lock none can still be running.
 * The signal `fn` gets aborts when the lock's connection is lost or the server shuts down.
 */
export function withSyncLock<T>(
  ctx: SyncContext,
  fn: (signal: AbortSignal) => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  return ctx.database.withAdvisoryLock(MENU_SYNC_LOCK_KEY, async (lockLost) => {
    await closeInterruptedRuns(ctx.db)
    return fn(ctx.stopping ? AbortSignal.any([lockLost, ctx.stopping]) : lockLost)
  })
}

export interface SyncOptions {
  /** First and last campus date; by default today through MENU_SYNC_DAYS_AHEAD days ahead. */
  from?: string
  to?: string
  /** Another provider than the configured one (tests, the command line). */
  provider?: MenuProvider
}

export type SyncOutcome = { ran: false } | { ran: true; result: ImportRunResult | null }

/**
 * One sync pass, run by at most one instance at a time (PostgreSQL advisory lock; on PGlite the
 * single process). A pass whose lock connection is lost stops, its run closed as failed, and rejects. The demo keeps its window filled; another provider imports the range, by default
 * today through MENU_SYNC_DAYS_AHEAD days ahead in the campus zone.
 */
export async function runMenuSync(ctx: SyncContext, trigger: string, options: SyncOptions = {}): Promise<SyncOutcome> {
  const outcome = await withSyncLock(ctx, async (signal) => {
    const explicitRange = options.from !== undefined || options.to !== undefined
    if (!options.provider && !explicitRange) {
      if (!ctx.config.menuProvider) return null
      if (ctx.config.menuProvider === 'demo') return ensureDemoWindow(ctx, { trigger, signal })
    }
    const today = campusToday(ctx.config.campusTz)
    const from = options.from ?? today
    const to = options.to ?? addDays(from, ctx.config.menuSyncDaysAhead)
    const provider = options.provider ?? createMenuProvider(ctx.config)
    return runImport(ctx.db, provider, eachDay(from, to), {
      trigger,
      onDayChanged: (date) => ctx.menuCache?.invalidateDate(date),
      signal,
    })
  })
  return outcome.ran ? { ran: true, result: outcome.value } : { ran: false }
}

/** The server's sync: runMenuSync, logged in one line. */
export async function syncMenus(app: AppInstance, trigger: string, options: SyncOptions = {}): Promise<SyncOutcome> {
  const outcome = await runMenuSync(app, trigger, options)
  if (!outcome.ran) app.log.info('menu sync skipped: another instance holds the lock')
  else if (outcome.result?.status === 'interrupted') {
    const { id, counts } = outcome.result
    app.log.warn({ run: id, trigger, days: counts.days }, 'menu sync interrupted: the server is shutting down')
  } else if (outcome.result) {
    const { status, counts, errors } = outcome.result
    app.log.info({ status, counts, errors: errors.slice(0, 5) }, 'menu sync finished')
  }
  return outcome
}

/**
 * Runs the sync on MENU_SYNC_CRON in the campus zone; the job stops when the app closes, and a
 * run under way is a background task, so the app waits for it (stopped between halls) before the
 * database closes.
 */
export function scheduleMenuSync(app: AppInstance): Cron {
  const job = new Cron(
    app.config.menuSyncCron,
    {
      timezone: app.config.campusTz,
      protect: true,
      catch: (error) => app.log.error({ err: error }, 'menu sync failed'),
    },
    async () => {
      await app.background.track(() => syncMenus(app, 'schedule'))
    },
  )
  app.addHook('onClose', async () => job.stop())
  return job
}
