import {
  AUTH_RULE_MESSAGES,
  AuthOkSchema,
  EMAIL_REVERT_MESSAGES,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  ResetTokenCheckRequestSchema,
} from '@campusplate/shared'
import type { AppInstance } from '../../app-types'
import { logSecurityEvent } from '../../lib/security-log'
import { AUTH_BODY_LIMIT, authErrors } from './auth.routes'
import { checkResetToken, resetPassword, sendPasswordReset } from './auth.service'
import { accountLookups } from './device-cookie'
import { sendNotice } from './notice-mails'

/** The password-reset link: asked for by e-mail, checked, then used once. */
export async function passwordResetRoutes(app: AppInstance) {
  app.post(
    '/api/auth/forgot-password',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      preHandler: app.limitCall('forgotPassword', accountLookups(app)),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link; answers the same whether or not the address has an account',
        body: ForgotPasswordRequestSchema,
        response: { 200: AuthOkSchema, ...authErrors },
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
      return { ok: true as const, detail: AUTH_RULE_MESSAGES.forgotPasswordSent }
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
        response: { 200: AuthOkSchema, ...authErrors },
      },
    },
    async (request) => {
      const reset = await resetPassword(app.db, request.body, app.now())
      logSecurityEvent(request, reset.restored ? 'email_restored' : 'password_reset', reset.userId)
      sendNotice(app, request, reset.email, { kind: reset.restored ? 'email_restored' : 'password_reset' })
      return {
        ok: true as const,
        detail: reset.restored ? EMAIL_REVERT_MESSAGES.restored : AUTH_RULE_MESSAGES.passwordResetDone,
      }
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
        response: { 200: AuthOkSchema, ...authErrors },
      },
    },
    async (request) => {
      await checkResetToken(app.db, request.body.token, app.now())
      return { ok: true as const }
    },
  )
}
