import { AUTH_MESSAGES } from '@campusplate/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { UnauthorizedError } from '../lib/errors'
import { findActiveSession, refreshSession, SESSION_REFRESH_AFTER_MS, SESSION_TTL_MS } from '../modules/auth/sessions'

/** The session cookie (HttpOnly: the web app never reads it). */
export const SESSION_COOKIE = 'cp_session'
const MAX_TOKEN_LENGTH = 100

export interface SessionUser {
  id: string
  email: string
  sessionId: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 `{detail: 'Not authenticated'}` unless the request has a live session. */
    requireUser: preHandlerAsyncHookHandler
  }
  interface FastifyRequest {
    /** The signed-in user; readable only on routes behind `app.requireUser` (it throws elsewhere). */
    readonly user: SessionUser
    sessionUser: SessionUser | null
  }
}

const isSecure = (reply: FastifyReply) => reply.server.config.publicUrl.startsWith('https:')

/** Sets the session cookie: HttpOnly, SameSite=Lax, Path=/, 30 days, Secure when PUBLIC_URL is https. */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(reply),
    maxAge: SESSION_TTL_MS / 1000,
  })
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecure(reply) })
}

/** The session token the request carries, if it looks like one. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE]
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined
}

/**
 * Sessions (ARCHITECTURE §6). The session is looked up only on routes that ask for it with
 * `preHandler: app.requireUser`, so public routes (menus) cost no query.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('sessionUser', null)
    app.decorateRequest('user', {
      getter(this: FastifyRequest): SessionUser {
        if (!this.sessionUser) throw new Error('request.user read on a route without app.requireUser')
        return this.sessionUser
      },
    })

    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = sessionToken(request)
      if (!token) throw new UnauthorizedError(AUTH_MESSAGES.notAuthenticated)
      const now = app.now()
      const session = await findActiveSession(app.db, token, now)
      if (!session) {
        clearSessionCookie(reply)
        throw new UnauthorizedError(AUTH_MESSAGES.notAuthenticated)
      }
      if (now.getTime() - session.lastUsedAt.getTime() >= SESSION_REFRESH_AFTER_MS) {
        await refreshSession(app.db, session.sessionId, now)
        setSessionCookie(reply, token)
      }
      request.sessionUser = { id: session.userId, email: session.email, sessionId: session.sessionId }
    })
  },
  { name: 'session', dependencies: ['@fastify/cookie', 'db', 'error-handler'] },
)
