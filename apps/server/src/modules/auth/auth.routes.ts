import {
  AUTH_MESSAGES,
  type AuthCallbackError,
  AuthOkSchema,
  ConfirmPasswordRequestSchema,
  EMAIL_REVERT_MESSAGES,
  ExchangeTokenRequestSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  ResetTokenCheckRequestSchema,
  SSO_MESSAGES,
  textSchema,
} from '@campusplate/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppInstance } from '../../app-types'
import { ForbiddenError } from '../../lib/errors'
import { errorResponses } from '../../lib/route-schema'
import { logSecurityEvent } from '../../lib/security-log'
import { randomToken } from '../../lib/tokens'
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../plugins/session'
import { findUserByEmail } from './auth.repository'
import {
  checkResetToken,
  confirmPassword,
  EXCHANGE_TOKEN_TTL_MS,
  exchangeSignInToken,
  GoogleSignInRefused,
  InvalidCredentialsError,
  login,
  register,
  resetPassword,
  sendPasswordReset,
  signInWithGoogle,
  WrongConfirmPasswordError,
} from './auth.service'
import { DEVICE_TOKEN_TTL_MS, isTrustedDevice, trustDevice } from './devices'
import { GoogleSignIn } from './google'
import { sendNotice } from './notice-mails'
import { revokeSessionByToken } from './sessions'

/** Auth bodies are a few hundred bytes; anything near this is not a sign-in form. */
const AUTH_BODY_LIMIT = 8 * 1024

const errors = errorResponses(400, 403, 413, 415, 429)

const GOOGLE_FLOW_COOKIE = 'cp_google_flow'
const GOOGLE_FLOW_PATH = '/auth/google'
const GOOGLE_FLOW_MAX_AGE_SECONDS = 10 * 60
/** The binder of the exchange token (auth.service exchangeSignInToken), sent only to the exchange. */
const EXCHANGE_BINDER_COOKIE = 'cp_exchange'
const EXCHANGE_PATH = '/auth/exchange-token'
/**
 * The device cookie (OWASP "device cookies"): a browser that signed in to an account keeps a token
 * naming that account, and its sign-ins count against its own limit rather than the account's
 * (plugins/rate-limit.ts). Sent only to the sign-in call.
 */
const DEVICE_COOKIE = 'cp_device'
const LOGIN_PATH = '/auth/login'
const MAX_DEVICE_TOKEN_LENGTH = 100

/** The web app's `/auth/callback` route reads `token` or `error` (docs/product.md#routes). */
function toCallback(reply: FastifyReply, params: { token: string } | { error: AuthCallbackError }) {
  return reply.redirect(`/auth/callback?${new URLSearchParams(params).toString()}`, 302)
}

const GoogleCallbackQuerySchema = z.object({
  code: z.optional(textSchema()),
  state: z.optional(textSchema()),
  error: z.optional(textSchema()),
})

/** docs/product.md#calls sign-in calls (docs/decisions/006-008). Success answers `{ok: true}`, failures `{detail}`. */
export async function authRoutes(app: AppInstance) {
  const secure = app.config.publicUrl.startsWith('https:')
  /** A cookie of the sign-in flow, sent only to `path`; the same options set and clear it. */
  const flowCookie = (path: string, maxAge?: number) =>
    ({ httpOnly: true, sameSite: 'lax', secure, path, ...(maxAge === undefined ? {} : { maxAge }) }) as const
  const deviceToken = (request: FastifyRequest) => {
    const token = request.cookies[DEVICE_COOKIE]
    return token && token.length <= MAX_DEVICE_TOKEN_LENGTH ? token : undefined
  }
  /** Whether the request's device cookie is a live one of the account with this e-mail. */
  const isDeviceOf = async (request: FastifyRequest, email: string) => {
    const token = deviceToken(request)
    return token !== undefined && (await isTrustedDevice(app.db, token, email, app.now()))
  }
  /** After a sign-in with the password: a browser new to the account is remembered from now on. */
  const rememberDevice = async (request: FastifyRequest, reply: FastifyReply, userId: string, email: string) => {
    if (await isDeviceOf(request, email)) return
    const token = await trustDevice(app.db, userId, app.now())
    reply.setCookie(DEVICE_COOKIE, token, flowCookie(LOGIN_PATH, DEVICE_TOKEN_TTL_MS / 1000))
  }
  const accountLookups = {
    trustedDevice: async (request: FastifyRequest, email: string) =>
      (await isDeviceOf(request, email)) ? deviceToken(request) : undefined,
    accountId: async (email: string) => (await findUserByEmail(app.db, email))?.id,
  }
  const google = app.config.google
    ? new GoogleSignIn({ ...app.config.google, redirectUri: `${app.config.publicUrl}/auth/google/callback` })
    : undefined

  // Campus-only mode (docs/decisions/057): password sign-in and registration are refused outright.
  const passwordsOff = async () => {
    if (app.config.sso.campusOnly) throw new ForbiddenError(SSO_MESSAGES.campusOnly)
  }

  app.post(
    LOGIN_PATH,
    {
      bodyLimit: AUTH_BODY_LIMIT,
      preHandler: [passwordsOff, app.limitCall('login', accountLookups)],
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; sets the session cookie',
        body: LoginRequestSchema,
        response: { 200: AuthOkSchema, ...errors },
      },
    },
    async (request, reply) => {
      let signedIn: Awaited<ReturnType<typeof login>>
      try {
        signedIn = await login(app.db, request.body, app.now(), sessionToken(request))
      } catch (error) {
        if (error instanceof InvalidCredentialsError) logSecurityEvent(request, 'sign_in_failed', error.userId)
        throw error
      }
      setSessionCookie(reply, signedIn.sessionToken)
      await rememberDevice(request, reply, signedIn.userId, request.body.email)
      logSecurityEvent(request, 'signed_in', signedIn.userId, { method: 'password' })
      return { ok: true as const }
    },
  )

  app.post(
    '/auth/register',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      preHandler: [passwordsOff, app.limitCall('register', accountLookups)],
      schema: {
        tags: ['auth'],
        summary: 'Create an account ("First Last" becomes the profile name) and sign in',
        body: RegisterRequestSchema,
        response: { 201: AuthOkSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await register(app.db, request.body, app.now())
      setSessionCookie(reply, signedIn.sessionToken)
      await rememberDevice(request, reply, signedIn.userId, request.body.email)
      logSecurityEvent(request, 'registered', signedIn.userId)
      return reply.code(201).send({ ok: true as const })
    },
  )

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session and clears the cookie',
        response: { 200: AuthOkSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const token = sessionToken(request)
      if (token) await revokeSessionByToken(app.db, token)
      clearSessionCookie(reply)
      return { ok: true as const }
    },
  )

  app.post(
    '/api/auth/forgot-password',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      preHandler: app.limitCall('forgotPassword', accountLookups),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link; answers the same whether or not the address has an account',
        body: ForgotPasswordRequestSchema,
        response: { 200: AuthOkSchema, ...errors },
      },
    },
    async (request) => {
      const { email } = request.body
      // The lookup and the mail happen after the answer, so its status, body and time say
      // nothing about whether the address has an account.
      const context = {
        db: app.db,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        appTitle: app.config.appTitle,
        onlyWithPassword: app.config.sso.campusOnly,
      }
      const now = app.now()
      app.background.run('password-reset-mail', async () => {
        const userId = await sendPasswordReset(context, email, now)
        logSecurityEvent(request, 'password_reset_requested', userId, { sent: userId !== undefined })
      })
      return { ok: true as const, detail: AUTH_MESSAGES.forgotPasswordSent }
    },
  )

  app.post(
    '/api/auth/reset-password',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      preHandler: app.limitCall('resetPassword'),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; ends every session of the account',
        body: ResetPasswordRequestSchema,
        response: { 200: AuthOkSchema, ...errors },
      },
    },
    async (request) => {
      const reset = await resetPassword(app.db, request.body, app.now())
      logSecurityEvent(request, reset.restored ? 'email_restored' : 'password_reset', reset.userId)
      sendNotice(app, request, reset.email, { kind: reset.restored ? 'email_restored' : 'password_reset' })
      return {
        ok: true as const,
        detail: reset.restored ? EMAIL_REVERT_MESSAGES.restored : AUTH_MESSAGES.passwordResetDone,
      }
    },
  )

  app.post(
    '/api/auth/confirm-password',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      // The session first, so the limit counts per signed-in account.
      onRequest: app.requireUser,
      preHandler: app.limitCall('confirmPassword'),
      schema: {
        tags: ['auth'],
        summary:
          'Give the password again: for 10 minutes the session may change the e-mail, delete the account or set a first password',
        body: ConfirmPasswordRequestSchema,
        response: { 200: AuthOkSchema, ...errorResponses(401), ...errors },
      },
    },
    async (request) => {
      try {
        await confirmPassword(
          app.db,
          { userId: request.user.id, sessionId: request.user.sessionId },
          request.body.password,
          app.now(),
        )
      } catch (error) {
        if (error instanceof WrongConfirmPasswordError) {
          logSecurityEvent(request, 'password_confirm_failed', request.user.id)
        }
        throw error
      }
      logSecurityEvent(request, 'password_confirmed', request.user.id)
      return { ok: true as const }
    },
  )

  app.post(
    '/api/auth/reset-password/check',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      preHandler: app.limitCall('checkResetToken'),
      schema: {
        tags: ['auth'],
        summary: 'Say whether a password-reset link still works, without using it up',
        body: ResetTokenCheckRequestSchema,
        response: { 200: AuthOkSchema, ...errors },
      },
    },
    async (request) => {
      await checkResetToken(app.db, request.body.token, app.now())
      return { ok: true as const }
    },
  )

  app.post(
    EXCHANGE_PATH,
    {
      bodyLimit: AUTH_BODY_LIMIT,
      preHandler: app.limitCall('exchangeToken'),
      schema: {
        tags: ['auth'],
        summary: 'Trade the one-time token of the Google callback for a session cookie',
        body: ExchangeTokenRequestSchema,
        response: { 200: AuthOkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const binder = request.cookies[EXCHANGE_BINDER_COOKIE]
      const signedIn = await exchangeSignInToken(app.db, request.body.token, binder, app.now())
      reply.clearCookie(EXCHANGE_BINDER_COOKIE, flowCookie(EXCHANGE_PATH))
      setSessionCookie(reply, signedIn.sessionToken)
      logSecurityEvent(request, 'signed_in', signedIn.userId, { method: 'exchange_token' })
      return { ok: true as const }
    },
  )

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
          flowCookie(GOOGLE_FLOW_PATH, GOOGLE_FLOW_MAX_AGE_SECONDS),
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
      reply.clearCookie(GOOGLE_FLOW_COOKIE, flowCookie(GOOGLE_FLOW_PATH))
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
        reply.setCookie(EXCHANGE_BINDER_COOKIE, binder, flowCookie(EXCHANGE_PATH, EXCHANGE_TOKEN_TTL_MS / 1000))
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
