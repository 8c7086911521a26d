import { and, eq, gt, gte, isNull, lte } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { type AuthTokenPurpose, authTokens, profiles, users } from '../../db/schema/index'
import { bindToken, hashToken, randomToken } from '../../lib/tokens'

export type UserRow = typeof users.$inferSelect

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email))
  return row
}

export async function findUserByGoogleSubject(db: Executor, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject))
  return row
}

export async function insertUserWithProfile(
  db: Executor,
  user: Pick<typeof users.$inferInsert, 'email' | 'passwordHash' | 'googleSubject' | 'emailVerifiedAt' | 'createdAt'>,
  profile: { name: string; image: string | null },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning()
  if (!row) throw new Error('insert into users returned no row')
  await db
    .insert(profiles)
    .values({ userId: row.id, name: profile.name, image: profile.image, updatedAt: user.createdAt })
  return row
}

/** Only the hash is kept; a token issued with a `binder` is usable only together with it (bindToken). */
export async function insertAuthToken(
  db: Executor,
  userId: string,
  purpose: AuthTokenPurpose,
  now: Date,
  ttlMs: number,
  binder?: string,
  restoreEmail?: string,
): Promise<string> {
  const token = randomToken()
  // Spent and expired tokens of the user are of no further use; dropping them here bounds the table.
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), lte(authTokens.expiresAt, now)))
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(binder === undefined ? token : bindToken(token, binder)),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
    restoreEmail: restoreEmail ?? null,
  })
  return token
}

const usable = (token: string, purpose: AuthTokenPurpose, now: Date) =>
  and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  )

/** The user a token was issued to, when it is unused and unexpired (without using it up). */
export async function findUsableAuthToken(
  db: Executor,
  token: string,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(usable(token, purpose, now))
  return row?.userId
}

/** Atomic: of two requests racing with one token, only one gets the user id. */
export async function consumeAuthToken(
  db: Executor,
  token: string,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: authTokens.userId })
  return row?.userId
}

/** Atomic like consumeAuthToken. */
export async function consumeEmailRevertToken(db: Executor, token: string, now: Date) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(usable(token, 'email_revert', now))
    .returning({ userId: authTokens.userId, restoreEmail: authTokens.restoreEmail, createdAt: authTokens.createdAt })
  return row?.restoreEmail ? { ...row, restoreEmail: row.restoreEmail } : undefined
}

/** Marks every unused token of a purpose of a user as used (e.g. other reset links after a reset). */
export async function voidAuthTokens(
  db: Executor,
  userId: string,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)))
}

/** True when the error is a unique-constraint violation (PostgreSQL and PGlite, wrapped by Drizzle or not). */
export function isUniqueViolation(error: unknown): boolean {
  let e = error
  while (typeof e === 'object' && e !== null) {
    if ((e as { code?: unknown }).code === '23505') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

/** Voids the unused e-mail revert links of a user issued at or after `since` (docs/decisions/054). */
export async function voidEmailRevertsIssuedSince(db: Executor, userId: string, since: Date, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, 'email_revert'),
        isNull(authTokens.usedAt),
        gte(authTokens.createdAt, since),
      ),
    )
}
