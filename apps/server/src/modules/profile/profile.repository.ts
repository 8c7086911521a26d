import { blankProfile, type CurrentUser } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, users } from '../../db/schema/index'

/** The signed-in user's e-mail and profile; fields not stored yet answer null or []. */
export async function findCurrentUser(db: Db, userId: string): Promise<CurrentUser | undefined> {
  const [row] = await db
    .select({ email: users.email, name: profiles.name, image: profiles.image })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  if (!row) return undefined
  return {
    email: row.email,
    profile: blankProfile(row.name ?? '', row.image),
  }
}
