import { z } from 'zod/mini'

/** Every action a staff member takes in the console, each written to the audit log (docs/decisions/058). */
export const STAFF_AUDIT_ACTIONS = ['report_reply', 'report_status', 'correction', 'correction_undo', 'sync'] as const
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number]

export const STAFF_AUDIT_ACTION_LABELS: Readonly<Record<StaffAuditAction, string>> = {
  report_reply: 'Replied to a report',
  report_status: 'Changed a report’s status',
  correction: 'Corrected a dish',
  correction_undo: 'Undid a correction',
  sync: 'Started a menu sync',
}

/** One entry of `GET /api/staff/audit`: who (as they were named then), what, on what, when. */
export const StaffAuditEntrySchema = z.object({
  id: z.int(),
  actor_email: z.string(),
  actor_name: z.nullable(z.string()),
  /** False once the staff account is deleted: the entry stays, with the name it had. */
  actor_exists: z.boolean(),
  action: z.enum(STAFF_AUDIT_ACTIONS),
  subject: z.string(),
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
})
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>

export const StaffAuditListSchema = z.object({ entries: z.array(StaffAuditEntrySchema) })
export type StaffAuditList = z.infer<typeof StaffAuditListSchema>

/** How many entries `GET /api/staff/audit` answers with, newest first. */
export const STAFF_AUDIT_PAGE_SIZE = 200
