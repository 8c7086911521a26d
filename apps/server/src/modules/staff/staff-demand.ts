import { ALLERGENS, CULTURAL_PREFERENCES, compareMeals, DIET_TYPES, dishKey } from '@campusplate/shared'
import {
  DEMAND_DISHES_SHOWN,
  type DemandDish,
  type DemandResponse,
  type StudentCount,
  shownCountWeight,
  suppressSmallCount,
} from '@campusplate/shared/staff'
import { and, asc, between, countDistinct, eq, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { diningHalls, favourites, meals, menuItems, plateItems, plates, profiles, users } from '../../db/schema/index'

/** A campus date range, both ends counted, optionally of one hall (by its name as the menus give it). */
export interface StaffRange {
  from: string
  to: string
  hall: string | null
}

/** The identity of a dish within a hall: its normalized name (docs/decisions/038). */
export const dishIdentity = (hall: string, name: string) => `${hall}\u001f${dishKey(name)}`

/** Raw counts of distinct students per dish; they stay on the server (docs/decisions/059). */
export interface DishUse {
  starred: Map<string, number>
  logged: Map<string, number>
  /** Keyed by `dishIdentity` + "\u001f" + meal. */
  loggedAtMeal: Map<string, number>
}

const students = eq(users.role, 'student')

export function hallOfMeal(range: StaffRange) {
  return and(eq(diningHalls.id, meals.hallId), ...(range.hall === null ? [] : [eq(diningHalls.name, range.hall)]))
}

/** The rows of a raw query: both drivers answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

export async function hallExists(db: Db, hall: string): Promise<boolean> {
  const [row] = await db.select({ id: diningHalls.id }).from(diningHalls).where(eq(diningHalls.name, hall)).limit(1)
  return row !== undefined
}

/** SQL cannot compute `dishKey`: names are keyed here and handed back, so two spellings of a dish count once. */
export async function findDishUse(db: Db, range: StaffRange): Promise<DishUse> {
  const starRows = await db
    .select({ hall: favourites.diningHall, key: favourites.dishKey, students: countDistinct(favourites.userId) })
    .from(favourites)
    .innerJoin(users, and(eq(users.id, favourites.userId), students))
    .where(range.hall === null ? undefined : eq(favourites.diningHall, range.hall))
    .groupBy(favourites.diningHall, favourites.dishKey)
  const starred = new Map(starRows.map((row) => [`${row.hall}\u001f${row.key}`, row.students]))

  const names = await distinctLoggedNames(db, range)
  const logged = new Map<string, number>()
  const loggedAtMeal = new Map<string, number>()
  if (names.length === 0) return { starred, logged, loggedAtMeal }

  const dishes = sql`unnest(${sql.param(
    names.map((n) => n.hall),
    menuItems.labels,
  )}::text[], ${sql.param(
    names.map((n) => n.name),
    menuItems.labels,
  )}::text[], ${sql.param(
    names.map((n) => dishIdentity(n.hall, n.name)),
    menuItems.labels,
  )}::text[]) as dish(hall, name, identity)`
  const rows = await db.execute(sql`
    select dish.identity, ${meals.name} as meal, count(distinct ${plates.userId}) as students
    from ${plateItems}
    join ${plates} on ${plates.id} = ${plateItems.plateId} and ${plates.date} between ${range.from} and ${range.to}
    join ${users} on ${users.id} = ${plates.userId} and ${users.role} = 'student'
    join ${menuItems} on ${menuItems.id} = ${plateItems.foodId}
    join ${meals} on ${meals.id} = ${menuItems.mealId}
    join ${diningHalls} on ${diningHalls.id} = ${meals.hallId}
    join ${dishes} on dish.hall = ${diningHalls.name} and dish.name = ${menuItems.name}
    group by grouping sets ((dish.identity, ${meals.name}), (dish.identity))`)
  for (const row of rowsOf<{ identity: string; meal: string | null; students: number | string }>(rows)) {
    const count = Number(row.students)
    if (row.meal === null) logged.set(row.identity, count)
    else loggedAtMeal.set(`${row.identity}\u001f${row.meal}`, count)
  }
  return { starred, logged, loggedAtMeal }
}

async function distinctLoggedNames(db: Db, range: StaffRange): Promise<{ hall: string; name: string }[]> {
  return db
    .selectDistinct({ hall: diningHalls.name, name: menuItems.name })
    .from(plateItems)
    .innerJoin(plates, and(eq(plates.id, plateItems.plateId), between(plates.date, range.from, range.to)))
    .innerJoin(users, and(eq(users.id, plates.userId), students))
    .innerJoin(menuItems, eq(menuItems.id, plateItems.foodId))
    .innerJoin(meals, eq(meals.id, menuItems.mealId))
    .innerJoin(diningHalls, hallOfMeal(range))
}

/** Students who saved a plate in the range (with a hall: a plate with a dish of that hall). */
function activeStudents(db: Db, range: StaffRange) {
  const inRange = between(plates.date, range.from, range.to)
  if (range.hall === null) {
    return db
      .selectDistinct({ userId: plates.userId })
      .from(plates)
      .innerJoin(users, and(eq(users.id, plates.userId), students))
      .where(inRange)
  }
  return db
    .selectDistinct({ userId: plates.userId })
    .from(plates)
    .innerJoin(users, and(eq(users.id, plates.userId), students))
    .innerJoin(plateItems, eq(plateItems.plateId, plates.id))
    .innerJoin(menuItems, eq(menuItems.id, plateItems.foodId))
    .innerJoin(meals, eq(meals.id, menuItems.mealId))
    .innerJoin(diningHalls, hallOfMeal(range))
    .where(inRange)
}

type Group<T extends string> = { value: T; students: StudentCount }[]

/** Every value of an enumeration with its suppressed count, so a row's presence tells nothing. */
function groups<T extends string>(values: readonly T[], counts: Map<string, number>): Group<T> {
  return values.map((value) => ({ value, students: suppressSmallCount(counts.get(value) ?? 0) }))
}

/** Weights and targets are never read. */
async function profileGroups(db: Db, range: StaffRange) {
  const active = activeStudents(db, range).as('active')
  const [total] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(active)
  const count = (column: SQL) =>
    db
      .select({ value: sql<string>`${column}`, n: sql<number>`count(*)`.mapWith(Number) })
      .from(profiles)
      .innerJoin(active, eq(active.userId, profiles.userId))
      .groupBy(sql`1`)
  const allergenRows = await db.execute(sql`
    select allergen as value, count(*) as n
    from ${profiles} join ${active} on ${active.userId} = ${profiles.userId}, unnest(${profiles.allergens}) as allergen
    group by allergen`)
  const dietRows = await count(sql`${profiles.dietType}`).where(isNotNull(profiles.dietType))
  const culturalRows = await count(sql`${profiles.culturalPreference}`).where(isNotNull(profiles.culturalPreference))
  const toMap = (rows: { value: string; n: number | string }[]) => new Map(rows.map((r) => [r.value, Number(r.n)]))
  return {
    active_students: suppressSmallCount(total?.n ?? 0),
    allergens: groups(ALLERGENS, toMap(rowsOf<{ value: string; n: number | string }>(allergenRows))),
    diet_types: groups(DIET_TYPES, toMap(dietRows)),
    cultural_preferences: groups(CULTURAL_PREFERENCES, toMap(culturalRows)),
  }
}

interface ServedDishMeal {
  hall: string
  hallPosition: number
  meal: string
  name: string
}

async function servedDishMeals(db: Db, range: StaffRange): Promise<ServedDishMeal[]> {
  return db
    .selectDistinct({
      hall: diningHalls.name,
      hallPosition: diningHalls.position,
      meal: meals.name,
      name: menuItems.name,
    })
    .from(menuItems)
    .innerJoin(meals, eq(meals.id, menuItems.mealId))
    .innerJoin(diningHalls, hallOfMeal(range))
    .where(between(menuItems.date, range.from, range.to))
    .orderBy(asc(diningHalls.position), asc(diningHalls.name), asc(menuItems.name))
}

/** Counts are suppressed before they leave the server, and dishes ordered by the suppressed counts so order tells nothing. */
export async function demandReport(db: Db, range: StaffRange): Promise<Omit<DemandResponse, 'dining_halls'>> {
  const [served, use, profile] = await Promise.all([
    servedDishMeals(db, range),
    findDishUse(db, range),
    profileGroups(db, range),
  ])
  const rows = new Map<string, DemandDish & { hallPosition: number }>()
  for (const dish of served) {
    const identity = dishIdentity(dish.hall, dish.name)
    const key = `${identity}\u001f${dish.meal}`
    if (rows.has(key)) continue
    rows.set(key, {
      dining_hall: dish.hall,
      meal_name: dish.meal,
      name: dish.name,
      starred: suppressSmallCount(use.starred.get(identity) ?? 0),
      logged: suppressSmallCount(use.loggedAtMeal.get(key) ?? 0),
      hallPosition: dish.hallPosition,
    })
  }
  const dishes = [...rows.values()].sort(
    (a, b) =>
      shownCountWeight(b.logged) - shownCountWeight(a.logged) ||
      shownCountWeight(b.starred) - shownCountWeight(a.starred) ||
      a.hallPosition - b.hallPosition ||
      a.dining_hall.localeCompare(b.dining_hall) ||
      compareMeals(a.meal_name, b.meal_name) ||
      a.name.localeCompare(b.name),
  )
  return {
    from: range.from,
    to: range.to,
    dining_hall: range.hall,
    dishes: dishes.slice(0, DEMAND_DISHES_SHOWN).map(({ hallPosition: _, ...dish }) => dish),
    dishes_total: dishes.length,
    ...profile,
  }
}
