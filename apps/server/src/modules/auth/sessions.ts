import { and, eq, gt, lte, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema/index'
import { hashToken, randomToken } from '../../lib/tokens'

const DAY_MS = 24 * 60 * 60 * 1000

/** ARCHITECTURE §6: sessions last 30 days after their last use. */
export const SESSION_TTL_MS = 30 * DAY_MS
/** The sliding expiry is written at most once a day per session, not on every request. */
export const SESSION_REFRESH_AFTER_MS = DAY_MS

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

export interface ActiveSession {
  sessionId: string
  userId: string
  email: string
  lastUsedAt: Date
}

/** Starts a session for a user; returns the cookie's token (only its hash is stored). */
export async function createSession(db: Executor, userId: string, now: Date): Promise<string> {
  const token = randomToken()
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  })
  return token
}

/** The unexpired session of a cookie token, with its user; undefined when there is none. */
export async function findActiveSession(db: Db, token: string, now: Date): Promise<ActiveSession | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: users.id, email: users.email, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
  return row
}

/** Slides the expiry to 30 days from now (called at most once a day per session). */
export async function refreshSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
    .where(eq(sessions.id, sessionId))
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

/** Drops a user's expired sessions (done at sign-in, so the table does not grow without bound). */
export async function deleteExpiredSessions(db: Executor, userId: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)))
}
