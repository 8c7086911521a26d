import { fitProfileName, SSO_MESSAGES } from '@campusplate/shared'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db, Executor } from '../../db/client'
import { identities, profiles, users } from '../../db/schema/index'
import { BadRequestError } from '../../lib/errors'
import { bindToken } from '../../lib/tokens'
import {
  consumeAuthToken,
  findUsableAuthToken,
  findUserByEmail,
  insertAuthToken,
  insertUserWithProfile,
  isUniqueViolation,
  type UserRow,
} from './auth.repository'
import { EXCHANGE_TOKEN_TTL_MS, InvalidCredentialsError, type SignedIn } from './auth.service'
import { verifyPassword } from './passwords'
import { createSession, deleteExpiredSessions } from './sessions'

export const LINK_TOKEN_TTL_MS = 10 * 60 * 1000

export interface CampusIdentity {
  /** `saml` or the OpenID provider's id. */
  provider: string
  /** The provider's stable subject: `sub`, or SAML's pairwise id / eduPersonPrincipalName / NameID. */
  subject: string
  email: string
  emailVerified: boolean
  name: string | undefined
  groups: readonly string[]
}

export type CampusSignInResult =
  | { kind: 'signed_in'; outcome: 'created' | 'signed_in'; userId: string; exchangeToken: string }
  /** The e-mail has a password account: its owner must prove it before the identity is linked. */
  | { kind: 'link'; userId: string; linkToken: string }

export type CampusRefusal = 'sso_email_unverified' | 'sso_failed'

export class CampusSignInRefused extends Error {
  constructor(readonly code: CampusRefusal) {
    super(code)
  }
}

/** The staff role follows the provider's group: granted with it, withdrawn without it, unless the operator granted it. */
async function syncStaffRole(tx: Executor, user: UserRow, staffGroup: boolean | null): Promise<void> {
  if (staffGroup === null) return
  if (staffGroup && user.role !== 'staff') {
    await tx.update(users).set({ role: 'staff', staffSource: 'identity_provider' }).where(eq(users.id, user.id))
  } else if (!staffGroup && user.role === 'staff' && user.staffSource === 'identity_provider') {
    await tx.update(users).set({ role: 'student', staffSource: null }).where(eq(users.id, user.id))
  }
}

const profileName = (identity: CampusIdentity) => fitProfileName(identity.name, identity.email.split('@')[0] ?? '')

/** An address that already has an account is linked only after its password is proven, never silently; `staffGroup` null grants no role. */
export async function signInWithCampusIdentity(
  db: Db,
  identity: CampusIdentity,
  staffGroup: boolean | null,
  now: Date,
  binder: string,
): Promise<CampusSignInResult> {
  try {
    return await db.transaction(async (tx) => {
      const [known] = await tx
        .select()
        .from(identities)
        .where(and(eq(identities.provider, identity.provider), eq(identities.subject, identity.subject)))
      if (known?.linkedAt) {
        const [user] = await tx.select().from(users).where(eq(users.id, known.userId))
        if (!user) throw new CampusSignInRefused('sso_failed')
        const name = profileName(identity)
        // The profile name follows the identity until the user picks another one.
        if (known.name !== null && name !== known.name) {
          await tx
            .update(profiles)
            .set({ name, updatedAt: now })
            .where(and(eq(profiles.userId, user.id), eq(profiles.name, known.name)))
        }
        await tx.update(identities).set({ name, staffGroup }).where(eq(identities.id, known.id))
        await syncStaffRole(tx, user, staffGroup)
        const exchangeToken = await insertAuthToken(tx, user.id, 'sign_in_exchange', now, EXCHANGE_TOKEN_TTL_MS, binder)
        return { kind: 'signed_in', outcome: 'signed_in', userId: user.id, exchangeToken } as const
      }
      if (!identity.emailVerified) throw new CampusSignInRefused('sso_email_unverified')
      if (known) await tx.delete(identities).where(eq(identities.id, known.id))
      const email = identity.email.trim().toLowerCase()
      const existing = await findUserByEmail(tx, email)
      if (existing) {
        // One identity waits per account, so the proof links exactly the one this browser brought.
        await tx.delete(identities).where(and(eq(identities.userId, existing.id), isNull(identities.linkedAt)))
        await tx.insert(identities).values({
          userId: existing.id,
          provider: identity.provider,
          subject: identity.subject,
          name: profileName(identity),
          staffGroup,
          createdAt: now,
        })
        const linkToken = await insertAuthToken(tx, existing.id, 'identity_link', now, LINK_TOKEN_TTL_MS, binder)
        return { kind: 'link', userId: existing.id, linkToken } as const
      }
      const name = profileName(identity)
      const user = await insertUserWithProfile(
        tx,
        { email, passwordHash: null, googleSubject: null, emailVerifiedAt: now, createdAt: now },
        { name, image: null },
      )
      await tx.insert(identities).values({
        userId: user.id,
        provider: identity.provider,
        subject: identity.subject,
        name,
        staffGroup,
        createdAt: now,
        linkedAt: now,
      })
      await syncStaffRole(tx, user, staffGroup)
      const exchangeToken = await insertAuthToken(tx, user.id, 'sign_in_exchange', now, EXCHANGE_TOKEN_TTL_MS, binder)
      return { kind: 'signed_in', outcome: 'created', userId: user.id, exchangeToken } as const
    })
  } catch (error) {
    // Two first sign-ins of one identity or one address at once: the unique indexes let one through.
    if (isUniqueViolation(error)) throw new CampusSignInRefused('sso_failed')
    throw error
  }
}

/** A wrong password leaves the token usable, as the call is rate-limited; it counts only with the signing-in browser's binder. */
export async function linkCampusIdentity(
  db: Db,
  input: { token: string; password: string },
  binder: string | undefined,
  now: Date,
): Promise<SignedIn & { provider: string }> {
  const invalid = () => new BadRequestError(SSO_MESSAGES.linkTokenInvalid)
  if (!binder) throw invalid()
  const bound = bindToken(input.token, binder)
  const userId = await findUsableAuthToken(db, bound, 'identity_link', now)
  if (!userId) throw invalid()
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) throw new InvalidCredentialsError(userId)
  return db.transaction(async (tx) => {
    if ((await consumeAuthToken(tx, bound, 'identity_link', now)) !== userId) throw invalid()
    const [waiting] = await tx
      .update(identities)
      .set({ linkedAt: now })
      .where(and(eq(identities.userId, userId), isNull(identities.linkedAt)))
      .returning()
    if (!waiting) throw invalid()
    // The identity provider vouched for the address, and the password proved the account (a recent proof too).
    if (!user.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId))
    await syncStaffRole(tx, user, waiting.staffGroup)
    await deleteExpiredSessions(tx, userId, now)
    return { userId, provider: waiting.provider, sessionToken: await createSession(tx, userId, now, { proven: true }) }
  })
}
