import type { FastifyRequest } from 'fastify'

/** What the security log records; the names are stable so that alerts can match them. */
export type SecurityEvent =
  | 'signed_in'
  | 'sign_in_failed'
  | 'registered'
  | 'rate_limited'
  | 'password_reset_requested'
  | 'password_reset'
  | 'google_sign_in'
  | 'google_sign_in_refused'
  | 'email_changed'
  | 'password_changed'
  | 'password_change_failed'
  | 'account_deleted'
  | 'campus_sign_in'
  | 'campus_sign_in_refused'
  | 'campus_identity_linked'
  | 'email_restored'
  | 'password_confirmed'
  | 'password_confirm_failed'
  | 'recent_proof_missing'

/** Never a password, a token or an e-mail address: `fields` hold plain facts only. */
export function logSecurityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  userId: string | undefined,
  fields: Record<string, string | number | boolean> = {},
): void {
  const line = { event, userId: userId ?? null, clientAddress: request.ip, ...fields }
  const failed =
    event === 'sign_in_failed' ||
    event === 'rate_limited' ||
    event === 'google_sign_in_refused' ||
    event === 'campus_sign_in_refused' ||
    event === 'password_change_failed' ||
    event === 'password_confirm_failed'
  if (failed) request.log.warn(line, 'security event')
  else request.log.info(line, 'security event')
}
