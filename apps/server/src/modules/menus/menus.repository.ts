import type { Allergen, AvailableOptions, FoodItem, FoodsQuery } from '@campusplate/shared'
import { DEFAULT_PORTION_SIZE, sortMeals } from '@campusplate/shared'
import { and, asc, eq, exists, gte, inArray, lte, max, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { diningHalls, meals, menuDayVersions, menuImports, menuItems, stations } from '../../db/schema/index'

/** Halls and meals served on `date` (meals without items are not offered), in the product's meal order. */
export async function findAvailableOptions(db: Db, date: string): Promise<AvailableOptions> {
  const rows = await db
    .select({ hall: diningHalls.name, meal: meals.name, start: meals.startTime, end: meals.endTime })
    .from(meals)
    .innerJoin(diningHalls, eq(diningHalls.id, meals.hallId))
    .where(
      and(
        eq(meals.date, date),
        exists(db.select({ one: menuItems.id }).from(menuItems).where(eq(menuItems.mealId, meals.id))),
      ),
    )
    .orderBy(asc(diningHalls.position), asc(diningHalls.name), asc(meals.position))
  const options: AvailableOptions = { dining_halls: [], meal_types_by_hall: {}, serving_windows_by_hall: {} }
  for (const row of rows) {
    if (!options.meal_types_by_hall[row.hall]) {
      options.dining_halls.push(row.hall)
      options.meal_types_by_hall[row.hall] = []
      options.serving_windows_by_hall[row.hall] = {}
    }
    options.meal_types_by_hall[row.hall]?.push(row.meal)
    const windows = options.serving_windows_by_hall[row.hall]
    if (windows) windows[row.meal] = { start: row.start, end: row.end }
  }
  for (const hall of options.dining_halls) {
    options.meal_types_by_hall[hall] = sortMeals(options.meal_types_by_hall[hall] ?? [])
  }
  return options
}

export async function findFoods(db: Db, query: FoodsQuery): Promise<FoodItem[]> {
  const filters: SQL[] = [eq(meals.date, query.date)]
  if (query.dining_hall !== undefined) filters.push(eq(diningHalls.name, query.dining_hall))
  if (query.meal_name !== undefined) filters.push(eq(meals.name, query.meal_name))
  const rows = await db
    .select({ item: menuItems, station: stations.name, hall: diningHalls.name, meal: meals.name })
    .from(menuItems)
    .innerJoin(stations, eq(stations.id, menuItems.stationId))
    .innerJoin(meals, eq(meals.id, menuItems.mealId))
    .innerJoin(diningHalls, eq(diningHalls.id, meals.hallId))
    .where(and(...filters))
    .orderBy(asc(diningHalls.position), asc(meals.position), asc(stations.position), asc(menuItems.position))
  return rows.map(foodItemOf)
}

export async function findFoodById(db: Db, id: string): Promise<FoodItem | undefined> {
  const [row] = await db
    .select({ item: menuItems, station: stations.name, hall: diningHalls.name, meal: meals.name })
    .from(menuItems)
    .innerJoin(stations, eq(stations.id, menuItems.stationId))
    .innerJoin(meals, eq(meals.id, menuItems.mealId))
    .innerJoin(diningHalls, eq(diningHalls.id, meals.hallId))
    .where(eq(menuItems.id, id))
  return row ? foodItemOf(row) : undefined
}

function foodItemOf({
  item,
  station,
  hall,
  meal,
}: {
  item: typeof menuItems.$inferSelect
  station: string
  hall: string
  meal: string
}): FoodItem {
  return {
    id: item.id,
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    portion_size: item.portionSize || DEFAULT_PORTION_SIZE,
    labels: item.labels,
    allergens: item.allergens as Allergen[],
    may_contain: item.mayContain as Allergen[],
    ingredients: item.ingredients,
    trackable: item.trackable,
    station,
    station_id: item.stationId,
    dining_hall: hall,
    meal_name: meal,
    date: item.date,
    nutrients: item.nutrients,
    ...(item.flags.length > 0 ? { flags: item.flags } : {}),
    ...(item.correction ? { corrected: item.correction.fields } : {}),
  }
}

export async function findDayVersion(db: Db, date: string): Promise<number> {
  const [row] = await db
    .select({ version: menuDayVersions.version })
    .from(menuDayVersions)
    .where(eq(menuDayVersions.date, date))
  return row?.version ?? 0
}

/** A hall served on a date, its source, and when a finished run of that source last imported the date. */
export interface HallImport {
  hall: string
  source: string
  importedAt: Date | null
}

/** A run is per source, not per hall: a partial run counts for all its halls. */
export async function findHallImports(db: Db, date: string): Promise<HallImport[]> {
  const halls = await db
    .selectDistinct({ hall: diningHalls.name, source: diningHalls.source, position: diningHalls.position })
    .from(meals)
    .innerJoin(diningHalls, eq(diningHalls.id, meals.hallId))
    .where(eq(meals.date, date))
    .orderBy(asc(diningHalls.position), asc(diningHalls.name))
  if (halls.length === 0) return []
  const sources = [...new Set(halls.map((h) => h.source))]
  const runs = await db
    .select({ source: menuImports.source, finishedAt: max(menuImports.finishedAt) })
    .from(menuImports)
    .where(
      and(
        inArray(menuImports.source, sources),
        inArray(menuImports.status, ['ok', 'partial']),
        lte(menuImports.dateFrom, date),
        gte(menuImports.dateTo, date),
      ),
    )
    .groupBy(menuImports.source)
  const lastRun = new Map(runs.map((run) => [run.source, run.finishedAt]))
  return halls.map(({ hall, source }) => ({ hall, source, importedAt: lastRun.get(source) ?? null }))
}

export interface FlaggedItem {
  date: string
  hall: string
  meal: string
  name: string
  notes: string[]
}

/** Flagged items from `from` on, in date and menu order, at most `limit`, with how many there are in all. */
export async function findFlaggedItems(
  db: Db,
  from: string,
  limit: number,
): Promise<{ items: FlaggedItem[]; total: number }> {
  const flagged = and(gte(menuItems.date, from), sql`jsonb_array_length(${menuItems.flags}) > 0`)
  const rows = await db
    .select({
      date: menuItems.date,
      hall: diningHalls.name,
      meal: meals.name,
      name: menuItems.name,
      flags: menuItems.flags,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(menuItems)
    .innerJoin(meals, eq(meals.id, menuItems.mealId))
    .innerJoin(diningHalls, eq(diningHalls.id, meals.hallId))
    .where(flagged)
    .orderBy(asc(menuItems.date), asc(diningHalls.position), asc(meals.position), asc(menuItems.position))
    .limit(limit)
  return {
    items: rows.map(({ flags, total: _, ...item }) => ({ ...item, notes: flags.map((f) => f.note) })),
    total: rows[0]?.total ?? 0,
  }
}
