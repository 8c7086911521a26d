import {
  AvailableOptionsQuerySchema,
  AvailableOptionsSchema,
  FoodListSchema,
  FoodsQuerySchema,
  MenuFreshnessQuerySchema,
  MenuFreshnessSchema,
} from '@campusplate/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppInstance } from '../../app-types'
import { errorResponses } from '../../lib/route-schema'
import type { CachedResponse } from './menus.cache'
import { menuFreshness } from './menus.freshness'
import { findAvailableOptions, findFoods } from './menus.repository'

function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding')
  if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send()
  reply.type('application/json; charset=utf-8')
  if (cached.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('content-encoding', 'gzip').send(cached.gzip)
  }
  return reply.send(cached.body)
}

export async function menusRoutes(app: AppInstance) {
  app.get(
    '/api/available-options',
    {
      schema: {
        tags: ['menus'],
        summary: 'Dining halls and meals served on a date',
        querystring: AvailableOptionsQuerySchema,
        response: { 200: AvailableOptionsSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { date } = request.query
      const cached = await app.menuCache.get(`options\u0000${date}`, date, () => findAvailableOptions(app.db, date))
      return sendCached(request, reply, cached)
    },
  )

  app.get(
    '/foods',
    {
      schema: {
        tags: ['menus'],
        summary: 'Food items of a date, or of one hall and meal on that date',
        querystring: FoodsQuerySchema,
        response: { 200: FoodListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const query = request.query
      const key = `foods\u0000${query.date}\u0000${query.dining_hall ?? '*'}\u0000${query.meal_name ?? '*'}`
      const cached = await app.menuCache.get(key, query.date, () => findFoods(app.db, query))
      return sendCached(request, reply, cached)
    },
  )

  // Not cached with the menus: it changes with every import run, even one that changes nothing.
  app.get(
    '/api/menu-freshness',
    {
      schema: {
        tags: ['menus'],
        summary: "When each hall's menu of a date was last imported, from where, and whether it is stale",
        querystring: MenuFreshnessQuerySchema,
        response: { 200: MenuFreshnessSchema, ...errorResponses(400) },
      },
    },
    async (request) => menuFreshness(app.db, app.config, request.query.date, app.now()),
  )
}
