import type { MenuReportKind, MenuReportStatus } from '@campusplate/shared'
import { date, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/** A snapshot of the item, not a foreign key: a re-import may remove the item, and the report must outlive it. */
export const menuReports = pgTable(
  'menu_reports',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    foodId: text('food_id').notNull(),
    foodName: text('food_name').notNull(),
    diningHall: text('dining_hall').notNull(),
    mealName: text('meal_name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<MenuReportKind>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The station it was served at; null on reports made before stations were recorded. */
    station: text('station'),
    status: text('status').$type<MenuReportStatus>().notNull().default('new'),
    /** The dining team's answer, shown to the reporter only. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** When the dining team last changed the status or the reply. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('menu_reports_created_idx').on(t.createdAt), index('menu_reports_user_idx').on(t.userId)],
)
