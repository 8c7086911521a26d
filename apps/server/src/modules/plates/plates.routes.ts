import {
  PlateConflictSchema,
  PlateQuerySchema,
  PlateResponseSchema,
  PlateSaveRequestSchema,
  RecentPlatesQuerySchema,
  RecentPlatesResponseSchema,
} from '@campusplate/shared'
import type { AppInstance } from '../../app-types'
import { campusToday } from '../../lib/campus-dates'
import { errorResponses } from '../../lib/route-schema'
import { checkPlateDate, getPlate, getRecentPlates, savePlate } from './plates.service'

/** A full plate (100 lines with custom macros) is well under this. */
const PLATE_BODY_LIMIT = 64 * 1024

export async function platesRoutes(app: AppInstance) {
  app.get(
    '/api/plate',
    {
      onRequest: app.requireUser,
      config: { noStore: true },
      schema: {
        tags: ['plates'],
        summary: 'The signed-in user’s plate for a date (empty when none was saved)',
        querystring: PlateQuerySchema,
        response: { 200: PlateResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      return getPlate(app.db, request.user.id, request.query.date)
    },
  )

  app.get(
    '/api/plate/recent',
    {
      onRequest: app.requireUser,
      config: { noStore: true },
      schema: {
        tags: ['plates'],
        summary: 'The signed-in user’s latest saved plates before a day (at most 7), for repeating one',
        querystring: RecentPlatesQuerySchema,
        response: { 200: RecentPlatesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      return getRecentPlates(app.db, request.user.id, request.query.before)
    },
  )

  app.post(
    '/api/plate',
    {
      bodyLimit: PLATE_BODY_LIMIT,
      onRequest: app.requireUser,
      schema: {
        tags: ['plates'],
        summary:
          'Save (replace) the signed-in user’s plate for a date; an empty list clears it; a stale `version` answers 409',
        body: PlateSaveRequestSchema,
        response: { 200: PlateResponseSchema, ...errorResponses(400, 401, 403, 413, 415), 409: PlateConflictSchema },
      },
    },
    async (request) => {
      const now = app.now()
      checkPlateDate(request.body.date, campusToday(app.config.campusTz, now))
      return savePlate(app.db, request.user.id, request.body, now)
    },
  )
}
