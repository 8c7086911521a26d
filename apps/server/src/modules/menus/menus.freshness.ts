import { addDays, isMenuStale, type MenuFreshness } from '@campusplate/shared'
import { Cron } from 'croner'
import type { AppConfig } from '../../config/env'
import type { Db } from '../../db/client'
import { campusToday } from '../../lib/campus-dates'
import { findHallImports } from './menus.repository'

const SCHEDULE_SAMPLE_RUNS = 8

/** A menu older than the longest gap (plus grace) missed a sync. */
export function syncIntervalMs(cron: string, timeZone: string, from: Date): number | undefined {
  const runs = new Cron(cron, { timezone: timeZone, paused: true }).nextRuns(SCHEDULE_SAMPLE_RUNS, from)
  let longest: number | undefined
  for (let i = 1; i < runs.length; i++) {
    const gap = (runs[i]?.getTime() ?? 0) - (runs[i - 1]?.getTime() ?? 0)
    longest = Math.max(longest ?? 0, gap)
  }
  return longest
}

/** The demo provider only fills missing days, so its menus are never stale (docs/decisions/039). */
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
