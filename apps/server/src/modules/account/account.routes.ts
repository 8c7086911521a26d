import {
  AccountOkSchema,
  AccountSchema,
  ChangePasswordRequestSchema,
  EmailChangeRequestSchema,
} from '@campusplate/shared'
import type { AppInstance } from '../../app-types'
import { errorResponses } from '../../lib/route-schema'
import { logSecurityEvent } from '../../lib/security-log'
import { clearSessionCookie } from '../../plugins/session'
import { sendNotice } from '../auth/notice-mails'
import { accountStatus, changeEmail, changePassword, deleteAccount, WrongCurrentPasswordError } from './account.service'

const ACCOUNT_BODY_LIMIT = 8 * 1024

const errors = errorResponses(400, 401, 403, 413)

export async function accountRoutes(app: AppInstance) {
  app.get(
    '/api/account',
    {
      onRequest: app.requireUser,
      config: { noStore: true },
      schema: {
        tags: ['account'],
        summary: 'The e-mail and the ways of signing in (password, Google) of the signed-in account',
        response: { 200: AccountSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      return accountStatus(app.db, request.user.id)
    },
  )

  app.put(
    '/api/profile/email',
    {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      onRequest: app.requireUser,
      // A recent proof first: a stale session learns nothing, and only real attempts are counted.
      preHandler: [app.requireRecentProof, app.limitCall('changeEmail')],
      schema: {
        tags: ['account'],
        summary:
          'Change the account e-mail (needs a password proof within 10 minutes); every session ends and the old address gets a link that gives it back',
        body: EmailChangeRequestSchema,
        response: { 200: AccountOkSchema, ...errorResponses(409, 429), ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.body
      const result = await changeEmail(app.db, request.user.id, email, app.now())
      if (!result.changed) return { ok: true as const }
      clearSessionCookie(reply)
      logSecurityEvent(request, 'email_changed', request.user.id)
      const revertLink = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(result.revertToken)}`
      sendNotice(app, request, result.previousEmail, { kind: 'email_changed', newEmail: email, revertLink })
      return { ok: true as const }
    },
  )

  app.post(
    '/api/account/change-password',
    {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      // The session first, so the limit counts per signed-in account.
      onRequest: app.requireUser,
      preHandler: app.limitCall('changePassword'),
      schema: {
        tags: ['account'],
        summary: 'Change (or, for a Google-only account, set) the password; other sessions end',
        body: ChangePasswordRequestSchema,
        response: { 200: AccountOkSchema, ...errorResponses(429), ...errors },
      },
    },
    async (request) => {
      try {
        const { isFirstPassword, email } = await changePassword(
          app.db,
          { userId: request.user.id, sessionId: request.user.sessionId, provenAt: request.user.provenAt },
          request.body,
          app.now(),
        )
        logSecurityEvent(request, 'password_changed', request.user.id, { first: isFirstPassword })
        sendNotice(app, request, email, { kind: 'password_changed', first: isFirstPassword })
      } catch (error) {
        if (error instanceof WrongCurrentPasswordError) {
          logSecurityEvent(request, 'password_change_failed', request.user.id)
        }
        throw error
      }
      return { ok: true as const }
    },
  )

  app.delete(
    '/api/account',
    {
      onRequest: app.requireUser,
      preHandler: app.requireRecentProof,
      schema: {
        tags: ['account'],
        summary:
          'Delete the account with all of its data and images (needs a password proof within 10 minutes); clears the session cookie',
        response: { 200: AccountOkSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, request.user.id)
      clearSessionCookie(reply)
      logSecurityEvent(request, 'account_deleted', request.user.id)
      return { ok: true as const }
    },
  )
}
