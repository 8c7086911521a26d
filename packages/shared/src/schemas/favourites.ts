import { z } from 'zod/mini'
import { textSchema } from './common'

export const FAVOURITES_API_MESSAGES = {
  tooMany: 'You can keep at most 200 favourites. Remove one to add another.',
  notFound: 'That favourite was not found',
} as const

/** A list a person reads, and a bound on the menu scan. */
export const FAVOURITES_MAX = 200

const nameText = textSchema('Must be text').check(
  z.trim(),
  z.minLength(1, 'Must not be empty'),
  z.maxLength(200, 'Must be at most 200 characters'),
)

/** The day's row id is not kept: item ids change with every date. */
export const FavouriteCreateSchema = z.strictObject({ dining_hall: nameText, name: nameText })
export type FavouriteCreate = z.infer<typeof FavouriteCreateSchema>

export const FavouriteParamsSchema = z.object({ id: z.uuid('Not a favourite id') })

export const FavouriteServingSchema = z.object({
  date: z.string(),
  meal_name: z.string(),
  station: z.string(),
})

export const FavouriteSchema = z.object({
  id: z.string(),
  dining_hall: z.string(),
  /** The identity is the hall plus `dishKey(name)`. */
  name: z.string(),
  created_at: z.string(),
  /** Earliest first. */
  upcoming: z.array(FavouriteServingSchema),
  last_served: z.nullable(z.string()),
  times_served: z.int(),
  usual_gap_days: z.nullable(z.int()),
})
export type Favourite = z.infer<typeof FavouriteSchema>

/** Newest first. */
export const FavouritesResponseSchema = z.object({ favourites: z.array(FavouriteSchema) })
export type FavouritesResponse = z.infer<typeof FavouritesResponseSchema>
