import {
  FavouriteCreateSchema,
  FavouriteParamsSchema,
  FavouriteSchema,
  FavouritesResponseSchema,
} from '@campusplate/shared'
import { z } from 'zod'
import type { AppInstance } from '../../app-types'
import { campusToday } from '../../lib/campus-dates'
import { errorResponses } from '../../lib/route-schema'
import { addFavourite, getFavourites, removeFavourite } from './favourites.service'

/** A star names a hall and a dish: a few hundred bytes. */
const FAVOURITE_BODY_LIMIT = 4 * 1024

const writeErrors = errorResponses(400, 401, 403, 409, 413, 415, 429)

export async function favouritesRoutes(app: AppInstance) {
  const today = () => campusToday(app.config.campusTz, app.now())

  app.get(
    '/api/favourites',
    {
      onRequest: app.requireUser,
      config: { noStore: true },
      schema: {
        tags: ['favourites'],
        summary: 'The signed-in user’s starred dishes, where they are served from today, and how often they return',
        response: { 200: FavouritesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      return { favourites: await getFavourites(app.db, request.user.id, today()) }
    },
  )

  app.post(
    '/api/favourites',
    {
      bodyLimit: FAVOURITE_BODY_LIMIT,
      onRequest: app.requireUser,
      preHandler: app.limitCall('favourites'),
      schema: {
        tags: ['favourites'],
        summary: 'Star a dish of a hall (by name, so it is found on any day); starring it again changes nothing',
        body: FavouriteCreateSchema,
        response: { 200: FavouriteSchema, ...writeErrors },
      },
    },
    async (request) => addFavourite(app.db, request.user.id, request.body, app.now(), today()),
  )

  app.delete(
    '/api/favourites/:id',
    {
      onRequest: app.requireUser,
      preHandler: app.limitCall('favourites'),
      schema: {
        tags: ['favourites'],
        summary: 'Remove one of the signed-in user’s favourites',
        params: FavouriteParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(404), ...writeErrors },
      },
    },
    async (request) => {
      await removeFavourite(app.db, request.user.id, request.params.id)
      return { ok: true as const }
    },
  )
}
