import { MENU_REPORT_KIND_LABELS, MENU_REPORT_MESSAGES, type MenuReportCreate } from '@campusplate/shared'
import type { Db } from '../../db/client'
import { NotFoundError } from '../../lib/errors'
import type { Mail } from '../../lib/mailer'
import { findReportedItem, insertMenuReport, type MenuReportRow } from './menu-reports.repository'

/** The parsed body of `POST /api/menu-reports`. */
type ReportInput = Omit<MenuReportCreate, 'note'> & { note?: string | undefined }

/** Stores a user's report on a menu item that is on the menus now, with a snapshot of the item. */
export async function createMenuReport(db: Db, userId: string, input: ReportInput, now: Date): Promise<MenuReportRow> {
  const item = await findReportedItem(db, input.food_id)
  if (!item) throw new NotFoundError(MENU_REPORT_MESSAGES.itemNotFound)
  return insertMenuReport(db, userId, { ...item, kind: input.kind, note: input.note ?? null, createdAt: now })
}

/** The mail to MENU_REPORTS_EMAIL: what was reported on which item; the author is not named. */
export function menuReportMail(appTitle: string, to: string, report: MenuReportRow): Mail {
  const kind = MENU_REPORT_KIND_LABELS[report.kind]
  const where = `${report.diningHall}, ${report.mealName}, ${report.date}`
  return {
    to,
    subject: `${appTitle} menu report: ${kind} on ${report.foodName}`,
    text: [
      `A student reported a problem with a menu item.`,
      '',
      `Item: ${report.foodName} (${report.foodId})`,
      `Served: ${where}`,
      `Problem: ${kind}`,
      `Note: ${report.note ?? '(none)'}`,
      '',
      `Report ${report.id}, received ${report.createdAt.toISOString()}. Every report: npm run menus -- reports`,
    ].join('\n'),
  }
}
