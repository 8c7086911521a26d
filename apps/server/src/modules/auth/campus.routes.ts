import { type AuthCallbackError, AuthOkSchema, LinkAccountRequestSchema, textSchema } from '@campusplate/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppInstance } from '../../app-types'
import { errorResponses } from '../../lib/route-schema'
import { logSecurityEvent } from '../../lib/security-log'
import { randomToken } from '../../lib/tokens'
import { sessionToken, setSessionCookie } from '../../plugins/session'
import { EXCHANGE_TOKEN_TTL_MS, InvalidCredentialsError } from './auth.service'
import {
  type CampusIdentity,
  CampusSignInRefused,
  LINK_TOKEN_TTL_MS,
  linkCampusIdentity,
  signInWithCampusIdentity,
} from './campus-identity'
import { OidcSignIn } from './oidc'
import { revokeSessionByToken } from './sessions'

/** Where the one-time tokens of a campus sign-in are used, and the cookies binding them to this browser. */
export const EXCHANGE_BINDER_COOKIE = 'cp_exchange'
export const EXCHANGE_PATH = '/auth/exchange-token'
const LINK_BINDER_COOKIE = 'cp_link'
export const LINK_PATH = '/api/auth/link-account'
const OIDC_FLOW_COOKIE = 'cp_oidc_flow'
const FLOW_MAX_AGE_SECONDS = 10 * 60
const AUTH_BODY_LIMIT = 8 * 1024

type CallbackParams = ({ token: string } | { link: string } | { error: AuthCallbackError }) & { next?: string }

/** The web app's `/auth/callback` route reads `token`, `link` or `error`. */
export function toCallback(reply: FastifyReply, params: CallbackParams) {
  return reply.redirect(`/auth/callback?${new URLSearchParams(params).toString()}`, 302)
}

/** A cookie of the sign-in flow, sent only to `path`; the same options set and clear it. */
export function flowCookieOptions(app: AppInstance, path: string, maxAge?: number) {
  const secure = app.config.publicUrl.startsWith('https:')
  return { httpOnly: true, sameSite: 'lax', secure, path, ...(maxAge === undefined ? {} : { maxAge }) } as const
}

/**
 * After the provider's answer was verified: signs the identity in, or sends the browser to the
 * link step, or back to /login with the reason. The log line names the provider and the outcome,
 * never the identity's e-mail, name or subject.
 */
export async function finishCampusSignIn(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  identity: CampusIdentity,
  staffGroup: string | undefined,
  /** A same-origin path (RelayState) the app goes to once signed in. */
  next?: string,
) {
  const isStaff = staffGroup === undefined ? null : identity.groups.includes(staffGroup)
  const binder = randomToken()
  try {
    const result = await signInWithCampusIdentity(app.db, identity, isStaff, app.now(), binder)
    if (result.kind === 'link') {
      logSecurityEvent(request, 'campus_sign_in', result.userId, { provider: identity.provider, outcome: 'link_asked' })
      reply.setCookie(LINK_BINDER_COOKIE, binder, flowCookieOptions(app, LINK_PATH, LINK_TOKEN_TTL_MS / 1000))
      return toCallback(reply, { link: result.linkToken, ...(next ? { next } : {}) })
    }
    logSecurityEvent(request, 'campus_sign_in', result.userId, { provider: identity.provider, outcome: result.outcome })
    reply.setCookie(EXCHANGE_BINDER_COOKIE, binder, flowCookieOptions(app, EXCHANGE_PATH, EXCHANGE_TOKEN_TTL_MS / 1000))
    return toCallback(reply, { token: result.exchangeToken, ...(next ? { next } : {}) })
  } catch (failure) {
    if (failure instanceof CampusSignInRefused) {
      logSecurityEvent(request, 'campus_sign_in_refused', undefined, {
        provider: identity.provider,
        reason: failure.code,
      })
      return toCallback(reply, { error: failure.code })
    }
    request.log.error({ err: failure, provider: identity.provider }, 'campus sign-in failed')
    return toCallback(reply, { error: 'sso_failed' })
  }
}

const ProviderParamsSchema = z.object({ provider: z.string().max(40) })
const CallbackQuerySchema = z.object({
  code: z.optional(textSchema()),
  state: z.optional(textSchema()),
  error: z.optional(textSchema()),
})

/** Campus OpenID Connect providers (OIDC_PROVIDERS) and the link step (docs/decisions/057). */
export async function campusRoutes(app: AppInstance) {
  const providers = new Map(
    app.config.sso.oidcProviders.map((provider) => [
      provider.id,
      {
        config: provider,
        client: new OidcSignIn({
          ...provider,
          redirectUri: `${app.config.publicUrl}/auth/oidc/${provider.id}/callback`,
          cookieLabel: `oidc ${provider.id}`,
        }),
      },
    ]),
  )

  app.get(
    '/auth/oidc/:provider/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start sign-in with a campus OpenID provider (a navigation): redirects to it',
        params: ProviderParamsSchema,
        response: { 302: z.null().describe('Redirect to the provider, or to /auth/callback?error=…') },
      },
    },
    async (request, reply) => {
      const provider = providers.get(request.params.provider)
      if (!provider) return toCallback(reply, { error: 'sso_not_configured' })
      try {
        const { url, flow } = await provider.client.start()
        const path = `/auth/oidc/${provider.config.id}`
        reply.setCookie(
          OIDC_FLOW_COOKIE,
          provider.client.flowCookie(flow),
          flowCookieOptions(app, path, FLOW_MAX_AGE_SECONDS),
        )
        return reply.redirect(url.href, 302)
      } catch (error) {
        request.log.error(
          { err: error, provider: provider.config.id },
          'campus sign-in could not start (OpenID discovery failed)',
        )
        return toCallback(reply, { error: 'sso_failed' })
      }
    },
  )

  app.get(
    '/auth/oidc/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'A campus OpenID provider returns here; redirects to /auth/callback',
        params: ProviderParamsSchema,
        querystring: CallbackQuerySchema,
        response: { 302: z.null().describe('Redirect to /auth/callback') },
      },
    },
    async (request, reply) => {
      const provider = providers.get(request.params.provider)
      if (!provider) return toCallback(reply, { error: 'sso_not_configured' })
      reply.clearCookie(OIDC_FLOW_COOKIE, flowCookieOptions(app, `/auth/oidc/${provider.config.id}`))
      const flow = provider.client.readFlowCookie(request.cookies[OIDC_FLOW_COOKIE])
      const { error, state } = request.query
      if (error) {
        request.log.info({ error, provider: provider.config.id }, 'campus sign-in was not completed')
        return toCallback(reply, { error: error === 'access_denied' ? 'sso_denied' : 'sso_failed' })
      }
      if (!flow || !state || state !== flow.state) {
        request.log.warn(
          { hasFlowCookie: flow !== undefined, provider: provider.config.id },
          'campus callback with a missing or wrong state',
        )
        return toCallback(reply, { error: 'invalid_state' })
      }
      let identity: CampusIdentity
      try {
        const verified = await provider.client.finish(new URL(`${app.config.publicUrl}${request.url}`), flow)
        identity = { ...verified, provider: provider.config.id }
      } catch (failure) {
        request.log.warn({ err: failure, provider: provider.config.id }, 'campus sign-in failed at the token exchange')
        return toCallback(reply, { error: 'sso_failed' })
      }
      return finishCampusSignIn(app, request, reply, identity, provider.config.staffGroup)
    },
  )

  app.post(
    LINK_PATH,
    {
      bodyLimit: AUTH_BODY_LIMIT,
      preHandler: app.limitCall('linkAccount'),
      schema: {
        tags: ['auth'],
        summary: "Link a campus identity to the account with its e-mail by proving the account's password; signs in",
        body: LinkAccountRequestSchema,
        response: { 200: AuthOkSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      let signedIn: Awaited<ReturnType<typeof linkCampusIdentity>>
      try {
        signedIn = await linkCampusIdentity(app.db, request.body, request.cookies[LINK_BINDER_COOKIE], app.now())
      } catch (error) {
        if (error instanceof InvalidCredentialsError)
          logSecurityEvent(request, 'sign_in_failed', error.userId, { method: 'link' })
        throw error
      }
      const previous = sessionToken(request)
      if (previous) await revokeSessionByToken(app.db, previous)
      reply.clearCookie(LINK_BINDER_COOKIE, flowCookieOptions(app, LINK_PATH))
      setSessionCookie(reply, signedIn.sessionToken)
      logSecurityEvent(request, 'campus_identity_linked', signedIn.userId, { provider: signedIn.provider })
      return { ok: true as const }
    },
  )
}
