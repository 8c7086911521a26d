import { safeReturnPath } from '@campusplate/shared'
import { z } from 'zod'
import type { AppInstance } from '../../app-types'
import { logSecurityEvent } from '../../lib/security-log'
import { rateLimitRedis } from '../../plugins/rate-limit-store'
import { finishCampusSignIn, flowCookieOptions, toCallback } from './campus.routes'
import { SAML_REQUEST_TTL_MS, SamlRefused, SamlSignIn } from './saml'
import { MemoryOnceStore, type OnceStore, RedisOnceStore } from './saml-cache'

export const SAML_ACS_PATH = '/auth/saml/acs'
const SAML_REQUEST_COOKIE = 'cp_saml_request'
const SAML_PATH = '/auth/saml'
/** A signed, perhaps encrypted, response with a few dozen attributes is tens of kilobytes at most. */
const ACS_BODY_LIMIT = 512 * 1024

const LoginQuerySchema = z.object({ next: z.optional(z.string().max(200)) })
const AcsBodySchema = z.object({
  SAMLResponse: z.string().min(1).max(ACS_BODY_LIMIT),
  RelayState: z.optional(z.string().max(400)),
})

/**
 * SAML 2.0 sign-in (docs/decisions/057): `GET /auth/saml/metadata` (our SP metadata, a stable URL),
 * `GET /auth/saml/login` (SP-initiated, RelayState the path to return to) and `POST /auth/saml/acs`
 * (the IdP's HTTP-POST answer). Sign-out is the app's own: `POST /auth/logout` always works.
 */
export async function samlRoutes(app: AppInstance, options: { keyPrefix: string }) {
  const settings = app.config.sso.saml
  if (!settings) return
  let store: OnceStore
  if (app.config.redisUrl) {
    const redis = rateLimitRedis(app.config.redisUrl)
    // A failed command fails its sign-in; the client reconnects in the background.
    redis.on('error', () => undefined)
    app.addHook('onClose', async () => {
      redis.disconnect()
    })
    store = new RedisOnceStore(redis, options.keyPrefix)
  } else {
    store = new MemoryOnceStore()
  }
  const saml = new SamlSignIn(settings, app.config.publicUrl, store, (error) =>
    app.log.warn({ err: error }, 'the SAML IdP metadata could not be loaded; the last good copy stays in use'),
  )
  saml.startRefreshing()
  app.addHook('onClose', async () => saml.stop())
  const https = app.config.publicUrl.startsWith('https:')
  // The IdP posts from its own site: the cookie naming our request must come along (SameSite=None needs https).
  const requestCookie = (maxAge?: number) =>
    https
      ? ({
          httpOnly: true,
          sameSite: 'none',
          secure: true,
          path: SAML_PATH,
          ...(maxAge === undefined ? {} : { maxAge }),
        } as const)
      : flowCookieOptions(app, SAML_PATH, maxAge)

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ACS_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  app.get(
    '/auth/saml/metadata',
    { schema: { tags: ['auth'], summary: 'SAML 2.0 service provider metadata, for the campus identity provider' } },
    async (_request, reply) => {
      reply.header('content-type', 'application/samlmetadata+xml; charset=utf-8')
      return saml.metadataXml()
    },
  )

  app.get(
    '/auth/saml/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start campus SAML sign-in (a navigation): redirects to the identity provider',
        querystring: LoginQuerySchema,
        response: { 302: z.null().describe('Redirect to the identity provider, or to /auth/callback?error=…') },
      },
    },
    async (request, reply) => {
      try {
        const { url, requestId } = await saml.loginUrl(safeReturnPath(request.query.next) ?? '/dashboard')
        reply.setCookie(SAML_REQUEST_COOKIE, requestId, requestCookie(SAML_REQUEST_TTL_MS / 1000))
        return reply.redirect(url, 302)
      } catch (error) {
        request.log.error({ err: error }, 'SAML sign-in could not start (IdP metadata missing or unreadable)')
        return toCallback(reply, { error: 'sso_failed' })
      }
    },
  )

  app.post(
    SAML_ACS_PATH,
    {
      bodyLimit: ACS_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: "The identity provider's answer (HTTP-POST binding); redirects to /auth/callback",
        body: AcsBodySchema,
        response: { 302: z.null().describe('Redirect to /auth/callback') },
      },
    },
    async (request, reply) => {
      const cookie = request.cookies[SAML_REQUEST_COOKIE]
      reply.clearCookie(SAML_REQUEST_COOKIE, requestCookie())
      let identity: Awaited<ReturnType<SamlSignIn['verify']>>
      try {
        identity = await saml.verify(request.body.SAMLResponse)
        // A response to a request this browser did not make (login CSRF) is refused.
        if (identity.inResponseTo !== undefined && identity.inResponseTo !== cookie) {
          throw new SamlRefused('the response answers a request made by another browser')
        }
      } catch (failure) {
        if (!(failure instanceof SamlRefused)) {
          request.log.error({ err: failure }, 'SAML response could not be checked')
          return toCallback(reply, { error: 'sso_failed' })
        }
        logSecurityEvent(request, 'campus_sign_in_refused', undefined, { provider: 'saml', reason: failure.reason })
        return toCallback(reply, { error: 'sso_failed' })
      }
      const next = safeReturnPath(request.body.RelayState)
      return finishCampusSignIn(
        app,
        request,
        reply,
        { ...identity, provider: 'saml', emailVerified: true },
        settings.staffValue,
        next === '/dashboard' ? undefined : next,
      )
    },
  )
}
