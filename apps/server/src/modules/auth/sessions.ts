import { RECENT_PROOF_MAX_AGE_MS, type UserRole } from '@campusplate/shared'
import { and, eq, gt, lte, ne, or, sql } from 'drizzle-orm'
import type { Db, Executor } from '../../db/client'
import { preparedOnce } from '../../db/prepared'
import { sessions, users } from '../../db/schema/index'
import { hashToken, randomToken } from '../../lib/tokens'

const DAY_MS = 24 * 60 * 60 * 1000

/** docs/product.md#security: sessions last 30 days after their last use. */
export const SESSION_TTL_MS = 30 * DAY_MS
export const SESSION_MAX_LIFETIME_MS = 90 * DAY_MS
/** The sliding expiry is written at most once a day per session, not on every request. */
export const SESSION_REFRESH_AFTER_MS = DAY_MS

export interface ActiveSession {
  sessionId: string
  userId: string
  email: string
  role: UserRole
  createdAt: Date
  lastUsedAt: Date
  /** The last time the session proved the password (or an identity provider's sign-in counted). */
  provenAt: Date | null
}

function slidingExpiry(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_TTL_MS, createdAt.getTime() + SESSION_MAX_LIFETIME_MS))
}

/** Only the token's hash is stored; a `proven` sign-in starts with a recent proof (docs/decisions/054). */
export async function createSession(
  db: Executor,
  userId: string,
  now: Date,
  options: { proven: boolean } = { proven: false },
): Promise<string> {
  const token = randomToken()
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    provenAt: options.proven ? now : null,
  })
  return token
}

/** The session proved the password again (or signed in with an identity provider) at `now`. */
export async function recordPasswordProof(db: Executor, session: { sessionId: string }, now: Date): Promise<void> {
  await db.update(sessions).set({ provenAt: now }).where(eq(sessions.id, session.sessionId))
}

/** Whether a session's last proof is recent enough for what cannot be undone (docs/decisions/054). */
export function proofIsRecent(provenAt: Date | null, now: Date): boolean {
  if (!provenAt) return false
  const age = now.getTime() - provenAt.getTime()
  return age >= 0 && age <= RECENT_PROOF_MAX_AGE_MS
}

const activeSessionQuery = preparedOnce((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      email: users.email,
      role: users.role,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      provenAt: sessions.provenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.createdAt, sql.placeholder('createdAfter')),
      ),
    )
    .prepare('active_session'),
)

export async function findActiveSession(db: Db, token: string, now: Date): Promise<ActiveSession | undefined> {
  const [row] = await activeSessionQuery(db).execute({
    tokenHash: hashToken(token),
    now: now.toISOString(),
    createdAfter: new Date(now.getTime() - SESSION_MAX_LIFETIME_MS).toISOString(),
  })
  return row
}

export async function refreshSession(db: Db, session: Pick<ActiveSession, 'sessionId' | 'createdAt'>, now: Date) {
  const expiresAt = slidingExpiry(session.createdAt, now)
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, session.sessionId))
  return expiresAt
}

export async function revokeSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

/** Ends every session of a user (password reset, pre-hijacking defence), or all but one. */
export async function revokeUserSessions(db: Executor, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    )
}

/** Drops a user's ended sessions (done at sign-in, so the table does not grow without bound). */
export async function deleteExpiredSessions(db: Executor, userId: string, now: Date): Promise<void> {
  const ended = or(
    lte(sessions.expiresAt, now),
    lte(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_LIFETIME_MS)),
  )
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ended))
}
