import {
  FoodMacrosResponseSchema,
  type HistoryRangeQuery,
  HistoryRangeQuerySchema,
  MicronutrientSummarySchema,
  PlateSummarySchema,
} from '@campusplate/shared'
import type { z } from 'zod'
import type { AppInstance } from '../../app-types'
import type { Db } from '../../db/client'
import { errorResponses } from '../../lib/route-schema'
import { foodMacros, micronutrientSummary, plateSummary } from './history.repository'

/** docs/product.md#calls history calls: each reads one range of at most 366 days of the signed-in user's plates. */
const HISTORY_CALLS = [
  {
    path: '/api/plate/summary',
    summary: 'Averages of the signed-in user’s saved plates over a range of at most 366 days',
    response: PlateSummarySchema,
    read: plateSummary,
  },
  {
    path: '/api/plate/food-macros',
    summary: 'Every saved plate line of the signed-in user over a range of at most 366 days',
    response: FoodMacrosResponseSchema,
    read: foodMacros,
  },
  {
    path: '/api/plate/micronutrients',
    summary: 'Micronutrient totals of the signed-in user’s saved plate lines over a range of at most 366 days',
    response: MicronutrientSummarySchema,
    read: micronutrientSummary,
  },
] as const satisfies ReadonlyArray<{
  path: string
  summary: string
  response: z.core.$ZodType
  read: (db: Db, userId: string, start: string, end: string) => Promise<unknown>
}>

export async function historyRoutes(app: AppInstance) {
  for (const call of HISTORY_CALLS) {
    app.get(
      call.path,
      {
        onRequest: app.requireUser,
        config: { noStore: true },
        schema: {
          tags: ['history'],
          summary: call.summary,
          querystring: HistoryRangeQuerySchema,
          response: { 200: call.response, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const { start_date, end_date } = request.query as HistoryRangeQuery
        return call.read(app.db, request.user.id, start_date, end_date)
      },
    )
  }
}
