import { AUTH_RULE_MESSAGES, STAFF_MESSAGES, type UserRole } from '@campusplate/shared'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify'
import fp from 'fastify-plugin'
import { ForbiddenError, UnauthorizedError } from '../lib/errors'
import { logSecurityEvent } from '../lib/security-log'
import { assertRecentProof, RecentProofNeededError } from '../modules/auth/recent-proof'
import { findActiveSession, refreshSession, SESSION_REFRESH_AFTER_MS, SESSION_TTL_MS } from '../modules/auth/sessions'

export const SESSION_COOKIE = 'cp_session'
/** Over https: a `__Host-` cookie cannot be planted or shadowed by a sibling subdomain or a plain-http page. */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`
const MAX_TOKEN_LENGTH = 100

export interface SessionUser {
  id: string
  email: string
  role: UserRole
  sessionId: string
  provenAt: Date | null
}

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest hook, so a 401 comes before the body is read or validated (docs/decisions/050). */
    requireUser: onRequestAsyncHookHandler
    /** After `requireUser`: 403 unless the session proved who is behind it recently (docs/decisions/054). */
    requireRecentProof: preHandlerAsyncHookHandler
    requireStaff: onRequestAsyncHookHandler
  }
  interface FastifyRequest {
    /** The signed-in user; readable only on routes behind `app.requireUser` (it throws elsewhere). */
    readonly user: SessionUser
    sessionUser: SessionUser | null
  }
}

export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? HOST_SESSION_COOKIE : SESSION_COOKIE
}

const cookieOptions = (reply: FastifyReply) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: reply.server.config.publicUrl.startsWith('https:') }) as const

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeMs = SESSION_TTL_MS): void {
  reply.setCookie(sessionCookieName(reply.server.config.publicUrl), token, {
    ...cookieOptions(reply),
    maxAge: Math.max(0, Math.floor(maxAgeMs / 1000)),
  })
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(reply.server.config.publicUrl), cookieOptions(reply))
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[sessionCookieName(request.server.config.publicUrl)]
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined
}

/** docs/product.md#security; sessions are looked up only behind `app.requireUser`, so public routes cost no query. */
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
      if (!token) throw new UnauthorizedError(AUTH_RULE_MESSAGES.notAuthenticated)
      const now = app.now()
      const session = await findActiveSession(app.db, token, now)
      if (!session) {
        clearSessionCookie(reply)
        throw new UnauthorizedError(AUTH_RULE_MESSAGES.notAuthenticated)
      }
      if (now.getTime() - session.lastUsedAt.getTime() >= SESSION_REFRESH_AFTER_MS) {
        const expiresAt = await refreshSession(app.db, session, now)
        setSessionCookie(reply, token, expiresAt.getTime() - now.getTime())
      }
      request.sessionUser = {
        id: session.userId,
        email: session.email,
        role: session.role,
        sessionId: session.sessionId,
        provenAt: session.provenAt,
      }
    })

    app.decorate('requireRecentProof', async (request: FastifyRequest) => {
      try {
        await assertRecentProof(app.db, request.user, app.now())
      } catch (error) {
        if (error instanceof RecentProofNeededError) {
          logSecurityEvent(request, 'recent_proof_missing', request.user.id, { needed: error.needed })
        }
        throw error
      }
    })

    app.decorate('requireStaff', async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
      await app.requireUser.call(app, request, reply)
      if (request.user.role !== 'staff') throw new ForbiddenError(STAFF_MESSAGES.staffOnly)
    })
  },
  { name: 'session', dependencies: ['@fastify/cookie', 'db', 'error-handler'] },
)
