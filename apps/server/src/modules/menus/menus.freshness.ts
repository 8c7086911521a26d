import { addDays, isMenuStale, type MenuFreshness } from '@campusplate/shared'
import { Cron } from 'croner'
import type { AppConfig } from '../../config/env'
import type { Db } from '../../db/client'
import { campusToday } from '../../lib/campus-dates'
import { findHallImports } from './menus.repository'

/** How many upcoming runs of the schedule are compared to find its longest gap. */
const SCHEDULE_SAMPLE_RUNS = 8

/**
 * The longest gap between the next runs of MENU_SYNC_CRON in the campus zone: a menu older than
 * that (plus grace) missed a sync. Undefined when the schedule has fewer than two runs ahead.
 */
export function syncIntervalMs(cron: string, timeZone: string, from: Date): number | undefined {
  const runs = new Cron(cron, { timezone: timeZone, paused: true }).nextRuns(SCHEDULE_SAMPLE_RUNS, from)
  let longest: number | undefined
  for (let i = 1; i < runs.length; i++) {
    const gap = (runs[i]?.getTime() ?? 0) - (runs[i - 1]?.getTime() ?? 0)
    longest = Math.max(longest ?? 0, gap)
  }
  return longest
}

/**
 * `GET /api/menu-freshness`: each hall of `date` with its source and last import. Only a date the
 * sync still refreshes (today through MENU_SYNC_DAYS_AHEAD) of a hall from the configured provider
 * can be stale; the demo provider only fills missing days, so its menus never are (docs/decisions/039).
 */
export async function menuFreshness(db: Db, config: AppConfig, date: string, now: Date): Promise<MenuFreshness> {
  const halls = await findHallImports(db, date)
  const today = campusToday(config.campusTz, now)
  const isSyncedDate = date >= today && date <= addDays(today, config.menuSyncDaysAhead)
  const interval =
    isSyncedDate && config.menuProvider && config.menuProvider !== 'demo'
      ? syncIntervalMs(config.menuSyncCron, config.campusTz, now)
      : undefined
  return {
    halls: halls.map(({ hall, source, importedAt }) => ({
      dining_hall: hall,
      source,
      updated_at: importedAt?.toISOString() ?? null,
      stale:
        interval !== undefined &&
        source === config.menuProvider &&
        importedAt !== null &&
        isMenuStale(importedAt, now, interval),
    })),
  }
}
