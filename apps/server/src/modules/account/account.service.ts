import { ACCOUNT_MESSAGES, AUTH_RULE_MESSAGES, type ChangePasswordRequest } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/index'
import { ConflictError, FieldError, UnauthorizedError } from '../../lib/errors'
import { findUserByEmail, insertAuthToken, isUniqueViolation, voidAuthTokens } from '../auth/auth.repository'
import { EMAIL_REVERT_TTL_MS } from '../auth/notice-mails'
import { hashPassword, isCommonPassword, verifyPassword } from '../auth/passwords'
import { assertRecentProof } from '../auth/recent-proof'
import { recordPasswordProof, revokeUserSessions } from '../auth/sessions'

/** 400, not 401, so the session stays; logged as a security event. */
export class WrongCurrentPasswordError extends FieldError {
  constructor() {
    super('current_password', ACCOUNT_MESSAGES.currentPasswordIncorrect)
  }
}

async function findAccount(db: Db, userId: string) {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, googleSubject: users.googleSubject })
    .from(users)
    .where(eq(users.id, userId))
  // The account was deleted between the session check and this query.
  if (!user) throw new UnauthorizedError(AUTH_RULE_MESSAGES.notAuthenticated)
  return user
}

export async function accountStatus(db: Db, userId: string) {
  const user = await findAccount(db, userId)
  return { email: user.email, has_password: user.passwordHash !== null, has_google: user.googleSubject !== null }
}

export type EmailChanged =
  | { previousEmail: string; changed: true; revertToken: string }
  /** The address was already the account's: nothing changed, no session ended. */
  | { previousEmail: string; changed: false }

/** The new address stays unproven so a Google sign-in cannot take the account over (docs/product.md#account-actions, docs/decisions/054). */
export async function changeEmail(db: Db, userId: string, email: string, now: Date): Promise<EmailChanged> {
  const user = await findAccount(db, userId)
  if (user.email === email) return { previousEmail: user.email, changed: false }
  const holder = await findUserByEmail(db, email)
  if (holder) throw new ConflictError(ACCOUNT_MESSAGES.emailInUse)
  try {
    const revertToken = await db.transaction(async (tx) => {
      await tx.update(users).set({ email, emailVerifiedAt: null }).where(eq(users.id, userId))
      await voidAuthTokens(tx, userId, 'password_reset', now)
      await revokeUserSessions(tx, userId)
      return insertAuthToken(tx, userId, 'email_revert', now, EMAIL_REVERT_TTL_MS, undefined, user.email)
    })
    return { previousEmail: user.email, changed: true, revertToken }
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw new ConflictError(ACCOUNT_MESSAGES.emailInUse)
    throw error
  }
}

/** A first password needs a recent Google sign-in instead of the current one (docs/decisions/029, docs/decisions/054). */
export async function changePassword(
  db: Db,
  session: { userId: string; sessionId: string; provenAt: Date | null },
  input: ChangePasswordRequest,
  now: Date,
): Promise<{ isFirstPassword: boolean; email: string }> {
  const user = await findAccount(db, session.userId)
  const isFirstPassword = user.passwordHash === null
  if (isFirstPassword) {
    await assertRecentProof(db, { id: session.userId, provenAt: session.provenAt }, now)
  } else {
    if (!input.current_password) throw new FieldError('current_password', ACCOUNT_MESSAGES.currentPasswordRequired)
    if (!(await verifyPassword(user.passwordHash, input.current_password))) throw new WrongCurrentPasswordError()
  }
  if (isCommonPassword(input.new_password)) throw new FieldError('new_password', AUTH_RULE_MESSAGES.passwordCommon)
  const passwordHash = await hashPassword(input.new_password)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, session.userId))
    await voidAuthTokens(tx, session.userId, 'password_reset', now)
    await revokeUserSessions(tx, session.userId, session.sessionId)
    await recordPasswordProof(tx, session, now)
  })
  return { isFirstPassword, email: user.email }
}

/** Every user table references `users` with `on delete cascade`. */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId))
  })
}
