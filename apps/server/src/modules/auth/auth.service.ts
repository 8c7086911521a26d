import {
  AUTH_RULE_MESSAGES,
  EMAIL_REVERT_MESSAGES,
  fitProfileName,
  type LoginRequest,
  RECENT_PROOF_MESSAGES,
  type RegisterRequest,
  type ResetPasswordRequest,
  registrationProfileName,
} from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, users } from '../../db/schema/index'
import { BadRequestError, ConflictError, FieldError, UnauthorizedError } from '../../lib/errors'
import type { Mailer } from '../../lib/mailer'
import { bindToken } from '../../lib/tokens'
import {
  consumeAuthToken,
  consumeEmailRevertToken,
  findUsableAuthToken,
  findUserByEmail,
  findUserByGoogleSubject,
  insertAuthToken,
  insertUserWithProfile,
  isUniqueViolation,
  voidAuthTokens,
  voidEmailRevertsIssuedSince,
} from './auth.repository'
import { hashPassword, isCommonPassword, verifyPassword } from './passwords'
import {
  createSession,
  deleteExpiredSessions,
  recordPasswordProof,
  revokeSessionByToken,
  revokeUserSessions,
} from './sessions'

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
export const EXCHANGE_TOKEN_TTL_MS = 60 * 1000

/** Wrong credentials: answered like any 400, and carrying the account (if any) for the security log. */
export class InvalidCredentialsError extends BadRequestError {
  constructor(readonly userId: string | undefined) {
    super(AUTH_RULE_MESSAGES.invalidCredentials)
  }
}

export interface SignedIn {
  userId: string
  sessionToken: string
}

function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new FieldError(field, AUTH_RULE_MESSAGES.passwordCommon)
}

export async function register(db: Db, input: RegisterRequest, now: Date): Promise<SignedIn> {
  refuseCommonPassword(input.password, 'password')
  if (await findUserByEmail(db, input.email)) throw new ConflictError(AUTH_RULE_MESSAGES.emailTaken)
  const passwordHash = await hashPassword(input.password)
  const name = registrationProfileName(input)
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUserWithProfile(
        tx,
        { email: input.email, passwordHash, googleSubject: null, emailVerifiedAt: null, createdAt: now },
        { name, image: null },
      )
      return { userId: user.id, sessionToken: await createSession(tx, user.id, now, { proven: true }) }
    })
  } catch (error) {
    // Two registrations of one address at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw new ConflictError(AUTH_RULE_MESSAGES.emailTaken)
    throw error
  }
}

/** Every failure gets one answer after the same argon2 work; an old session is replaced, never reused (fixation). */
export async function login(db: Db, input: LoginRequest, now: Date, previousToken?: string): Promise<SignedIn> {
  const user = await findUserByEmail(db, input.email)
  const valid = await verifyPassword(user?.passwordHash, input.password)
  if (!user || !valid) throw new InvalidCredentialsError(user?.id)
  return db.transaction(async (tx) => {
    // A reset or Google link that changed the hash during argon2 must not be outlived by this sign-in.
    const [current] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update')
    if (current?.passwordHash !== user.passwordHash) throw new InvalidCredentialsError(user.id)
    if (previousToken) await revokeSessionByToken(tx, previousToken)
    await deleteExpiredSessions(tx, user.id, now)
    return { userId: user.id, sessionToken: await createSession(tx, user.id, now, { proven: true }) }
  })
}

/** A wrong password given to confirm the session: 400 (the session stays), logged as a security event. */
export class WrongConfirmPasswordError extends FieldError {
  constructor() {
    super('password', RECENT_PROOF_MESSAGES.passwordIncorrect)
  }
}

/** Recent proof for the session (docs/decisions/054); same argon2 work for an account without a password. */
export async function confirmPassword(
  db: Db,
  session: { userId: string; sessionId: string },
  password: string,
  now: Date,
): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, session.userId))
  if (!user) throw new UnauthorizedError(AUTH_RULE_MESSAGES.notAuthenticated)
  if (!(await verifyPassword(user.passwordHash, password))) throw new WrongConfirmPasswordError()
  await recordPasswordProof(db, session, now)
}

export interface ResetMailContext {
  db: Db
  mailer: Mailer
  publicUrl: string
  appTitle: string
  /** Campus-only mode: an account without a password (campus or Google sign-in) gets no reset link. */
  onlyWithPassword?: boolean
}

function resetMail(appTitle: string, to: string, link: string) {
  return {
    to,
    subject: `Reset your ${appTitle} password`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked to reset the password of your ${appTitle} account.`,
      'Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  }
}

/** Runs after the answer is sent, so nothing tells whether the address has an account. */
export async function sendPasswordReset(
  context: ResetMailContext,
  email: string,
  now: Date,
): Promise<string | undefined> {
  const user = await findUserByEmail(context.db, email)
  if (!user || (context.onlyWithPassword && user.passwordHash === null)) return undefined
  const token = await insertAuthToken(context.db, user.id, 'password_reset', now, RESET_TOKEN_TTL_MS)
  const link = `${context.publicUrl}/reset-password?token=${encodeURIComponent(token)}`
  await context.mailer.send(resetMail(context.appTitle, user.email, link))
  return user.id
}

async function usableResetLink(db: Db, token: string, now: Date): Promise<'password_reset' | 'email_revert'> {
  if (await findUsableAuthToken(db, token, 'password_reset', now)) return 'password_reset'
  if (await findUsableAuthToken(db, token, 'email_revert', now)) return 'email_revert'
  throw new BadRequestError(AUTH_RULE_MESSAGES.resetTokenInvalid)
}

/** Same refusal the reset itself would give; a working link stays unused. */
export async function checkResetToken(db: Db, token: string, now: Date): Promise<void> {
  await usableResetLink(db, token, now)
}

export interface PasswordReset {
  userId: string
  email: string
  /** The link was an e-mail change notice's: the old address is back. */
  restored: boolean
}

/** Proves the address (the mail was read) and ends every session and reset link of the user. */
export async function resetPassword(db: Db, input: ResetPasswordRequest, now: Date): Promise<PasswordReset> {
  refuseCommonPassword(input.new_password, 'new_password')
  const kind = await usableResetLink(db, input.token, now)
  const passwordHash = await hashPassword(input.new_password)
  if (kind === 'email_revert') return revertEmailChange(db, input.token, passwordHash, now)
  return db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, input.token, 'password_reset', now)
    if (!userId) throw new BadRequestError(AUTH_RULE_MESSAGES.resetTokenInvalid)
    const [user] = await tx
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
    if (!user) throw new BadRequestError(AUTH_RULE_MESSAGES.resetTokenInvalid)
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.verifiedAt ?? now })
      .where(eq(users.id, userId))
    await voidAuthTokens(tx, userId, 'password_reset', now)
    // A new password starts over: no browser keeps the trust of a sign-in with the old one.
    await voidAuthTokens(tx, userId, 'trusted_device', now)
    await revokeUserSessions(tx, userId)
    return { userId, email: user.email, restored: false }
  })
}

/** docs/decisions/054: the changer loses every way in; earlier revert links stay so a second change cannot undo the owner's. */
async function revertEmailChange(db: Db, token: string, passwordHash: string, now: Date): Promise<PasswordReset> {
  try {
    return await db.transaction(async (tx) => {
      const revert = await consumeEmailRevertToken(tx, token, now)
      if (!revert) throw new BadRequestError(AUTH_RULE_MESSAGES.resetTokenInvalid)
      const holder = await findUserByEmail(tx, revert.restoreEmail)
      if (holder && holder.id !== revert.userId) throw new BadRequestError(EMAIL_REVERT_MESSAGES.addressTaken)
      const { userId } = revert
      await tx
        .update(users)
        .set({ email: revert.restoreEmail, emailVerifiedAt: now, passwordHash, googleSubject: null })
        .where(eq(users.id, userId))
      await voidAuthTokens(tx, userId, 'password_reset', now)
      await voidAuthTokens(tx, userId, 'trusted_device', now)
      await voidEmailRevertsIssuedSince(tx, userId, revert.createdAt, now)
      await revokeUserSessions(tx, userId)
      return { userId, email: revert.restoreEmail, restored: true }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new BadRequestError(EMAIL_REVERT_MESSAGES.addressTaken)
    throw error
  }
}

/** Only a passwordless account, having no other proof to give, counts a provider sign-in as recent proof (docs/decisions/054). */
export function identityProviderProves(passwordHash: string | null): boolean {
  return passwordHash === null
}

/** The token counts only with the callback's binder cookie, so a token sent to another browser signs nobody in. */
export async function exchangeSignInToken(
  db: Db,
  token: string,
  binder: string | undefined,
  now: Date,
): Promise<SignedIn> {
  if (!binder) throw new BadRequestError(AUTH_RULE_MESSAGES.exchangeTokenInvalid)
  return db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, bindToken(token, binder), 'sign_in_exchange', now)
    if (!userId) throw new BadRequestError(AUTH_RULE_MESSAGES.exchangeTokenInvalid)
    await deleteExpiredSessions(tx, userId, now)
    const [user] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
    const proven = identityProviderProves(user?.passwordHash ?? null)
    return { userId, sessionToken: await createSession(tx, userId, now, { proven }) }
  })
}

export interface GoogleIdentity {
  subject: string
  email: string
  emailVerified: boolean
  name: string | undefined
  picture: string | undefined
}

export type GoogleOutcome = 'signed_in' | 'created' | 'linked' | 'linked_unproven'

export class GoogleSignInRefused extends Error {
  constructor(readonly code: 'google_email_unverified' | 'google_failed') {
    super(code)
  }
}

/** docs/product.md#name for a name Google gives: tidied and shortened rather than refused. */
function profileName(identity: GoogleIdentity): string {
  return fitProfileName(identity.name, identity.email.split('@')[0] ?? '')
}

/** Linking an unproven account drops its password and sessions: whoever registered the address first keeps no way in (docs/decisions/008). */
export async function signInWithGoogle(
  db: Db,
  identity: GoogleIdentity,
  now: Date,
  binder: string,
): Promise<{ exchangeToken: string; userId: string; email: string; outcome: GoogleOutcome }> {
  if (!identity.emailVerified) throw new GoogleSignInRefused('google_email_unverified')
  const email = identity.email.trim().toLowerCase()
  return db.transaction(async (tx) => {
    let outcome: GoogleOutcome = 'signed_in'
    let user = await findUserByGoogleSubject(tx, identity.subject)
    if (!user) {
      const existing = await findUserByEmail(tx, email)
      if (existing?.googleSubject) {
        // The address belongs to an account linked to another Google account; never re-link silently.
        throw new GoogleSignInRefused('google_failed')
      }
      if (existing) {
        const proven = existing.emailVerifiedAt !== null
        outcome = proven ? 'linked' : 'linked_unproven'
        await tx
          .update(users)
          .set({
            googleSubject: identity.subject,
            emailVerifiedAt: existing.emailVerifiedAt ?? now,
            ...(proven ? {} : { passwordHash: null }),
          })
          .where(eq(users.id, existing.id))
        if (!proven) {
          await revokeUserSessions(tx, existing.id)
          await voidAuthTokens(tx, existing.id, 'password_reset', now)
          await voidAuthTokens(tx, existing.id, 'trusted_device', now)
        }
        if (identity.picture) {
          const [profile] = await tx
            .select({ image: profiles.image })
            .from(profiles)
            .where(eq(profiles.userId, existing.id))
          if (!profile?.image) {
            await tx
              .update(profiles)
              .set({ image: identity.picture, updatedAt: now })
              .where(eq(profiles.userId, existing.id))
          }
        }
        user = existing
      } else {
        outcome = 'created'
        user = await insertUserWithProfile(
          tx,
          { email, passwordHash: null, googleSubject: identity.subject, emailVerifiedAt: now, createdAt: now },
          { name: profileName(identity), image: identity.picture ?? null },
        )
      }
    }
    const exchangeToken = await insertAuthToken(tx, user.id, 'sign_in_exchange', now, EXCHANGE_TOKEN_TTL_MS, binder)
    return { exchangeToken, userId: user.id, email: user.email, outcome }
  })
}
