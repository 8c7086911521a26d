import type { StaffAuditAction } from '@campusplate/shared/staff'
import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/** The actor is kept as text and the account link cleared, not cascaded, so the log outlives its authors (docs/decisions/058). */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name'),
    action: text('action').$type<StaffAuditAction>().notNull(),
    /** What the action was on, for a person: "Report 12", "Grilled Salmon (North Commons)". */
    subject: text('subject').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_audit_log_created_idx').on(t.createdAt)],
)
