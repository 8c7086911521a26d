import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { diningHalls, favourites, meals, menuItems, stations } from '../../db/schema/index'

export type FavouriteRow = typeof favourites.$inferSelect

export async function listFavourites(db: Db, userId: string): Promise<FavouriteRow[]> {
  return db
    .select()
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), asc(favourites.name))
}

export async function countFavourites(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId))
  return row?.n ?? 0
}

/** Starring again keeps the first star. */
export async function insertFavourite(
  db: Db,
  userId: string,
  values: { diningHall: string; name: string; dishKey: string; createdAt: Date },
): Promise<FavouriteRow> {
  await db
    .insert(favourites)
    .values({ userId, ...values })
    .onConflictDoNothing({ target: [favourites.userId, favourites.diningHall, favourites.dishKey] })
  const [row] = await db
    .select()
    .from(favourites)
    .where(
      and(
        eq(favourites.userId, userId),
        eq(favourites.diningHall, values.diningHall),
        eq(favourites.dishKey, values.dishKey),
      ),
    )
  if (!row) throw new Error('favourite vanished after insert')
  return row
}

export async function deleteFavourite(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.id, id)))
    .returning({ id: favourites.id })
  return deleted.length === 1
}

export interface ServedDish {
  hall: string
  name: string
  date: string
  meal: string
  station: string
}

export async function listHallNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: diningHalls.name }).from(diningHalls)
  return rows.map((row) => row.name)
}

/** The caller matches normalized names; the cost grows with the halls' imported window, not with anyone's history. */
export async function findServedDishes(db: Db, halls: readonly string[], fromDate: string): Promise<ServedDish[]> {
  if (halls.length === 0) return []
  return db
    .select({
      hall: diningHalls.name,
      name: menuItems.name,
      date: menuItems.date,
      meal: meals.name,
      station: stations.name,
    })
    .from(menuItems)
    .innerJoin(stations, eq(stations.id, menuItems.stationId))
    .innerJoin(meals, eq(meals.id, menuItems.mealId))
    .innerJoin(diningHalls, eq(diningHalls.id, meals.hallId))
    .where(and(inArray(diningHalls.name, [...halls]), gte(menuItems.date, fromDate)))
    .orderBy(asc(menuItems.date), asc(meals.position), asc(stations.position))
}
