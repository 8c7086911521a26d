import { isTrackable, menuSanityFlags } from '@campusplate/shared'
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db, Executor } from '../../db/client'
import {
  diningHalls,
  type ImportCounts,
  meals,
  menuDayVersions,
  menuImports,
  menuItems,
  stations,
} from '../../db/schema/index'
import { ShutdownError } from '../../lib/shutdown'
import { contentHash, stableId } from '../../lib/stable-id'
import { diffById, isEmptyDiff } from './diff-by-id'
import { applyCorrections, type CorrectableRow } from './menus.corrections'
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

function addCounts(into: ImportCounts, more: ImportCounts): ImportCounts {
  for (const key of Object.keys(into) as (keyof ImportCounts)[]) into[key] += more[key]
  return into
}

function chunks<T>(rows: readonly T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

type ItemRow = Omit<typeof menuItems.$inferInsert, 'flags'> & CorrectableRow & { contentHash: string; date: string }

/** Ids derive from the source; positions skip `takenPositions`, so a kept meal keeps its place. */
export function desiredRows(day: ImportedHallDay, takenPositions: ReadonlySet<number> = new Set()) {
  const mealRows: (typeof meals.$inferInsert)[] = []
  const stationRows: (typeof stations.$inferInsert)[] = []
  const itemRows: ItemRow[] = []
  const seenItemIds = new Map<string, number>()
  let nextPosition = 0
  for (const meal of day.meals) {
    while (takenPositions.has(nextPosition)) nextPosition++
    const mealPosition = nextPosition++
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
          // Derived from the nutrients, so an unchanged re-import keeps the same flags and hash.
          flags: menuSanityFlags(item.nutrients),
        }
        itemRows.push({ ...row, contentHash: contentHash(row) })
      })
    })
  }
  return { mealRows, stationRows, itemRows }
}

export type HallDayResult = { counts: ImportCounts; changed: boolean; skipped?: string }

type Desired = ReturnType<typeof desiredRows>

export interface ExistingHallDay {
  hall: { name: string; position: number; source: string } | undefined
  meals: { id: string; startTime: string; endTime: string; position: number }[]
  stations: { id: string; mealId: string; position: number; description: string | null }[]
  items: { id: string; mealId: string; contentHash: string }[]
}

const dayKey = (hallId: string, date: string) => `${hallId}\u001f${date}`

/** Four queries whatever the number of halls and dates, keyed by dayKey. */
export async function readExistingDays(
  db: Db,
  dates: readonly string[],
  hallId?: string,
): Promise<{ halls: Map<string, ExistingHallDay['hall']>; days: Map<string, ExistingHallDay> }> {
  const hallRows = await db
    .select({ id: diningHalls.id, name: diningHalls.name, position: diningHalls.position, source: diningHalls.source })
    .from(diningHalls)
    .where(hallId ? eq(diningHalls.id, hallId) : undefined)
  const halls = new Map(hallRows.map(({ id, ...hall }) => [id, hall]))
  const days = new Map<string, ExistingHallDay>()
  if (dates.length === 0) return { halls, days }
  const onDates = inArray(meals.date, [...dates])
  const mealRows = await db
    .select({
      id: meals.id,
      hallId: meals.hallId,
      date: meals.date,
      startTime: meals.startTime,
      endTime: meals.endTime,
      position: meals.position,
    })
    .from(meals)
    .where(hallId ? and(onDates, eq(meals.hallId, hallId)) : onDates)
  if (mealRows.length === 0) return { halls, days }
  const mealIds = mealRows.map((m) => m.id)
  const stationRows = await db
    .select({
      id: stations.id,
      mealId: stations.mealId,
      position: stations.position,
      description: stations.description,
    })
    .from(stations)
    .where(inArray(stations.mealId, mealIds))
  const itemRows = await db
    .select({ id: menuItems.id, mealId: menuItems.mealId, contentHash: menuItems.contentHash })
    .from(menuItems)
    .where(inArray(menuItems.mealId, mealIds))
  const dayOfMeal = new Map<string, ExistingHallDay>()
  for (const { hallId: mealHall, date, ...meal } of mealRows) {
    const key = dayKey(mealHall, date)
    let day = days.get(key)
    if (!day) {
      day = { hall: halls.get(mealHall), meals: [], stations: [], items: [] }
      days.set(key, day)
    }
    day.meals.push(meal)
    dayOfMeal.set(meal.id, day)
  }
  for (const station of stationRows) dayOfMeal.get(station.mealId)?.stations.push(station)
  for (const item of itemRows) dayOfMeal.get(item.mealId)?.items.push(item)
  return { halls, days }
}

function emptyExisting(hall: ExistingHallDay['hall']): ExistingHallDay {
  return { hall, meals: [], stations: [], items: [] }
}

/** Meals the source did not give this time (`keptMeals`) are neither compared nor touched. */
function keptMealIds(day: ImportedHallDay): Set<string> {
  return new Set((day.keptMeals ?? []).map((name) => stableId('m', day.hall.id, day.date, name)))
}

function keptPositions(day: ImportedHallDay, existing: ExistingHallDay | undefined): Set<number> {
  const kept = keptMealIds(day)
  return new Set(existing?.meals.filter((m) => kept.has(m.id)).map((m) => m.position) ?? [])
}

function withoutKeptMeals(day: ImportedHallDay, existing: ExistingHallDay): ExistingHallDay {
  if (!day.keptMeals?.length) return existing
  const kept = keptMealIds(day)
  return {
    hall: existing.hall,
    meals: existing.meals.filter((m) => !kept.has(m.id)),
    stations: existing.stations.filter((s) => !kept.has(s.mealId)),
    items: existing.items.filter((i) => !kept.has(i.mealId)),
  }
}

const sameMeal = (held: ExistingHallDay['meals'][number], wanted: Desired['mealRows'][number]) =>
  held.startTime === wanted.startTime && held.endTime === wanted.endTime && held.position === wanted.position
const sameStation = (held: ExistingHallDay['stations'][number], wanted: Desired['stationRows'][number]) =>
  held.position === wanted.position && held.description === wanted.description
const sameItem = (held: ExistingHallDay['items'][number], wanted: ItemRow) => held.contentHash === wanted.contentHash

function diffDay(existing: ExistingHallDay, desired: Desired) {
  return {
    meals: diffById(existing.meals, desired.mealRows, 'id', sameMeal),
    stations: diffById(existing.stations, desired.stationRows, 'id', sameStation),
    items: diffById(existing.items, desired.itemRows, 'id', sameItem),
  }
}

type DayDiff = ReturnType<typeof diffDay>

function isUnchanged(day: ImportedHallDay, source: string, desired: Desired, existing: ExistingHallDay): boolean {
  const hall = existing.hall
  if (!hall || hall.name !== day.hall.name || hall.source !== source) return false
  if (hall.position !== (day.hall.position ?? hall.position)) return false
  const diff = diffDay(existing, desired)
  return isEmptyDiff(diff.meals) && isEmptyDiff(diff.stations) && isEmptyDiff(diff.items)
}

async function upsertMeals(tx: Executor, diff: DayDiff['meals']): Promise<number> {
  if (diff.added.length) await tx.insert(meals).values(diff.added)
  for (const meal of diff.changed) {
    await tx
      .update(meals)
      .set({ startTime: meal.startTime, endTime: meal.endTime, position: meal.position })
      .where(eq(meals.id, meal.id))
  }
  return diff.added.length + diff.changed.length
}

async function upsertStations(tx: Executor, diff: DayDiff['stations']): Promise<number> {
  for (const chunk of chunks(diff.added)) await tx.insert(stations).values(chunk)
  for (const station of diff.changed) {
    await tx
      .update(stations)
      .set({ position: station.position, description: station.description })
      .where(eq(stations.id, station.id))
  }
  return diff.added.length + diff.changed.length
}

const FROM_PROPOSED_ITEM = Object.fromEntries(
  Object.entries(getTableColumns(menuItems))
    .filter(([key]) => key !== 'id')
    .map(([key, column]) => [key, sql`excluded.${sql.identifier(column.name)}`]),
) as PgUpdateSetSource<typeof menuItems>

/** A statement per chunk, so a large day stays under the parameter limit. */
async function syncItems(tx: Executor, diff: DayDiff['items']): Promise<void> {
  for (const chunk of chunks(diff.gone.map((item) => item.id))) {
    await tx.delete(menuItems).where(inArray(menuItems.id, chunk))
  }
  for (const chunk of chunks(diff.added)) await tx.insert(menuItems).values(chunk)
  for (const chunk of chunks(diff.changed)) {
    await tx.insert(menuItems).values(chunk).onConflictDoUpdate({ target: menuItems.id, set: FROM_PROPOSED_ITEM })
  }
}

/** docs/product.md#menu-data: an empty answer never erases a day that had items; an unchanged day opens no transaction. */
export async function importHallDay(
  db: Db,
  source: string,
  day: ImportedHallDay,
  options: { existing?: ExistingHallDay } = {},
): Promise<HallDayResult> {
  let desired = desiredRows(day, keptPositions(day, options.existing))
  const counts = emptyCounts()
  counts.halls = 1
  counts.meals = desired.mealRows.length
  counts.stations = desired.stationRows.length
  if (
    options.existing &&
    desired.itemRows.length > 0 &&
    isUnchanged(day, source, desired, withoutKeptMeals(day, options.existing))
  ) {
    counts.itemsUnchanged = desired.itemRows.length
    return { counts, changed: false }
  }
  return db.transaction(async (tx) => {
    const read = await readExistingDays(tx, [day.date], day.hall.id)
    const hall = read.halls.get(day.hall.id)
    const held = read.days.get(dayKey(day.hall.id, day.date)) ?? emptyExisting(hall)
    if (day.keptMeals?.length) desired = desiredRows(day, keptPositions(day, held))
    const existing = withoutKeptMeals(day, held)
    // The hash stays the source's, so an unchanged import writes nothing and a changed one is corrected again.
    desired = { ...desired, itemRows: await applyCorrections(tx, day.hall.name, desired.itemRows) }

    if (desired.itemRows.length === 0) {
      if (existing.items.length > 0) {
        return {
          counts,
          changed: false,
          skipped: `${day.hall.name} ${day.date}: the source sent no items; kept the menu that was there`,
        }
      }
      // Nothing served and nothing held: a closed day of a hall never seen writes nothing.
      if (existing.meals.length === 0) return { counts, changed: false }
    }

    const position = day.hall.position ?? hall?.position ?? 0
    if (!hall || hall.name !== day.hall.name) {
      // Hall names are unique; say which source holds the name rather than fail on the constraint.
      const [holder] = await tx
        .select({ id: diningHalls.id, source: diningHalls.source })
        .from(diningHalls)
        .where(eq(diningHalls.name, day.hall.name))
      if (holder && holder.id !== day.hall.id) {
        throw new Error(`a hall named "${day.hall.name}" already comes from the ${holder.source} menus`)
      }
    }
    if (!hall) {
      await tx.insert(diningHalls).values({ id: day.hall.id, name: day.hall.name, source, position })
      counts.rowsWritten++
    } else if (hall.name !== day.hall.name || hall.position !== position || hall.source !== source) {
      await tx.update(diningHalls).set({ name: day.hall.name, position, source }).where(eq(diningHalls.id, day.hall.id))
      counts.rowsWritten++
    }

    // Gone parents last: they cascade to their items, and a moved item must be under its new parent first.
    const diff = diffDay(existing, desired)
    counts.rowsWritten += await upsertMeals(tx, diff.meals)
    counts.rowsWritten += await upsertStations(tx, diff.stations)
    await syncItems(tx, diff.items)
    counts.itemsDeleted = diff.items.gone.length
    counts.itemsInserted = diff.items.added.length
    counts.itemsUpdated = diff.items.changed.length
    counts.itemsUnchanged = desired.itemRows.length - diff.items.added.length - diff.items.changed.length
    counts.rowsWritten += diff.items.gone.length + diff.items.added.length + diff.items.changed.length

    const goneMeals = diff.meals.gone.map((m) => m.id)
    // Stations of a removed meal go with it.
    const goneStations = diff.stations.gone.filter((s) => !goneMeals.includes(s.mealId)).map((s) => s.id)
    if (goneStations.length) {
      await tx.delete(stations).where(inArray(stations.id, goneStations))
      counts.rowsWritten += goneStations.length
    }
    if (goneMeals.length) {
      await tx.delete(meals).where(inArray(meals.id, goneMeals))
      counts.rowsWritten += goneMeals.length
    }

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
  /** `interrupted`: the server was shutting down and the run stopped between two halls. */
  status: 'ok' | 'partial' | 'failed' | 'interrupted'
  counts: ImportCounts
  errors: string[]
  notes: string[]
  changedDates: string[]
}

export const INTERRUPTED_RUN_ERROR = 'the run was interrupted (the process stopped or lost the database)'

/** Under the sync lock only, where no other run can be under way. */
export async function closeInterruptedRuns(db: Db): Promise<number> {
  const closed = await db
    .update(menuImports)
    .set({
      status: 'failed',
      errors: sql`${menuImports.errors} || ${JSON.stringify([INTERRUPTED_RUN_ERROR])}::jsonb`,
      finishedAt: sql`now()`,
    })
    .where(eq(menuImports.status, 'running'))
    .returning({ id: menuImports.id })
  return closed.length
}

export const SHUTDOWN_RUN_NOTE = 'the server shut down before the run finished; the next sync completes it'

/** A failed day is logged and skipped; an aborted `signal` stops before the next hall (a shutdown returns, not throws). */
export async function runImport(
  db: Db,
  provider: MenuProvider,
  dates: readonly string[],
  options: { trigger: string; onDayChanged?: (date: string) => void; signal?: AbortSignal },
): Promise<ImportRunResult> {
  const [run] = await db
    .insert(menuImports)
    .values({
      source: provider.name,
      trigger: options.trigger,
      // Dates may come nearest-first (the demo window); the log keeps the range.
      dateFrom: [...dates].sort()[0] ?? '1970-01-01',
      dateTo: [...dates].sort().at(-1) ?? '1970-01-01',
      status: 'running',
    })
    .returning({ id: menuImports.id })
  if (!run) throw new Error('Could not record the import run')
  const counts = emptyCounts()
  const errors: string[] = []
  const notes: string[] = []
  const changedDates: string[] = []
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error))
  let failedDays = 0
  let status: ImportRunResult['status'] = 'failed'
  try {
    for (const date of dates) {
      options.signal?.throwIfAborted()
      let days: ImportedHallDay[]
      let existing: Map<string, ExistingHallDay>
      try {
        days = await provider.fetchDay(date, {
          warn: (warning) => errors.push(`${date}: ${warning}`),
          note: (note) => notes.push(`${date}: ${note}`),
        })
        // One read for every hall of the date lets unchanged halls skip their transaction.
        existing = days.length ? (await readExistingDays(db, [date])).days : new Map<string, ExistingHallDay>()
      } catch (error) {
        failedDays++
        errors.push(`${date}: ${message(error)}`)
        continue
      }
      let dayChanged = false
      for (const day of days) {
        options.signal?.throwIfAborted()
        try {
          const known = existing.get(dayKey(day.hall.id, day.date))
          const result = await importHallDay(db, provider.name, day, known ? { existing: known } : {})
          addCounts(counts, result.counts)
          if (result.skipped) errors.push(result.skipped)
          dayChanged ||= result.changed
        } catch (error) {
          errors.push(`${day.hall.name} ${date}: ${message(error)}`)
        }
      }
      counts.days++
      if (dayChanged) {
        changedDates.push(date)
        options.onDayChanged?.(date)
      }
    }
    options.signal?.throwIfAborted()
    status = failedDays === dates.length && dates.length > 0 ? 'failed' : errors.length ? 'partial' : 'ok'
  } catch (error) {
    if (options.signal?.aborted && options.signal.reason instanceof ShutdownError && error === options.signal.reason) {
      status = 'interrupted'
      notes.push(SHUTDOWN_RUN_NOTE)
    } else {
      errors.push(`the run stopped: ${message(error)}`)
      throw error
    }
  } finally {
    // Even a run that stopped is closed in the log, so no run stays 'running' for ever.
    await db
      .update(menuImports)
      .set({ status, counts, errors, notes, finishedAt: sql`now()` })
      .where(eq(menuImports.id, run.id))
  }
  return { id: run.id, status, counts, errors, notes, changedDates }
}
