import { blankProfile, type CurrentUser, isAllowedImageUrl } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, users } from '../../db/schema/index'

/** The signed-in user's e-mail and profile; fields not stored yet answer null or []. */
export async function findCurrentUser(db: Db, userId: string): Promise<CurrentUser | undefined> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, name: profiles.name, image: profiles.image })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  if (!row) return undefined
  return {
    user_id: row.userId,
    email: row.email,
    // Spec §5 "Photo": a stored image that fails the URL rule is never sent; the client shows the initial.
    profile: blankProfile(row.name ?? '', isAllowedImageUrl(row.image) ? row.image : null),
  }
}
