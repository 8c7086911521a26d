import { textSchema } from '@campusplate/shared'
import { z } from 'zod'
import type { AppInstance } from '../../app-types'
import { logSecurityEvent } from '../../lib/security-log'
import { randomToken } from '../../lib/tokens'
import { EXCHANGE_TOKEN_TTL_MS, GoogleSignInRefused, signInWithGoogle } from './auth.service'
import { EXCHANGE_BINDER_COOKIE, EXCHANGE_PATH, flowCookieOptions, toCallback } from './campus.routes'
import { GoogleSignIn } from './google'
import { sendNotice } from './notice-mails'

const GOOGLE_FLOW_COOKIE = 'cp_google_flow'
const GOOGLE_FLOW_PATH = '/auth/google'
const GOOGLE_FLOW_MAX_AGE_SECONDS = 10 * 60

const GoogleCallbackQuerySchema = z.object({
  code: z.optional(textSchema()),
  state: z.optional(textSchema()),
  error: z.optional(textSchema()),
})

/** Sign-in with Google: the callback ends at the web app with a one-time token for /auth/exchange-token. */
export async function googleRoutes(app: AppInstance) {
  const google = app.config.google
    ? new GoogleSignIn({ ...app.config.google, redirectUri: `${app.config.publicUrl}/auth/google/callback` })
    : undefined

  app.get(
    '/auth/google/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in (a navigation, not a fetch): redirects to Google',
        response: { 302: z.null().describe('Redirect to Google, or to /auth/callback?error=…') },
      },
    },
    async (request, reply) => {
      if (!google) return toCallback(reply, { error: 'google_not_configured' })
      try {
        const { url, flow } = await google.start()
        reply.setCookie(
          GOOGLE_FLOW_COOKIE,
          google.flowCookie(flow),
          flowCookieOptions(app, GOOGLE_FLOW_PATH, GOOGLE_FLOW_MAX_AGE_SECONDS),
        )
        return reply.redirect(url.href, 302)
      } catch (error) {
        request.log.error({ err: error }, 'Google sign-in could not start (OpenID discovery failed)')
        return toCallback(reply, { error: 'google_failed' })
      }
    },
  )

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Google returns here; redirects to /auth/callback?token=… or ?error=…',
        querystring: GoogleCallbackQuerySchema,
        response: { 302: z.null().describe('Redirect to /auth/callback') },
      },
    },
    async (request, reply) => {
      reply.clearCookie(GOOGLE_FLOW_COOKIE, flowCookieOptions(app, GOOGLE_FLOW_PATH))
      if (!google) return toCallback(reply, { error: 'google_not_configured' })
      const flow = google.readFlowCookie(request.cookies[GOOGLE_FLOW_COOKIE])
      const { error, state } = request.query
      if (error) {
        request.log.info({ error }, 'Google sign-in was not completed')
        return toCallback(reply, { error: error === 'access_denied' ? 'google_denied' : 'google_failed' })
      }
      if (!flow || !state || state !== flow.state) {
        request.log.warn({ hasFlowCookie: flow !== undefined }, 'Google callback with a missing or wrong state')
        return toCallback(reply, { error: 'invalid_state' })
      }
      let identity: Awaited<ReturnType<GoogleSignIn['finish']>>
      try {
        identity = await google.finish(new URL(`${app.config.publicUrl}${request.url}`), flow)
      } catch (failure) {
        request.log.warn({ err: failure }, 'Google sign-in failed at the token exchange')
        return toCallback(reply, { error: 'google_failed' })
      }
      try {
        const binder = randomToken()
        const result = await signInWithGoogle(app.db, identity, app.now(), binder)
        logSecurityEvent(request, 'google_sign_in', result.userId, { outcome: result.outcome })
        if (result.outcome === 'linked' || result.outcome === 'linked_unproven') {
          sendNotice(app, request, result.email, { kind: 'google_linked' })
        }
        reply.setCookie(
          EXCHANGE_BINDER_COOKIE,
          binder,
          flowCookieOptions(app, EXCHANGE_PATH, EXCHANGE_TOKEN_TTL_MS / 1000),
        )
        return toCallback(reply, { token: result.exchangeToken })
      } catch (failure) {
        if (failure instanceof GoogleSignInRefused) {
          logSecurityEvent(request, 'google_sign_in_refused', undefined, { reason: failure.code })
          return toCallback(reply, { error: failure.code })
        }
        request.log.error({ err: failure }, 'Google sign-in failed')
        return toCallback(reply, { error: 'google_failed' })
      }
    },
  )
}
