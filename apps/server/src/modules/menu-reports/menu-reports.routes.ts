import {
  MenuReportCreatedSchema,
  MenuReportCreateSchema,
  MyMenuAnswersQuerySchema,
  MyMenuAnswersSchema,
} from '@campusplate/shared'
import type { AppInstance } from '../../app-types'
import { errorResponses } from '../../lib/route-schema'
import { answersOn, createMenuReport, menuReportMail } from './menu-reports.service'

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
        response: { 201: MenuReportCreatedSchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
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
        summary: 'The dining team’s answers to the signed-in student’s reports, beside the reported dishes of a date',
        querystring: MyMenuAnswersQuerySchema,
        response: { 200: MyMenuAnswersSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ answers: await answersOn(app.db, request.user.id, request.query.date) }),
  )
}
