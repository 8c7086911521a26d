import { RECENT_PROOF_MESSAGES } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/index'
import { ForbiddenError, UnauthorizedError } from '../../lib/errors'
import { proofIsRecent } from './sessions'

/** A session whose last proof is too old for the call: 403, saying which proof the account can give. */
export class RecentProofNeededError extends ForbiddenError {
  constructor(readonly needed: 'password' | 'google') {
    super(needed === 'password' ? RECENT_PROOF_MESSAGES.passwordNeeded : RECENT_PROOF_MESSAGES.googleNeeded)
  }
}

/** docs/decisions/054 */
export async function assertRecentProof(
  db: Db,
  session: { id: string; provenAt: Date | null },
  now: Date,
): Promise<void> {
  if (proofIsRecent(session.provenAt, now)) return
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, session.id))
  if (!user) throw new UnauthorizedError()
  throw new RecentProofNeededError(user.passwordHash === null ? 'google' : 'password')
}
