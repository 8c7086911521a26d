import {
  ApiErrorSchema,
  EXPORT_FILES,
  EXPORT_MESSAGES,
  ExportErrorSchema,
  ExportRequestSchema,
} from '@campusplate/shared'
import type { FastifyError } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppInstance } from '../../app-types'
import { campusToday } from '../../lib/campus-dates'
import { AppError } from '../../lib/errors'
import { renderCsv } from './export.csv'
import { renderPdf } from './export.pdf'
import { gatherExport, toExportDocument } from './export.service'

const FRIENDLY_BY_STATUS: Record<number, string> = {
  401: 'Not authenticated',
  403: 'This request is not allowed.',
  413: 'The request body is too large.',
  415: 'This content type is not supported; send JSON.',
}

/**
 * Spec §7: the export call's errors carry `error`, not `detail` (STYLE "Errors, end to end"), so
 * this module answers its own errors: the first validation message, a 4xx's own message, and a
 * logged, generic 500.
 */
function exportErrorHandler(
  error: FastifyError,
  request: Parameters<Parameters<AppInstance['setErrorHandler']>[0]>[1],
  reply: Parameters<Parameters<AppInstance['setErrorHandler']>[0]>[2],
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send({ error: error.validation[0]?.message ?? EXPORT_MESSAGES.exportFailed })
  }
  if (error instanceof AppError && error.statusCode < 500) {
    return reply.code(error.statusCode).send({ error: error.detail })
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ error: FRIENDLY_BY_STATUS[status] ?? 'The request is not valid.' })
  }
  request.log.error({ err: error }, 'export failed')
  return reply.code(500).send({ error: EXPORT_MESSAGES.exportFailed })
}

export async function exportRoutes(app: AppInstance) {
  app.setErrorHandler(exportErrorHandler)

  app.post(
    '/api/export-data',
    {
      bodyLimit: 4 * 1024,
      preHandler: app.requireUser,
      schema: {
        tags: ['export'],
        summary: 'Download the selected data as export.json, export.csv or export.pdf',
        body: ExportRequestSchema,
        // spec §7: export errors carry `error`
        response: {
          200: z.unknown().describe('The file: JSON, CSV text or a PDF'),
          400: ExportErrorSchema,
          401: ExportErrorSchema,
          403: ExportErrorSchema,
          413: ApiErrorSchema,
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
