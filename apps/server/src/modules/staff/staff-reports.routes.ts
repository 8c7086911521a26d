import {
  StaffReportIdParamsSchema,
  StaffReportListSchema,
  StaffReportsQuerySchema,
  StaffReportUpdateSchema,
} from '@campusplate/shared/staff'
import { z } from 'zod/mini'
import type { AppInstance } from '../../app-types'
import { errorResponses } from '../../lib/route-schema'
import { answerReport, listStaffReports } from './staff-reports'

const ANSWER_BODY_LIMIT = 8 * 1024

export async function staffReportsRoutes(app: AppInstance) {
  app.get(
    '/api/staff/reports',
    {
      schema: {
        tags: ['staff'],
        summary: 'Students’ menu reports, newest first, by status and hall, with how many reported each dish',
        querystring: StaffReportsQuerySchema,
        response: { 200: StaffReportListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listStaffReports(app.db, request.query),
  )

  app.patch(
    '/api/staff/reports/:id',
    {
      bodyLimit: ANSWER_BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Reply to a report or change its status (the reporter sees both beside the dish)',
        params: StaffReportIdParamsSchema,
        body: StaffReportUpdateSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const actor = { id: request.user.id, email: request.user.email }
      await answerReport(app.db, actor, request.params.id, request.body, app.now())
      return { ok: true as const }
    },
  )
}
