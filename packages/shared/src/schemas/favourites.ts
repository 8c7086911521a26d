import { z } from 'zod/mini'
import { textSchema } from './common'

export const FAVOURITES_API_MESSAGES = {
  tooMany: 'You can keep at most 200 favourites. Remove one to add another.',
  notFound: 'That favourite was not found',
} as const

/** At most this many favourites per user: a list a person reads, and a bound on the menu scan. */
export const FAVOURITES_MAX = 200

const nameText = textSchema('Must be text').check(
  z.trim(),
  z.minLength(1, 'Must not be empty'),
  z.maxLength(200, 'Must be at most 200 characters'),
)

/** `POST /api/favourites`: star a dish by its hall and its name (the day's row id is not kept). */
export const FavouriteCreateSchema = z.strictObject({ dining_hall: nameText, name: nameText })
export type FavouriteCreate = z.infer<typeof FavouriteCreateSchema>

export const FavouriteParamsSchema = z.object({ id: z.uuid('Not a favourite id') })

/** One day a favourite is on a menu. */
export const FavouriteServingSchema = z.object({
  date: z.string(),
  meal_name: z.string(),
  station: z.string(),
})

/** A starred dish, where it is served from today on, and how often it came back before. */
export const FavouriteSchema = z.object({
  id: z.string(),
  dining_hall: z.string(),
  /** The name as starred; the identity is the hall plus `dishKey(name)`. */
  name: z.string(),
  created_at: z.string(),
  /** Today and the later days of the imported menus, earliest first. */
  upcoming: z.array(FavouriteServingSchema),
  /** The latest day before today it was served, or null. */
  last_served: z.nullable(z.string()),
  times_served: z.int(),
  usual_gap_days: z.nullable(z.int()),
})
export type Favourite = z.infer<typeof FavouriteSchema>

/** `GET /api/favourites`: newest first. */
export const FavouritesResponseSchema = z.object({ favourites: z.array(FavouriteSchema) })
export type FavouritesResponse = z.infer<typeof FavouritesResponseSchema>
