import {
  ApiErrorSchema,
  FoodMacrosResponseSchema,
  HistoryRangeQuerySchema,
  MicronutrientSummarySchema,
  PlateSummarySchema,
} from '@campusplate/shared'
import type { AppInstance } from '../../app-types'
import { foodMacros, micronutrientSummary, plateSummary } from './history.repository'

export async function historyRoutes(app: AppInstance) {
  app.get(
    '/api/plate/summary',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['history'],
        summary: 'Averages of the signed-in user’s saved plates over a range of at most 366 days',
        querystring: HistoryRangeQuerySchema,
        response: { 200: PlateSummarySchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return plateSummary(app.db, request.user.id, request.query.start_date, request.query.end_date)
    },
  )

  app.get(
    '/api/plate/food-macros',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['history'],
        summary: 'Every saved plate line of the signed-in user over a range of at most 366 days',
        querystring: HistoryRangeQuerySchema,
        response: { 200: FoodMacrosResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return foodMacros(app.db, request.user.id, request.query.start_date, request.query.end_date)
    },
  )

  app.get(
    '/api/plate/micronutrients',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['history'],
        summary: 'Micronutrient totals of the signed-in user’s saved plate lines over a range of at most 366 days',
        querystring: HistoryRangeQuerySchema,
        response: { 200: MicronutrientSummarySchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return micronutrientSummary(app.db, request.user.id, request.query.start_date, request.query.end_date)
    },
  )
}
