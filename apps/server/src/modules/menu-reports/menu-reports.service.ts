import {
  favouriteIdentity,
  MENU_REPORT_KIND_LABELS,
  MENU_REPORT_MESSAGES,
  type MenuReportCreate,
  type MyMenuAnswers,
} from '@campusplate/shared'
import type { Db } from '../../db/client'
import { NotFoundError } from '../../lib/errors'
import type { Mail } from '../../lib/mailer'
import {
  findItemsOn,
  findReportedItem,
  insertMenuReport,
  listAnsweredReportsOf,
  type MenuReportRow,
} from './menu-reports.repository'

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

/** The answers to a student's own reports, beside each item of `date` that is a reported dish (its latest answer). */
export async function answersOn(db: Db, userId: string, date: string): Promise<MyMenuAnswers['answers']> {
  const reports = await listAnsweredReportsOf(db, userId)
  if (reports.length === 0) return []
  const latest = new Map<string, (typeof reports)[number]>()
  for (const report of reports) {
    const identity = favouriteIdentity(report.diningHall, report.foodName)
    if (!latest.has(identity)) latest.set(identity, report)
  }
  return (await findItemsOn(db, date)).flatMap((item) => {
    const report = latest.get(favouriteIdentity(item.hall, item.name))
    return report ? [{ food_id: item.id, status: report.status, reply: report.reply }] : []
  })
}
