import { type MacroValues, type Nutrients, plateTotals } from '@campusplate/shared'
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { diningHalls, meals, menuItems, NEXT_PLATE_VERSION, plateItems, plates } from '../../db/schema/index'

export type PlateItemRow = Omit<typeof plateItems.$inferSelect, 'plateId'>

export interface SavedPlate {
  savedAt: Date
  version: number
  /** The shared `plateTotals` of its lines, unrounded. */
  totals: MacroValues
  items: PlateItemRow[]
}

export async function findPlate(db: Db, userId: string, date: string): Promise<SavedPlate | undefined> {
  const [plate] = await db
    .select({
      id: plates.id,
      savedAt: plates.savedAt,
      version: plates.version,
      calories: plates.calories,
      protein: plates.protein,
      carbs: plates.carbs,
      fat: plates.fat,
    })
    .from(plates)
    .where(and(eq(plates.userId, userId), eq(plates.date, date)))
  if (!plate) return undefined
  const rows = await db
    .select()
    .from(plateItems)
    .where(eq(plateItems.plateId, plate.id))
    .orderBy(asc(plateItems.position))
  const { id: _id, savedAt, version, ...totals } = plate
  return { savedAt, version, totals, items: rows.map(({ plateId: _plateId, ...row }) => row) }
}

/** The only writer of plate lines; with `expectedVersion` the write itself checks it, so one of two racing saves applies. */
export async function replacePlate(
  db: Db,
  userId: string,
  date: string,
  items: Omit<PlateItemRow, 'position'>[],
  now: Date,
  expectedVersion?: number,
): Promise<boolean> {
  const totals = plateTotals(items)
  const ofDay = and(eq(plates.userId, userId), eq(plates.date, date))
  return db.transaction(async (tx) => {
    if (items.length === 0) {
      if (expectedVersion === undefined) {
        await tx.delete(plates).where(ofDay)
        return true
      }
      if (expectedVersion === 0) {
        const existing = await tx.select({ id: plates.id }).from(plates).where(ofDay).for('update')
        return existing.length === 0
      }
      const deleted = await tx
        .delete(plates)
        .where(and(ofDay, eq(plates.version, expectedVersion)))
        .returning({ id: plates.id })
      return deleted.length === 1
    }
    const values = { savedAt: now, ...totals, version: NEXT_PLATE_VERSION }
    let rows: { id: string }[]
    if (expectedVersion === undefined) {
      rows = await tx
        .insert(plates)
        .values({ userId, date, ...values })
        .onConflictDoUpdate({ target: [plates.userId, plates.date], set: values })
        .returning({ id: plates.id })
    } else if (expectedVersion === 0) {
      // A first save racing another first save: the unique (user_id, date) key lets one insert.
      rows = await tx
        .insert(plates)
        .values({ userId, date, ...values })
        .onConflictDoNothing({ target: [plates.userId, plates.date] })
        .returning({ id: plates.id })
    } else {
      rows = await tx
        .update(plates)
        .set(values)
        .where(and(ofDay, eq(plates.version, expectedVersion)))
        .returning({ id: plates.id })
    }
    const [row] = rows
    if (!row) return false
    await tx.delete(plateItems).where(eq(plateItems.plateId, row.id))
    await tx.insert(plateItems).values(items.map((item, position) => ({ ...item, plateId: row.id, position })))
    return true
  })
}

export interface MenuFood {
  id: string
  name: string
  portionSize: string
  nutrients: Nutrients
}

/** Plate lines may only name foods served that day. */
export async function findMenuFoods(db: Db, date: string, ids: readonly string[]): Promise<Map<string, MenuFood>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      portionSize: menuItems.portionSize,
      nutrients: menuItems.nutrients,
    })
    .from(menuItems)
    .where(and(eq(menuItems.date, date), inArray(menuItems.id, [...new Set(ids)])))
  return new Map(rows.map((row) => [row.id, row]))
}

export const PLATE_DAY_COLUMNS = {
  id: plates.id,
  date: plates.date,
  calories: plates.calories,
  protein: plates.protein,
  carbs: plates.carbs,
  fat: plates.fat,
}

export interface RecentPlate {
  date: string
  totals: MacroValues
  /** Null for custom lines and vanished menu items. */
  items: (PlateItemRow & { hall: string | null })[]
}

/** Two indexed queries: the plates by the unique (user_id, date) key, then their lines. */
export async function findRecentPlates(db: Db, userId: string, before: string, limit: number): Promise<RecentPlate[]> {
  const days = await db
    .select(PLATE_DAY_COLUMNS)
    .from(plates)
    .where(and(eq(plates.userId, userId), lt(plates.date, before)))
    .orderBy(desc(plates.date))
    .limit(limit)
  if (days.length === 0) return []
  const rows = await db
    // Aliased: PGlite returns rows keyed by column name, and plate_items has a `name` too.
    .select({ line: plateItems, hall: sql<string | null>`${diningHalls.name}`.as('hall_name') })
    .from(plateItems)
    .leftJoin(menuItems, eq(menuItems.id, plateItems.foodId))
    .leftJoin(meals, eq(meals.id, menuItems.mealId))
    .leftJoin(diningHalls, eq(diningHalls.id, meals.hallId))
    .where(
      inArray(
        plateItems.plateId,
        days.map((day) => day.id),
      ),
    )
    .orderBy(asc(plateItems.position))
  return days.map(({ id, date, ...totals }) => ({
    date,
    totals,
    items: rows
      .filter((row) => row.line.plateId === id)
      .map(({ line: { plateId: _plateId, ...line }, hall }) => ({ ...line, hall })),
  }))
}

/** To vouch for repeated lines. */
export async function findPlateSnapshots(
  db: Db,
  userId: string,
  dates: readonly string[],
): Promise<Map<string, Map<string, PlateItemRow>>> {
  const byDate = new Map<string, Map<string, PlateItemRow>>()
  if (dates.length === 0) return byDate
  const rows = await db
    .select({ date: plates.date, line: plateItems })
    .from(plateItems)
    .innerJoin(plates, eq(plates.id, plateItems.plateId))
    .where(and(eq(plates.userId, userId), inArray(plates.date, [...new Set(dates)])))
  for (const { date, line } of rows) {
    const { plateId: _plateId, ...row } = line
    const day = byDate.get(date) ?? new Map<string, PlateItemRow>()
    day.set(row.foodId, row)
    byDate.set(date, day)
  }
  return byDate
}
