import { addDays, DEMO_DAYS_AHEAD, DEMO_DAYS_BACK, daysBetween, eachDay } from '@campusplate/shared'
import { Cron } from 'croner'
import { and, eq, gte, lte } from 'drizzle-orm'
import type { AppInstance } from '../../app-types'
import { diningHalls, meals } from '../../db/schema/index'
import { campusToday } from '../../lib/campus-dates'
import { demoProvider } from './demo/demo-provider'
import { type ImportRunResult, runImport } from './menus.import'

/** Advisory lock key of the menu sync, so that only one instance runs it. */
export const MENU_SYNC_LOCK_KEY = 0x4d454e55

/** Dates of the demo window (92 days back to 14 ahead) that hold no demo menus yet, nearest first. */
export async function missingDemoDates(app: AppInstance, today: string): Promise<string[]> {
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
  app: AppInstance,
  options: { trigger: string; limit?: number },
): Promise<ImportRunResult | null> {
  const today = campusToday(app.config.campusTz)
  const missing = await missingDemoDates(app, today)
  const dates = missing.slice(0, options.limit ?? missing.length)
  if (dates.length === 0) return null
  return runImport(app.db, demoProvider, dates, {
    trigger: options.trigger,
    onDayChanged: (date) => app.menuCache.invalidateDate(date),
  })
}

/** One sync pass for the configured provider, run by at most one instance at a time. */
export async function syncMenus(app: AppInstance, trigger: string): Promise<void> {
  const outcome = await app.database.withAdvisoryLock(MENU_SYNC_LOCK_KEY, async () => {
    if (app.config.menuProvider === 'demo') return ensureDemoWindow(app, { trigger })
    return null
  })
  if (!outcome.ran) app.log.info('menu sync skipped: another instance holds the lock')
  else if (outcome.value) {
    const { status, counts, errors } = outcome.value
    app.log.info({ status, counts, errors: errors.slice(0, 5) }, 'menu sync finished')
  }
}

/** Runs the sync on MENU_SYNC_CRON in the campus zone; the job stops when the app closes. */
export function scheduleMenuSync(app: AppInstance): Cron {
  const job = new Cron(
    app.config.menuSyncCron,
    {
      timezone: app.config.campusTz,
      protect: true,
      catch: (error) => app.log.error({ err: error }, 'menu sync failed'),
    },
    () => syncMenus(app, 'schedule'),
  )
  app.addHook('onClose', async () => job.stop())
  return job
}
