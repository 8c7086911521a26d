import type { StaffAuditAction, StaffAuditEntry } from '@campusplate/shared/staff'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, staffAuditLog } from '../../db/schema/index'

/** Who acted: the signed-in staff member (`request.user`). */
export interface StaffActor {
  id: string
  email: string
}

export interface StaffAction {
  actor: StaffActor
  action: StaffAuditAction
  /** What it was on, for a person reading the log. */
  subject: string
  detail?: Record<string, unknown>
  /** When; the app's clock (`app.now()`). */
  at: Date
}

/** Writes one entry of the audit log, naming the actor by the e-mail and name they have now. */
export async function recordStaffAction(
  db: Db,
  { actor, action, subject, detail = {}, at }: StaffAction,
): Promise<void> {
  const [profile] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, actor.id))
  await db.insert(staffAuditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    actorName: profile?.name || null,
    action,
    subject,
    detail,
    createdAt: at,
  })
}

/** The newest entries first. */
export async function listStaffActions(db: Db, limit: number): Promise<StaffAuditEntry[]> {
  const rows = await db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(limit)
  return rows.map((row) => ({
    id: row.id,
    actor_email: row.actorEmail,
    actor_name: row.actorName,
    actor_exists: row.actorUserId !== null,
    action: row.action,
    subject: row.subject,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
  }))
}
