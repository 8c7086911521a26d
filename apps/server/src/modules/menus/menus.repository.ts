import type { Allergen, AvailableOptions, FoodItem, FoodsQuery } from '@campusplate/shared'
import { DEFAULT_PORTION_SIZE, sortMeals } from '@campusplate/shared'
import { and, asc, eq, exists, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { diningHalls, meals, menuDayVersions, menuItems, stations } from '../../db/schema/index'

/** Halls and meals served on `date` (meals without items are not offered), in the spec's meal order. */
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

/** Food items of a date, optionally of one hall and meal, in menu order. */
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
  return rows.map(({ item, station, hall, meal }) => ({
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
  }))
}

/** The version of a day's menus; 0 when nothing was ever imported for it. */
export async function findDayVersion(db: Db, date: string): Promise<number> {
  const [row] = await db
    .select({ version: menuDayVersions.version })
    .from(menuDayVersions)
    .where(eq(menuDayVersions.date, date))
  return row?.version ?? 0
}
