import { DemandResponseSchema, StaffRangeQuerySchema } from '@campusplate/shared/staff'
import type { AppInstance } from '../../app-types'
import { errorResponses } from '../../lib/route-schema'
import { demandReport } from './staff-demand'
import { allHallNames, staffRangeOf } from './staff-insights'

/** Anonymous demand: registered inside the staff routes, which check the role. */
export async function staffDemandRoutes(app: AppInstance) {
  app.get(
    '/api/staff/demand',
    {
      schema: {
        tags: ['staff'],
        summary: 'How many students star and log each dish, and hold each allergen and diet; groups under 10 hidden',
        querystring: StaffRangeQuerySchema,
        // The schema takes no count under 10: a small group that slipped through would fail, not leave.
        response: { 200: DemandResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      ...(await demandReport(app.db, await staffRangeOf(app, request.query))),
      dining_halls: await allHallNames(app.db),
    }),
  )
}
