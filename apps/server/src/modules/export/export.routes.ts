import { EXPORT_FILES, EXPORT_MESSAGES, ExportErrorSchema, ExportRequestSchema } from '@campusplate/shared'
import type { FastifyError } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppInstance } from '../../app-types'
import { campusToday } from '../../lib/campus-dates'
import { errorAnswerOf } from '../../plugins/error-handler'
import { renderCsv } from './export.csv'
import { renderPdf } from './export.pdf'
import { gatherExport, toExportDocument } from './export.service'

/**
 * The export call's errors carry `error`, not `detail` (STYLE "Errors, end to end"): the first
 * validation message as is, and every other error answered as the app's handler would, in that shape.
 */
function exportErrorHandler(
  error: FastifyError,
  request: Parameters<Parameters<AppInstance['setErrorHandler']>[0]>[1],
  reply: Parameters<Parameters<AppInstance['setErrorHandler']>[0]>[2],
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send({ error: error.validation[0]?.message ?? EXPORT_MESSAGES.exportFailed })
  }
  const answer = errorAnswerOf(error, request, reply)
  return reply.code(answer.status).send({ error: answer.status === 500 ? EXPORT_MESSAGES.exportFailed : answer.detail })
}

export async function exportRoutes(app: AppInstance) {
  app.setErrorHandler(exportErrorHandler)

  app.post(
    '/api/export-data',
    {
      bodyLimit: 4 * 1024,
      onRequest: app.requireUser,
      schema: {
        tags: ['export'],
        summary: 'Download the selected data as export.json, export.csv or export.pdf',
        body: ExportRequestSchema,
        // Export errors carry `error`, every one of them (docs/decisions/050).
        response: {
          200: z.unknown().describe('The file: JSON, CSV text or a PDF'),
          400: ExportErrorSchema,
          401: ExportErrorSchema,
          403: ExportErrorSchema,
          413: ExportErrorSchema,
          415: ExportErrorSchema,
          500: ExportErrorSchema,
          503: ExportErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { format, selections } = request.body
      const now = app.now()
      const data = await gatherExport(app.db, request.user.id, selections, {
        now,
        today: campusToday(app.config.campusTz, now),
      })
      const file = EXPORT_FILES[format]
      const body =
        format === 'json'
          ? JSON.stringify(toExportDocument(data), null, 2)
          : format === 'csv'
            ? renderCsv(data)
            : await renderPdf(data, { appTitle: app.config.appTitle })
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(body)
    },
  )
}
