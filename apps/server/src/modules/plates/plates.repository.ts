import { type MacroValues, type Nutrients, plateTotals } from '@campusplate/shared'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { menuItems, NEXT_PLATE_VERSION, plateItems, plates } from '../../db/schema/index'

export type PlateItemRow = Omit<typeof plateItems.$inferSelect, 'plateId'>

export interface SavedPlate {
  savedAt: Date
  version: number
  /** Stored with the plate when it was saved: the shared `plateTotals` of its lines, unrounded. */
  totals: MacroValues
  items: PlateItemRow[]
}

/** The user's plate for a date with its lines in order; undefined when none was saved. */
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

/**
 * Replaces the user's plate for a date in one transaction: the plate row is written with its totals,
 * the shared `plateTotals` of the lines, and a new version, and its lines are rewritten. An empty list
 * deletes the plate. The only writer of plate lines, so the stored totals always match them.
 *
 * With `expectedVersion` the write applies only to that version of the plate (`0`: no saved plate),
 * checked by the write itself (`UPDATE … WHERE version`, `INSERT … ON CONFLICT DO NOTHING`, `DELETE
 * … WHERE version`), so of two saves naming the same version exactly one applies; answers false,
 * writing nothing, when the plate is at another version. Without it the plate is upserted, so two
 * saves at once queue on the row.
 */
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

/** The menu items of `date` among `ids` (plate lines may only name foods served that day). */
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
