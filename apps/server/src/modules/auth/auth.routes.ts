import {
  AuthOkSchema,
  ConfirmPasswordRequestSchema,
  ExchangeTokenRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  SSO_MESSAGES,
} from '@campusplate/shared'
import type { AppInstance } from '../../app-types'
import { ForbiddenError } from '../../lib/errors'
import { errorResponses } from '../../lib/route-schema'
import { logSecurityEvent } from '../../lib/security-log'
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../plugins/session'
import {
  confirmPassword,
  exchangeSignInToken,
  InvalidCredentialsError,
  login,
  register,
  WrongConfirmPasswordError,
} from './auth.service'
import { EXCHANGE_BINDER_COOKIE, EXCHANGE_PATH, flowCookieOptions } from './campus.routes'
import { accountLookups, LOGIN_PATH, rememberDevice } from './device-cookie'
import { revokeSessionByToken } from './sessions'

/** Auth bodies are a few hundred bytes; anything near this is not a sign-in form. */
export const AUTH_BODY_LIMIT = 8 * 1024

export const authErrors = errorResponses(400, 403, 413, 415, 429)

/** docs/product.md#calls sign-in calls (docs/decisions/006-008). Success answers `{ok: true}`, failures `{detail}`. */
export async function authRoutes(app: AppInstance) {
  const lookups = accountLookups(app)

  // Campus-only mode (docs/decisions/057): password sign-in and registration are refused outright.
  const passwordsOff = async () => {
    if (app.config.sso.campusOnly) throw new ForbiddenError(SSO_MESSAGES.campusOnly)
  }

  app.post(
    LOGIN_PATH,
    {
      bodyLimit: AUTH_BODY_LIMIT,
      preHandler: [passwordsOff, app.limitCall('login', lookups)],
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; sets the session cookie',
        body: LoginRequestSchema,
        response: { 200: AuthOkSchema, ...authErrors },
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
      await rememberDevice(app, request, reply, signedIn.userId, request.body.email)
      logSecurityEvent(request, 'signed_in', signedIn.userId, { method: 'password' })
      return { ok: true as const }
    },
  )

  app.post(
    '/auth/register',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      preHandler: [passwordsOff, app.limitCall('register', lookups)],
      schema: {
        tags: ['auth'],
        summary: 'Create an account ("First Last" becomes the profile name) and sign in',
        body: RegisterRequestSchema,
        response: { 201: AuthOkSchema, ...errorResponses(409), ...authErrors },
      },
    },
    async (request, reply) => {
      const signedIn = await register(app.db, request.body, app.now())
      setSessionCookie(reply, signedIn.sessionToken)
      await rememberDevice(app, request, reply, signedIn.userId, request.body.email)
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
        response: { 200: AuthOkSchema, ...errorResponses(401), ...authErrors },
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
    EXCHANGE_PATH,
    {
      bodyLimit: AUTH_BODY_LIMIT,
      preHandler: app.limitCall('exchangeToken'),
      schema: {
        tags: ['auth'],
        summary: 'Trade the one-time token of the Google callback for a session cookie',
        body: ExchangeTokenRequestSchema,
        response: { 200: AuthOkSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const binder = request.cookies[EXCHANGE_BINDER_COOKIE]
      const signedIn = await exchangeSignInToken(app.db, request.body.token, binder, app.now())
      reply.clearCookie(EXCHANGE_BINDER_COOKIE, flowCookieOptions(app, EXCHANGE_PATH))
      setSessionCookie(reply, signedIn.sessionToken)
      logSecurityEvent(request, 'signed_in', signedIn.userId, { method: 'exchange_token' })
      return { ok: true as const }
    },
  )
}
