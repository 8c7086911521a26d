import { type MacroValues, type Nutrients, plateTotals } from '@campusplate/shared'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { menuItems, plateItems, plates } from '../../db/schema/index'

export type PlateItemRow = Omit<typeof plateItems.$inferSelect, 'plateId'>

export interface SavedPlate {
  savedAt: Date
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
  const { id: _id, savedAt, ...totals } = plate
  return { savedAt, totals, items: rows.map(({ plateId: _plateId, ...row }) => row) }
}

/**
 * Replaces the user's plate for a date in one transaction: the plate row is upserted (so two saves
 * at once queue on it) with its totals, the shared `plateTotals` of the lines, and its lines are
 * rewritten. An empty list deletes the plate. The only writer of plate lines, so the stored totals
 * always match them.
 */
export async function replacePlate(
  db: Db,
  userId: string,
  date: string,
  items: Omit<PlateItemRow, 'position'>[],
  now: Date,
): Promise<void> {
  const totals = plateTotals(items)
  await db.transaction(async (tx) => {
    if (items.length === 0) {
      await tx.delete(plates).where(and(eq(plates.userId, userId), eq(plates.date, date)))
      return
    }
    const [row] = await tx
      .insert(plates)
      .values({ userId, date, savedAt: now, ...totals })
      .onConflictDoUpdate({ target: [plates.userId, plates.date], set: { savedAt: now, ...totals } })
      .returning({ id: plates.id })
    if (!row) throw new Error('upsert into plates returned no row')
    await tx.delete(plateItems).where(eq(plateItems.plateId, row.id))
    await tx.insert(plateItems).values(items.map((item, position) => ({ ...item, plateId: row.id, position })))
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
