import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

const API_PREFIXES = ['/api/', '/auth/google/', '/foods', '/static/']

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix))
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for every client route (/dashboard, /login, /auth/callback, …).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const hasWeb = existsSync(join(options.distDir, 'index.html'))
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
        return reply.header('cache-control', 'no-cache').sendFile('index.html')
      }
      return reply.code(404).send({ detail: 'Not found' })
    })
  },
  { name: 'web' },
)
