import { CoverageResponseSchema, StaffRangeQuerySchema } from '@campusplate/shared/staff'
import { z } from 'zod'
import type { AppInstance } from '../../app-types'
import { errorResponses } from '../../lib/route-schema'
import { coverageReport, coverageResponse, renderCoverageCsv } from './staff-coverage'
import { allHallNames, staffRangeOf } from './staff-insights'

const errors = errorResponses(400, 401, 403)

/** Data coverage of the menus: registered inside the staff routes, which check the role. */
export async function staffCoverageRoutes(app: AppInstance) {
  app.get(
    '/api/staff/coverage',
    {
      schema: {
        tags: ['staff'],
        summary: 'How complete the menus’ nutrition data is, per hall, over a date range',
        querystring: StaffRangeQuerySchema,
        response: { 200: CoverageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const report = await coverageReport(app.db, await staffRangeOf(app, request.query))
      return { ...coverageResponse(report), dining_halls: await allHallNames(app.db) }
    },
  )

  app.get(
    '/api/staff/coverage.csv',
    {
      schema: {
        tags: ['staff'],
        summary: 'The data coverage of a date range as a CSV file, every flag and dish lacking data listed',
        querystring: StaffRangeQuerySchema,
        response: { 200: z.string().describe('CSV text'), ...errors },
      },
    },
    async (request, reply) => {
      const range = await staffRangeOf(app, request.query)
      const csv = renderCoverageCsv(await coverageReport(app.db, range))
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="coverage-${range.from}-${range.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv)
    },
  )
}
