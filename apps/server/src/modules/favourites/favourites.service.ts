import {
  addMonths,
  dishKey,
  FAVOURITES_API_MESSAGES,
  FAVOURITES_MAX,
  type Favourite,
  type FavouriteCreate,
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
} from './favourites.repository'

/** How far back "how often it comes back" looks: the menu window of spec §5. */
const HISTORY_MONTHS = 3

/**
 * `GET /api/favourites`: each favourite with the days it is on from today (the imported window) and,
 * from the days before, when it was last served and its usual gap (shared `returnEstimate`).
 */
export async function getFavourites(db: Db, userId: string, today: string): Promise<Favourite[]> {
  const rows = await listFavourites(db, userId)
  const halls = [...new Set(rows.map((row) => row.diningHall))]
  const served = await findServedDishes(db, halls, addMonths(today, -HISTORY_MONTHS))
  const byDish = new Map<string, typeof served>()
  for (const dish of served) {
    const key = `${dish.hall}\u001f${dishKey(dish.name)}`
    const list = byDish.get(key)
    if (list) list.push(dish)
    else byDish.set(key, [dish])
  }
  return rows.map((row) => toFavourite(row, byDish.get(`${row.diningHall}\u001f${row.dishKey}`) ?? [], today))
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
    upcoming: served
      .filter((dish) => dish.date >= today)
      .map((dish) => ({ date: dish.date, meal_name: dish.meal, station: dish.station })),
    last_served: estimate.lastServed,
    times_served: estimate.timesServed,
    usual_gap_days: estimate.usualGapDays,
  }
}

/** `POST /api/favourites`: stars a dish (again: the same favourite), at most `FAVOURITES_MAX` each. */
export async function addFavourite(
  db: Db,
  userId: string,
  input: FavouriteCreate,
  now: Date,
  today: string,
): Promise<Favourite> {
  const key = dishKey(input.name)
  const existing = (await listFavourites(db, userId)).find(
    (row) => row.diningHall === input.dining_hall && row.dishKey === key,
  )
  if (!existing && (await countFavourites(db, userId)) >= FAVOURITES_MAX) {
    throw new ConflictError(FAVOURITES_API_MESSAGES.tooMany)
  }
  const row =
    existing ??
    (await insertFavourite(db, userId, {
      diningHall: input.dining_hall,
      name: input.name,
      dishKey: key,
      createdAt: now,
    }))
  const served = await findServedDishes(db, [row.diningHall], addMonths(today, -HISTORY_MONTHS))
  return toFavourite(
    row,
    served.filter((dish) => dishKey(dish.name) === row.dishKey),
    today,
  )
}

/** `DELETE /api/favourites/:id`: only the user's own; another user's id is as unknown as a made-up one. */
export async function removeFavourite(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteFavourite(db, userId, id))) throw new NotFoundError(FAVOURITES_API_MESSAGES.notFound)
}
