import { createHash, timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { menuImports } from '../db/schema/index'
import { NotFoundError, UnauthorizedError } from '../lib/errors'

/** The menu-read and save targets (100 and 250 ms) fall on bucket edges. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Constant-time comparison of `Authorization: Bearer <token>` with the configured token. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token))
}

/** Operators only: absent without METRICS_TOKEN; labelled by route pattern so series stay few (docs/decisions/036). */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { token: string | undefined }) => {
    const token = options.token
    if (!token) {
      app.get('/metrics', { schema: { hide: true } }, async () => {
        throw new NotFoundError()
      })
      return
    }
    const registry = new Registry()
    collectDefaultMetrics({ register: registry, prefix: 'campusplate_' })

    const requests = new Counter({
      name: 'campusplate_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    })
    const latency = new Histogram({
      name: 'campusplate_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    })
    app.addHook('onResponse', async (request, reply) => {
      // Unknown paths share one label, so a scan cannot create a series per URL.
      const route = request.routeOptions.url ?? '(no route)'
      requests.inc({ method: request.method, route, status_code: String(reply.statusCode) })
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000)
    })

    const poolStats = app.database.poolStats
    if (poolStats) {
      new Gauge({
        name: 'campusplate_db_pool_connections',
        help: 'Database pool connections: open (total), idle, and requests waiting for one (waiting)',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const stats = poolStats()
          this.set({ state: 'total' }, stats.total)
          this.set({ state: 'idle' }, stats.idle)
          this.set({ state: 'waiting' }, stats.waiting)
        },
      })
      new Gauge({
        name: 'campusplate_db_pool_max_connections',
        help: 'The most connections the database pool opens',
        registers: [registry],
        collect() {
          this.set(poolStats().max)
        },
      })
    }

    const runStatuses = ['running', 'ok', 'partial', 'failed', 'interrupted'] as const
    const runs = new Gauge({
      name: 'campusplate_menu_import_runs',
      help: 'Menu import runs in the import log, by status',
      labelNames: ['status'] as const,
      registers: [registry],
    })
    const lastFinished = new Gauge({
      name: 'campusplate_menu_import_last_finished_timestamp_seconds',
      help: 'When the last menu import run of each status finished (Unix time)',
      labelNames: ['status'] as const,
      registers: [registry],
    })
    /** Read from the import log at each scrape: every instance reports the shared log. */
    const readRuns = async () => {
      const rows = await app.db
        .select({
          status: menuImports.status,
          count: sql<number>`count(*)::int`,
          finished: sql<number | null>`extract(epoch from max(${menuImports.finishedAt}))::float8`,
        })
        .from(menuImports)
        .groupBy(menuImports.status)
      for (const status of runStatuses) {
        const row = rows.find((r) => r.status === status)
        runs.set({ status }, row?.count ?? 0)
        if (row?.finished != null) lastFinished.set({ status }, row.finished)
      }
    }

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!hasToken(request, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"')
        throw new UnauthorizedError()
      }
      try {
        await readRuns()
      } catch (error) {
        // The rest of the metrics are worth having while the database is away.
        request.log.warn({ err: error }, 'metrics: the import log could not be read')
      }
      reply.header('content-type', registry.contentType)
      return registry.metrics()
    })
  },
  { name: 'metrics', dependencies: ['db'] },
)
