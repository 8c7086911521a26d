import { z } from 'zod'
import type { AppInstance } from '../../app-types'
import { DatabaseUnavailableError, ServiceUnavailableError } from '../../lib/errors'
import { errorResponses } from '../../lib/route-schema'

const StatusSchema = z.object({ status: z.literal('ok') })

/** /healthz: the process is up; /readyz: the database answers and the instance is not shutting down. */
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
        response: { 200: StatusSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      // A closing instance tells its load balancer at once, while it still answers what it has.
      if (app.stopping.aborted) throw new ServiceUnavailableError('The server is shutting down')
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
