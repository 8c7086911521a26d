import { isTrackable } from '@campusplate/shared'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  diningHalls,
  type ImportCounts,
  meals,
  menuDayVersions,
  menuImports,
  menuItems,
  stations,
} from '../../db/schema/index'
import { contentHash, stableId } from '../../lib/stable-id'
import type { ImportedHallDay, MenuProvider } from './providers/provider'

const INSERT_CHUNK = 500

export function emptyCounts(): ImportCounts {
  return {
    days: 0,
    halls: 0,
    meals: 0,
    stations: 0,
    itemsInserted: 0,
    itemsUpdated: 0,
    itemsDeleted: 0,
    itemsUnchanged: 0,
    rowsWritten: 0,
  }
}

export function addCounts(into: ImportCounts, more: ImportCounts): ImportCounts {
  for (const key of Object.keys(into) as (keyof ImportCounts)[]) into[key] += more[key]
  return into
}

function chunks<T>(rows: readonly T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

type ItemRow = typeof menuItems.$inferInsert & { contentHash: string }

/** Turns one hall's day into the rows the tables should hold, with ids derived from the source. */
function desiredRows(day: ImportedHallDay) {
  const mealRows: (typeof meals.$inferInsert)[] = []
  const stationRows: (typeof stations.$inferInsert)[] = []
  const itemRows: ItemRow[] = []
  const seenItemIds = new Map<string, number>()
  day.meals.forEach((meal, mealPosition) => {
    const mealId = stableId('m', day.hall.id, day.date, meal.name)
    mealRows.push({
      id: mealId,
      hallId: day.hall.id,
      date: day.date,
      name: meal.name,
      startTime: meal.window.start,
      endTime: meal.window.end,
      position: mealPosition,
    })
    meal.stations.forEach((station, stationPosition) => {
      const stationId = stableId('s', mealId, station.name)
      stationRows.push({
        id: stationId,
        mealId,
        name: station.name,
        description: station.description ?? null,
        position: stationPosition,
      })
      station.items.forEach((item, itemPosition) => {
        // The same vendor item may be listed twice in a day; the repeat gets an id of its own place.
        const seen = seenItemIds.get(item.id) ?? 0
        seenItemIds.set(item.id, seen + 1)
        const id = seen === 0 ? item.id : stableId('i', item.id, stationId, seen)
        const row = {
          id,
          stationId,
          mealId,
          date: day.date,
          name: item.name,
          description: item.description ?? null,
          portionSize: item.portionSize,
          labels: item.labels,
          allergens: item.allergens,
          mayContain: item.mayContain,
          ingredients: item.ingredients,
          nutrients: item.nutrients,
          trackable: isTrackable(item.nutrients),
          position: itemPosition,
        }
        itemRows.push({ ...row, contentHash: contentHash(row) })
      })
    })
  })
  return { mealRows, stationRows, itemRows }
}

export type HallDayResult = { counts: ImportCounts; changed: boolean; skipped?: string }

/**
 * Makes one hall's day in the database equal to `day`, in one transaction (ARCHITECTURE §5):
 * upserts by stable id, removes what vanished, writes nothing when nothing changed, and never lets
 * a suddenly empty answer erase a day that had items.
 */
export async function importHallDay(db: Db, source: string, day: ImportedHallDay): Promise<HallDayResult> {
  const desired = desiredRows(day)
  return db.transaction(async (tx) => {
    const counts = emptyCounts()
    counts.halls = 1
    counts.meals = desired.mealRows.length
    counts.stations = desired.stationRows.length

    const [hall] = await tx.select().from(diningHalls).where(eq(diningHalls.id, day.hall.id))
    const position = day.hall.position ?? hall?.position ?? 0
    if (!hall) {
      await tx.insert(diningHalls).values({ id: day.hall.id, name: day.hall.name, source, position })
      counts.rowsWritten++
    } else if (hall.name !== day.hall.name || hall.position !== position || hall.source !== source) {
      await tx.update(diningHalls).set({ name: day.hall.name, position, source }).where(eq(diningHalls.id, day.hall.id))
      counts.rowsWritten++
    }

    const existingMeals = await tx
      .select()
      .from(meals)
      .where(and(eq(meals.hallId, day.hall.id), eq(meals.date, day.date)))
    const mealIds = existingMeals.map((m) => m.id)
    const existingStations = mealIds.length
      ? await tx.select().from(stations).where(inArray(stations.mealId, mealIds))
      : []
    const existingItems = mealIds.length
      ? await tx
          .select({ id: menuItems.id, contentHash: menuItems.contentHash })
          .from(menuItems)
          .where(inArray(menuItems.mealId, mealIds))
      : []

    if (desired.itemRows.length === 0 && existingItems.length > 0) {
      return {
        counts,
        changed: false,
        skipped: `${day.hall.name} ${day.date}: the source sent no items; kept the menu that was there`,
      }
    }

    // Meals
    const wantedMeals = new Map(desired.mealRows.map((m) => [m.id, m]))
    const goneMeals = existingMeals.filter((m) => !wantedMeals.has(m.id)).map((m) => m.id)
    if (goneMeals.length) {
      await tx.delete(meals).where(inArray(meals.id, goneMeals))
      counts.rowsWritten += goneMeals.length
    }
    const mealsById = new Map(existingMeals.map((m) => [m.id, m]))
    const newMeals = desired.mealRows.filter((m) => !mealsById.has(m.id))
    if (newMeals.length) {
      await tx.insert(meals).values(newMeals)
      counts.rowsWritten += newMeals.length
    }
    for (const meal of desired.mealRows) {
      const old = mealsById.get(meal.id)
      if (old && (old.startTime !== meal.startTime || old.endTime !== meal.endTime || old.position !== meal.position)) {
        await tx
          .update(meals)
          .set({ startTime: meal.startTime, endTime: meal.endTime, position: meal.position })
          .where(eq(meals.id, meal.id))
        counts.rowsWritten++
      }
    }

    // Stations
    const wantedStations = new Map(desired.stationRows.map((s) => [s.id, s]))
    const goneStations = existingStations
      .filter((s) => !wantedStations.has(s.id) && !goneMeals.includes(s.mealId))
      .map((s) => s.id)
    if (goneStations.length) {
      await tx.delete(stations).where(inArray(stations.id, goneStations))
      counts.rowsWritten += goneStations.length
    }
    const stationsById = new Map(existingStations.map((s) => [s.id, s]))
    const newStations = desired.stationRows.filter((s) => !stationsById.has(s.id))
    for (const chunk of chunks(newStations)) await tx.insert(stations).values(chunk)
    counts.rowsWritten += newStations.length
    for (const station of desired.stationRows) {
      const old = stationsById.get(station.id)
      if (old && (old.position !== station.position || old.description !== station.description)) {
        await tx
          .update(stations)
          .set({ position: station.position, description: station.description })
          .where(eq(stations.id, station.id))
        counts.rowsWritten++
      }
    }

    // Items
    const oldHashes = new Map(existingItems.map((i) => [i.id, i.contentHash]))
    const wantedItemIds = new Set(desired.itemRows.map((i) => i.id))
    const goneItems = existingItems.filter((i) => !wantedItemIds.has(i.id)).map((i) => i.id)
    for (const chunk of chunks(goneItems)) await tx.delete(menuItems).where(inArray(menuItems.id, chunk))
    counts.itemsDeleted = goneItems.length
    const newItems = desired.itemRows.filter((i) => !oldHashes.has(i.id))
    for (const chunk of chunks(newItems)) await tx.insert(menuItems).values(chunk)
    counts.itemsInserted = newItems.length
    const changedItems = desired.itemRows.filter((i) => oldHashes.has(i.id) && oldHashes.get(i.id) !== i.contentHash)
    for (const item of changedItems) {
      const { id, ...rest } = item
      await tx.update(menuItems).set(rest).where(eq(menuItems.id, id))
    }
    counts.itemsUpdated = changedItems.length
    counts.itemsUnchanged = desired.itemRows.length - newItems.length - changedItems.length
    counts.rowsWritten += goneItems.length + newItems.length + changedItems.length

    const changed = counts.rowsWritten > 0
    if (changed) {
      await tx
        .insert(menuDayVersions)
        .values({ date: day.date, version: 1 })
        .onConflictDoUpdate({
          target: menuDayVersions.date,
          set: { version: sql`${menuDayVersions.version} + 1`, updatedAt: sql`now()` },
        })
    }
    return { counts, changed }
  })
}

export interface ImportRunResult {
  id: number
  status: 'ok' | 'partial' | 'failed'
  counts: ImportCounts
  errors: string[]
  changedDates: string[]
}

/**
 * Imports `dates` from `provider`, one transaction per hall and date, and records the run in the
 * import log. A failed day is logged and skipped; it never erases what was there.
 */
export async function runImport(
  db: Db,
  provider: MenuProvider,
  dates: readonly string[],
  options: { trigger: string; onDayChanged?: (date: string) => void },
): Promise<ImportRunResult> {
  const [run] = await db
    .insert(menuImports)
    .values({
      source: provider.name,
      trigger: options.trigger,
      dateFrom: dates[0] ?? '1970-01-01',
      dateTo: dates.at(-1) ?? '1970-01-01',
      status: 'running',
    })
    .returning({ id: menuImports.id })
  if (!run) throw new Error('Could not record the import run')
  const counts = emptyCounts()
  const errors: string[] = []
  const changedDates: string[] = []
  let failedDays = 0
  for (const date of dates) {
    let days: ImportedHallDay[]
    try {
      days = await provider.fetchDay(date)
    } catch (error) {
      failedDays++
      errors.push(`${date}: ${error instanceof Error ? error.message : String(error)}`)
      continue
    }
    let dayChanged = false
    for (const day of days) {
      try {
        const result = await importHallDay(db, provider.name, day)
        addCounts(counts, result.counts)
        if (result.skipped) errors.push(result.skipped)
        dayChanged ||= result.changed
      } catch (error) {
        errors.push(`${day.hall.name} ${date}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    counts.days++
    if (dayChanged) {
      changedDates.push(date)
      options.onDayChanged?.(date)
    }
  }
  const status = failedDays === dates.length && dates.length > 0 ? 'failed' : errors.length ? 'partial' : 'ok'
  await db.update(menuImports).set({ status, counts, errors, finishedAt: sql`now()` }).where(eq(menuImports.id, run.id))
  return { id: run.id, status, counts, errors, changedDates }
}
