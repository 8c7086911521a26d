import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { noStorePlugin } from './no-store'

async function appWithRoutes() {
  const app = Fastify()
  await app.register(noStorePlugin)
  app.get('/mine', { config: { noStore: true } }, async () => ({ ok: true }))
  app.get('/public', async () => ({ ok: true }))
  app.get(
    '/refused',
    {
      config: { noStore: true },
      onRequest: async (_request, reply) => reply.code(401).send({ detail: 'no' }),
    },
    async () => ({ ok: true }),
  )
  return app
}

describe('noStorePlugin', () => {
  it('marks no-store exactly the routes that ask for it, once they reach their handler', async () => {
    const app = await appWithRoutes()
    expect((await app.inject('/mine')).headers['cache-control']).toBe('no-store')
    expect((await app.inject('/public')).headers['cache-control']).toBeUndefined()
    expect((await app.inject('/refused')).headers['cache-control']).toBeUndefined()
    await app.close()
  })
})
