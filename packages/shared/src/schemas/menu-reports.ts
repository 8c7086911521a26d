import { z } from 'zod/mini'
import { textSchema } from './common'

/** What a student may report about a menu item ("Report a problem"). */
export const MENU_REPORT_KINDS = ['allergen', 'nutrition', 'not_served'] as const
export type MenuReportKind = (typeof MENU_REPORT_KINDS)[number]

export const MENU_REPORT_KIND_LABELS: Readonly<Record<MenuReportKind, string>> = {
  allergen: 'Wrong allergen',
  nutrition: 'Wrong nutrition',
  not_served: 'Not served',
}

export const MENU_REPORT_NOTE_MAX = 500

export const MENU_REPORT_MESSAGES = {
  kindRequired: 'Choose what is wrong',
  noteTooLong: `Keep the note under ${MENU_REPORT_NOTE_MAX} characters`,
  itemNotFound: 'This item is no longer on the menu',
  sent: 'Thank you. The dining team will look into it.',
  failed: 'The report could not be sent. Please try again.',
} as const

/** `POST /api/menu-reports` */
export const MenuReportCreateSchema = z.object({
  food_id: textSchema().check(
    z.trim(),
    z.minLength(1, MENU_REPORT_MESSAGES.itemNotFound),
    z.maxLength(200, MENU_REPORT_MESSAGES.itemNotFound),
  ),
  kind: z.enum(MENU_REPORT_KINDS, { error: MENU_REPORT_MESSAGES.kindRequired }),
  /** A few words for the dining team; optional, blank reads as none. */
  note: z.pipe(
    z.optional(textSchema().check(z.trim(), z.maxLength(MENU_REPORT_NOTE_MAX, MENU_REPORT_MESSAGES.noteTooLong))),
    z.transform((note) => (note ? note : undefined)),
  ),
})
export type MenuReportCreate = z.input<typeof MenuReportCreateSchema>

export const MenuReportCreatedSchema = z.object({ id: z.int(), created_at: z.string() })
export type MenuReportCreated = z.infer<typeof MenuReportCreatedSchema>

/** Where the dining team is with a report; the reporter sees it beside the dish. */
export const MENU_REPORT_STATUSES = ['new', 'in_progress', 'fixed', 'wont_fix'] as const
export type MenuReportStatus = (typeof MENU_REPORT_STATUSES)[number]

export const MENU_REPORT_STATUS_LABELS: Readonly<Record<MenuReportStatus, string>> = {
  new: 'New',
  in_progress: 'In progress',
  fixed: 'Fixed',
  wont_fix: 'Won’t fix',
}

/** What the reporter reads beside the dish once the dining team has answered. */
export const MENU_REPORT_ANSWER_LABELS: Readonly<Record<MenuReportStatus, string>> = {
  new: 'Reported — thank you',
  in_progress: 'The dining team is looking into it',
  fixed: 'Fixed — thank you',
  wont_fix: 'Reviewed by the dining team',
}

/** One of the signed-in student's own reports, as `GET /api/menu-reports/mine` answers: no one else's. */
export const MyMenuReportSchema = z.object({
  id: z.int(),
  dining_hall: z.string(),
  name: z.string(),
  status: z.enum(MENU_REPORT_STATUSES),
  reply: z.nullable(z.string()),
  updated_at: z.string(),
})
export type MyMenuReport = z.infer<typeof MyMenuReportSchema>

export const MyMenuReportsSchema = z.object({ reports: z.array(MyMenuReportSchema) })
