import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ForbiddenError } from '../lib/errors'
import { sessionCookieName } from './session'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const ORIGIN_REFUSED =
  'This request came from another site and was refused. Open CampusPlate at its own address and try again.'

function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

function requestOrigin(request: FastifyRequest): string | null | undefined {
  const origin = request.headers.origin
  if (origin !== undefined) return originOf(origin) ?? null
  const referer = request.headers.referer
  if (referer !== undefined) return originOf(referer) ?? null
  return undefined
}

/** docs/product.md#security; browsers always send `Origin` on unsafe requests, so one with neither header and no session may pass (docs/decisions/006). */
export const originCheckPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; exempt?: readonly string[] }) => {
    const expected = new URL(options.publicUrl).origin
    const sessionCookie = sessionCookieName(options.publicUrl)
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return
      // The SAML ACS is posted by the identity provider's page; its signed assertion is its proof.
      if (options.exempt?.includes(request.routeOptions.url ?? '')) return
      const origin = requestOrigin(request)
      if (origin === expected) return
      if (origin === undefined && request.cookies[sessionCookie] === undefined) return
      request.log.warn({ origin: origin ?? 'none' }, 'unsafe request from a foreign origin refused')
      throw new ForbiddenError(ORIGIN_REFUSED)
    })
  },
  { name: 'origin-check', dependencies: ['@fastify/cookie', 'error-handler'] },
)
