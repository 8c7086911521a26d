import { ApiErrorSchema } from '@campusplate/shared'
import { z } from 'zod'
import type { AppInstance } from '../../app-types'
import { DatabaseUnavailableError } from '../../lib/errors'

const StatusSchema = z.object({ status: z.literal('ok') })

/** Probes for load balancers: /healthz says the process is up, /readyz that the database answers. */
export async function healthRoutes(app: AppInstance) {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'The process is up', response: { 200: StatusSchema } } },
    async () => ({ status: 'ok' as const }),
  )
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: StatusSchema, 503: ApiErrorSchema },
      },
    },
    async (request) => {
      try {
        await app.database.ping()
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed')
        throw new DatabaseUnavailableError()
      }
      return { status: 'ok' as const }
    },
  )
}
