import { and, desc, eq, gt, isNull, notInArray } from 'drizzle-orm'
import type { Db, Executor } from '../../db/client'
import { authTokens, users } from '../../db/schema/index'
import { hashToken } from '../../lib/tokens'
import { insertAuthToken } from './auth.repository'

const DAY_MS = 24 * 60 * 60 * 1000

export const DEVICE_TOKEN_TTL_MS = 180 * DAY_MS
/** Older browsers are forgotten. */
const MAX_TRUSTED_DEVICES = 20

/** The OWASP device cookie; the token is stored hashed. */
export async function trustDevice(db: Executor, userId: string, now: Date): Promise<string> {
  const token = await insertAuthToken(db, userId, 'trusted_device', now, DEVICE_TOKEN_TTL_MS)
  const ofUser = and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'trusted_device'))
  const newest = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(ofUser)
    .orderBy(desc(authTokens.createdAt), desc(authTokens.id))
    .limit(MAX_TRUSTED_DEVICES)
  await db.delete(authTokens).where(
    and(
      ofUser,
      notInArray(
        authTokens.id,
        newest.map((row) => row.id),
      ),
    ),
  )
  return token
}

export async function isTrustedDevice(db: Db, token: string, email: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, 'trusted_device'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
        eq(users.email, email),
      ),
    )
  return row !== undefined
}
