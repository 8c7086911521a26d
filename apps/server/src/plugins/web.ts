import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROUTE_PAGE_FILE, ROUTE_PAGES_MANIFEST } from '@campusplate/shared'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'

const API_PREFIXES = ['/api/', '/auth/google/', '/foods', '/static/']

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix))
}

const RoutePagesSchema = z.record(z.string().startsWith('/'), z.string().regex(ROUTE_PAGE_FILE))

/** A broken manifest stops the start rather than serving a blank page. */
function readRoutePages(distDir: string): Map<string, string> {
  const file = join(distDir, ROUTE_PAGES_MANIFEST)
  if (!existsSync(file)) return new Map()
  const pages = new Map(Object.entries(RoutePagesSchema.parse(JSON.parse(readFileSync(file, 'utf8')))))
  for (const page of pages.values()) {
    if (!existsSync(join(distDir, page))) throw new Error(`${ROUTE_PAGES_MANIFEST} names ${page}, which is not there`)
  }
  return pages
}

/** Hashed assets are cached for a year, everything else revalidated. */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const hasWeb = existsSync(join(options.distDir, 'index.html'))
    const routePages = hasWeb ? readRoutePages(options.distDir) : new Map<string, string>()
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        wildcard: false,
        preCompressed: true,
        index: false,
        cacheControl: false,
        setHeaders(res, path) {
          const immutable = path.includes(`${join(options.distDir, 'assets')}`)
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        },
      })
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/'
      const wantsPage = request.method === 'GET' || request.method === 'HEAD'
      if (hasWeb && wantsPage && !isApiPath(path)) {
        return reply.header('cache-control', 'no-cache').sendFile(routePages.get(path) ?? 'index.html')
      }
      return reply.code(404).send({ detail: 'Not found' })
    })
  },
  { name: 'web' },
)
