import { favouriteIdentity, type MenuReportStatus } from '@campusplate/shared'
import type { StaffReport } from '@campusplate/shared/staff'
import { STAFF_REPORT_MESSAGES } from '@campusplate/shared/staff'
import { and, asc, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { menuReports } from '../../db/schema/index'
import { NotFoundError } from '../../lib/errors'
import { recordStaffAction, type StaffActor } from './staff-audit'

const INBOX_LIMIT = 500

/** The inbox: reports newest first, by status and hall, each with how many students reported its dish. */
export async function listStaffReports(
  db: Db,
  filters: { status?: MenuReportStatus | undefined; hall?: string | undefined },
): Promise<{ reports: StaffReport[]; halls: string[] }> {
  const where: SQL[] = []
  if (filters.status) where.push(eq(menuReports.status, filters.status))
  if (filters.hall) where.push(eq(menuReports.diningHall, filters.hall))
  const rows = await db
    .select()
    .from(menuReports)
    .where(and(...where))
    .orderBy(desc(menuReports.createdAt), desc(menuReports.id))
    .limit(INBOX_LIMIT)
  const everyReport = await db
    .select({ hall: menuReports.diningHall, name: menuReports.foodName, userId: menuReports.userId })
    .from(menuReports)
    .orderBy(asc(menuReports.diningHall))
  const reporters = new Map<string, Set<string>>()
  for (const { hall, name, userId } of everyReport) {
    const identity = favouriteIdentity(hall, name)
    const users = reporters.get(identity) ?? new Set<string>()
    users.add(userId)
    reporters.set(identity, users)
  }
  return {
    reports: rows.map((row) => ({
      id: row.id,
      food_id: row.foodId,
      name: row.foodName,
      dining_hall: row.diningHall,
      meal_name: row.mealName,
      station: row.station,
      date: row.date,
      kind: row.kind,
      note: row.note,
      created_at: row.createdAt.toISOString(),
      status: row.status,
      reply: row.reply,
      replied_at: row.repliedAt?.toISOString() ?? null,
      dish_reporters: reporters.get(favouriteIdentity(row.diningHall, row.foodName))?.size ?? 1,
    })),
    halls: [...new Set(everyReport.map((report) => report.hall))],
  }
}

/** A reply, a new status or both, each written to the audit log; the reporter sees them beside the dish. */
export async function answerReport(
  db: Db,
  actor: StaffActor,
  id: number,
  update: { status?: MenuReportStatus | undefined; reply?: string | undefined },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await tx.select().from(menuReports).where(eq(menuReports.id, id)).for('update')
    if (!report) throw new NotFoundError(STAFF_REPORT_MESSAGES.notFound)
    const reply = update.reply ? update.reply : undefined
    const statusChanged = update.status !== undefined && update.status !== report.status
    if (!reply && !statusChanged) return
    await tx
      .update(menuReports)
      .set({
        ...(statusChanged ? { status: update.status } : {}),
        ...(reply ? { reply, repliedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(menuReports.id, id))
    const subject = `Report ${id}: ${report.foodName} (${report.diningHall})`
    if (reply) await recordStaffAction(tx, { actor, action: 'report_reply', subject, detail: { reply }, at: now })
    if (statusChanged) {
      await recordStaffAction(tx, {
        actor,
        action: 'report_status',
        subject,
        detail: { from: report.status, to: update.status },
        at: now,
      })
    }
  })
}
