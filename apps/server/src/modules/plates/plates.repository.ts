import type { Nutrients } from '@campusplate/shared'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { menuItems, plateItems, plates } from '../../db/schema/index'

export type PlateItemRow = Omit<typeof plateItems.$inferSelect, 'plateId'>

export interface SavedPlate {
  savedAt: Date
  items: PlateItemRow[]
}

/** The user's plate for a date with its lines in order; undefined when none was saved. */
export async function findPlate(db: Db, userId: string, date: string): Promise<SavedPlate | undefined> {
  const [plate] = await db
    .select({ id: plates.id, savedAt: plates.savedAt })
    .from(plates)
    .where(and(eq(plates.userId, userId), eq(plates.date, date)))
  if (!plate) return undefined
  const rows = await db
    .select()
    .from(plateItems)
    .where(eq(plateItems.plateId, plate.id))
    .orderBy(asc(plateItems.position))
  return { savedAt: plate.savedAt, items: rows.map(({ plateId: _plateId, ...row }) => row) }
}

/**
 * Replaces the user's plate for a date in one transaction: the plate row is upserted (so two saves
 * at once queue on it) and its lines rewritten. An empty list deletes the plate.
 */
export async function replacePlate(
  db: Db,
  userId: string,
  date: string,
  items: Omit<PlateItemRow, 'position'>[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (items.length === 0) {
      await tx.delete(plates).where(and(eq(plates.userId, userId), eq(plates.date, date)))
      return
    }
    const [plate] = await tx
      .insert(plates)
      .values({ userId, date, savedAt: now })
      .onConflictDoUpdate({ target: [plates.userId, plates.date], set: { savedAt: now } })
      .returning({ id: plates.id })
    if (!plate) throw new Error('upsert into plates returned no row')
    await tx.delete(plateItems).where(eq(plateItems.plateId, plate.id))
    await tx.insert(plateItems).values(items.map((item, position) => ({ ...item, plateId: plate.id, position })))
  })
}

export interface MenuFood {
  id: string
  name: string
  portionSize: string
  nutrients: Nutrients
  trackable: boolean
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
      trackable: menuItems.trackable,
    })
    .from(menuItems)
    .where(and(eq(menuItems.date, date), inArray(menuItems.id, [...new Set(ids)])))
  return new Map(rows.map((row) => [row.id, row]))
}
