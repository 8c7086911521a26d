import {
  addMonths,
  dishKey,
  FAVOURITES_API_MESSAGES,
  FAVOURITES_MAX,
  type Favourite,
  type FavouriteCreate,
  favouriteIdentity,
  returnEstimate,
} from '@campusplate/shared'
import type { Db } from '../../db/client'
import { ConflictError, NotFoundError } from '../../lib/errors'
import {
  countFavourites,
  deleteFavourite,
  type FavouriteRow,
  findServedDishes,
  insertFavourite,
  listFavourites,
  listHallNames,
  type ServedDish,
} from './favourites.repository'

/** The menu window of docs/product.md#menu-date. */
const HISTORY_MONTHS = 3

export async function getFavourites(db: Db, userId: string, today: string): Promise<Favourite[]> {
  const rows = await listFavourites(db, userId)
  const served = await servedIn(
    db,
    rows.map((row) => row.diningHall),
    today,
  )
  const byDish = new Map<string, ServedDish[]>()
  for (const dish of served) {
    const key = favouriteIdentity(dish.hall, dish.name)
    const list = byDish.get(key)
    if (list) list.push(dish)
    else byDish.set(key, [dish])
  }
  return rows.map((row) => toFavourite(row, byDish.get(favouriteIdentity(row.diningHall, row.name)) ?? [], today))
}

/** A hall is found under any spelling its favourite identity accepts (case and accents ignored). */
async function servedIn(db: Db, starredHalls: readonly string[], today: string): Promise<ServedDish[]> {
  if (starredHalls.length === 0) return []
  const wanted = new Set(starredHalls.map(dishKey))
  const halls = (await listHallNames(db)).filter((name) => wanted.has(dishKey(name)))
  return findServedDishes(db, halls, addMonths(today, -HISTORY_MONTHS))
}

function toFavourite(
  row: FavouriteRow,
  served: readonly { date: string; meal: string; station: string }[],
  today: string,
) {
  const estimate = returnEstimate(
    served.map((dish) => dish.date),
    today,
  )
  return {
    id: row.id,
    dining_hall: row.diningHall,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    upcoming: uniqueServings(served.filter((dish) => dish.date >= today)),
    last_served: estimate.lastServed,
    times_served: estimate.timesServed,
    usual_gap_days: estimate.usualGapDays,
  }
}

/** A menu may list the dish twice under two spellings. */
function uniqueServings(served: readonly { date: string; meal: string; station: string }[]) {
  const seen = new Set<string>()
  return served.flatMap((dish) => {
    const key = `${dish.date}\u001f${dish.meal}\u001f${dish.station}`
    if (seen.has(key)) return []
    seen.add(key)
    return [{ date: dish.date, meal_name: dish.meal, station: dish.station }]
  })
}

/** Starring again is the same favourite. */
export async function addFavourite(
  db: Db,
  userId: string,
  input: FavouriteCreate,
  now: Date,
  today: string,
): Promise<Favourite> {
  const identity = favouriteIdentity(input.dining_hall, input.name)
  const existing = (await listFavourites(db, userId)).find(
    (row) => favouriteIdentity(row.diningHall, row.name) === identity,
  )
  if (!existing && (await countFavourites(db, userId)) >= FAVOURITES_MAX) {
    throw new ConflictError(FAVOURITES_API_MESSAGES.tooMany)
  }
  const row =
    existing ??
    (await insertFavourite(db, userId, {
      diningHall: input.dining_hall,
      name: input.name,
      dishKey: dishKey(input.name),
      createdAt: now,
    }))
  const served = await servedIn(db, [row.diningHall], today)
  const rowIdentity = favouriteIdentity(row.diningHall, row.name)
  return toFavourite(
    row,
    served.filter((dish) => favouriteIdentity(dish.hall, dish.name) === rowIdentity),
    today,
  )
}

/** Another user's id is as unknown as a made-up one. */
export async function removeFavourite(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteFavourite(db, userId, id))) throw new NotFoundError(FAVOURITES_API_MESSAGES.notFound)
}
