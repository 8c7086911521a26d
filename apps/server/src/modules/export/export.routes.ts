import { EXPORT_FILES, EXPORT_MESSAGES, ExportErrorSchema, ExportRequestSchema } from '@campusplate/shared'
import type { FastifyError } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppInstance } from '../../app-types'
import { campusToday } from '../../lib/campus-dates'
import { TooManyRequestsError } from '../../lib/errors'
import { errorAnswerOf } from '../../plugins/error-handler'
import { renderCsv } from './export.csv'
import { PDF_RENDER_DEFAULTS, PdfRenderer, type PdfRenderSettings } from './export.pdf-renderer'
import { gatherExport, toExportDocument } from './export.service'

export const EXPORT_IN_PROGRESS = 'Your previous export is still being prepared. Please wait for it to finish.'
const EXPORT_IN_PROGRESS_RETRY_SECONDS = 5
/** Should its instance die before releasing the user's turn. */
const EXPORT_HOLD_MS = 2 * 60_000

/** The export call's errors carry `error`, not `detail`, in the app handler's shape otherwise. */
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

/** More at once only lengthen each turn of the event loop. */
const CONCURRENT_READS = 2

/** The others wait in arrival order. */
class Gate {
  #free: number
  readonly #waiting: (() => void)[] = []

  constructor(size: number) {
    this.#free = size
  }

  async through<T>(work: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free--
    else await new Promise<void>((resolve) => this.#waiting.push(resolve))
    try {
      return await work()
    } finally {
      const next = this.#waiting.shift()
      if (next) next()
      else this.#free++
    }
  }
}

export interface ExportRoutesOptions {
  pdfRenders?: Partial<PdfRenderSettings>
}

export async function exportRoutes(app: AppInstance, options: ExportRoutesOptions = {}) {
  app.setErrorHandler(exportErrorHandler)
  const pdfRenderer = new PdfRenderer({ ...PDF_RENDER_DEFAULTS, ...options.pdfRenders })
  app.addHook('onClose', () => pdfRenderer.close())
  const reads = new Gate(CONCURRENT_READS)

  app.post(
    '/api/export-data',
    {
      bodyLimit: 4 * 1024,
      onRequest: app.requireUser,
      preHandler: app.limitCall('export'),
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
          429: ExportErrorSchema,
          500: ExportErrorSchema,
          503: ExportErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { format, selections } = request.body
      const userId = request.user.id
      // Taken before the history is read, so a full instance turns a PDF away at no cost.
      const slot = format === 'pdf' ? pdfRenderer.reserve() : undefined
      const release = await app.holdOnce('export', userId, EXPORT_HOLD_MS)
      if (!release) {
        slot?.release()
        throw new TooManyRequestsError(EXPORT_IN_PROGRESS, EXPORT_IN_PROGRESS_RETRY_SECONDS)
      }
      let body: string | Buffer
      try {
        const now = app.now()
        const data = await reads.through(() =>
          gatherExport(app.db, userId, selections, { now, today: campusToday(app.config.campusTz, now) }),
        )
        body =
          format === 'json'
            ? JSON.stringify(toExportDocument(data), null, 2)
            : format === 'csv'
              ? renderCsv(data)
              : await pdfRenderer.render({ data, options: { appTitle: app.config.appTitle } })
      } finally {
        slot?.release()
        await release()
      }
      const file = EXPORT_FILES[format]
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(body)
    },
  )
}
