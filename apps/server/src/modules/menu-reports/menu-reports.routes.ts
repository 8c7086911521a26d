import {
  ApiErrorSchema,
  MenuReportCreatedSchema,
  MenuReportCreateSchema,
  MyMenuReportsSchema,
} from '@campusplate/shared'
import type { AppInstance } from '../../app-types'
import { listAnsweredReportsOf } from './menu-reports.repository'
import { createMenuReport, menuReportMail } from './menu-reports.service'

const REPORT_BODY_LIMIT = 4 * 1024

export async function menuReportsRoutes(app: AppInstance) {
  app.post(
    '/api/menu-reports',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      onRequest: app.requireUser,
      preHandler: app.limitCall('menuReport'),
      schema: {
        tags: ['menus'],
        summary: 'Report a problem with a menu item (wrong allergen, wrong nutrition, not served)',
        body: MenuReportCreateSchema,
        response: {
          201: MenuReportCreatedSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const report = await createMenuReport(app.db, request.user.id, request.body, app.now())
      const to = app.config.menuReportsEmail
      if (to) {
        const mail = menuReportMail(app.config.appTitle, to, report)
        app.background.run('menu-report-mail', () => app.mailer.send(mail))
      }
      reply.code(201)
      return { id: report.id, created_at: report.createdAt.toISOString() }
    },
  )

  app.get(
    '/api/menu-reports/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['menus'],
        summary: 'The signed-in student’s own reports the dining team answered, with its status and reply',
        response: { 200: MyMenuReportsSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const rows = await listAnsweredReportsOf(app.db, request.user.id)
      return {
        reports: rows.map((row) => ({
          id: row.id,
          dining_hall: row.diningHall,
          name: row.foodName,
          status: row.status,
          reply: row.reply,
          updated_at: (row.updatedAt ?? new Date(0)).toISOString(),
        })),
      }
    },
  )
}
