import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer holds the signed-in user's own data: no cache may keep it. */
    noStore?: boolean
  }
}

/** Routes with `config: { noStore: true }` answer `cache-control: no-store` once they reach their handler. */
export const noStorePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request, reply) => {
      if (request.routeOptions.config.noStore) reply.header('cache-control', 'no-store')
    })
  },
  { name: 'no-store' },
)
