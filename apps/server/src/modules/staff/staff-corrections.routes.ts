import { FoodItemSchema } from '@campusplate/shared'
import {
  CORRECTION_MESSAGES,
  CorrectionCreateSchema,
  CorrectionIdParamsSchema,
  CorrectionListSchema,
  CorrectionSchema,
  StaffMenuItemParamsSchema,
} from '@campusplate/shared/staff'
import type { AppInstance } from '../../app-types'
import { NotFoundError } from '../../lib/errors'
import { errorResponses } from '../../lib/route-schema'
import { findFoodById } from '../menus/menus.repository'
import { createCorrection, listCorrections, undoCorrection } from './staff-corrections'

const CORRECTION_BODY_LIMIT = 32 * 1024

const errors = errorResponses(400, 401, 403, 404)

export async function staffCorrectionsRoutes(app: AppInstance) {
  const changed = (dates: readonly string[]) => {
    for (const date of dates) app.menuCache.invalidateDate(date)
  }

  app.get(
    '/api/staff/menu-items/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'One menu item as served now, the values a correction starts from',
        params: StaffMenuItemParamsSchema,
        response: { 200: FoodItemSchema, ...errors },
      },
    },
    async (request) => {
      const food = await findFoodById(app.db, request.params.id)
      if (!food) throw new NotFoundError(CORRECTION_MESSAGES.itemNotFound)
      return food
    },
  )

  app.get(
    '/api/staff/corrections',
    {
      schema: {
        tags: ['staff'],
        summary: 'The dining team’s corrections, newest first, with who made them and what they replaced',
        response: { 200: CorrectionListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ corrections: await listCorrections(app.db) }),
  )

  app.post(
    '/api/staff/corrections',
    {
      bodyLimit: CORRECTION_BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Correct a dish’s data for one serving or every serving; kept over every later import',
        body: CorrectionCreateSchema,
        response: { 201: CorrectionSchema, ...errors, ...errorResponses(413) },
      },
    },
    async (request, reply) => {
      const actor = { id: request.user.id, email: request.user.email }
      const { correction, dates } = await createCorrection(app.db, actor, request.body, app.now())
      changed(dates)
      reply.code(201)
      return correction
    },
  )

  app.post(
    '/api/staff/corrections/:id/undo',
    {
      schema: {
        tags: ['staff'],
        summary: 'Undo a correction: the menus get the values it replaced back',
        params: CorrectionIdParamsSchema,
        response: { 200: CorrectionSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const actor = { id: request.user.id, email: request.user.email }
      const { correction, dates } = await undoCorrection(app.db, actor, request.params.id, app.now())
      changed(dates)
      return correction
    },
  )
}
