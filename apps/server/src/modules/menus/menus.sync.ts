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

/** So that only one instance runs the sync. */
export const MENU_SYNC_LOCK_KEY = 0x4d454e55

export interface SyncContext {
  db: Db
  database: Database
  config: AppConfig
  menuCache?: { invalidateDate(date: string): void }
  /** A running sync stops between halls when the server shuts down. */
  stopping?: AbortSignal
}

/** Nearest first. */
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

/** Imports only the missing days, so it is cheap once filled. */
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

/** Under the lock no run can still be running, so runs a crash left 'running' are closed first. */
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
  /** By default today through MENU_SYNC_DAYS_AHEAD days ahead. */
  from?: string
  to?: string
  provider?: MenuProvider
}

export type SyncOutcome = { ran: false } | { ran: true; result: ImportRunResult | null }

/** A pass whose lock connection is lost stops, its run closed as failed, and rejects. */
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

/** A run under way is a background task, so the app waits for it before the database closes. */
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
