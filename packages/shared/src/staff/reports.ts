import { z } from 'zod/mini'
import { textSchema } from '../schemas/common'
import { MENU_REPORT_KINDS, MENU_REPORT_STATUSES, type MenuReportStatus } from '../schemas/menu-reports'

export const MENU_REPORT_STATUS_LABELS: Readonly<Record<MenuReportStatus, string>> = {
  new: 'New',
  in_progress: 'In progress',
  fixed: 'Fixed',
  wont_fix: 'Won’t fix',
}

export const MENU_REPORT_REPLY_MAX = 1000

export const STAFF_REPORT_MESSAGES = {
  notFound: 'This report no longer exists.',
  replyTooLong: `Keep the reply under ${MENU_REPORT_REPLY_MAX} characters`,
  nothingToChange: 'Give a reply or a new status',
  statusUnknown: 'Choose new, in progress, fixed or won’t fix',
  hallTooLong: 'Must be at most 200 characters',
  saved: 'Saved',
} as const

export const StaffReportsQuerySchema = z.object({
  status: z.optional(z.enum(MENU_REPORT_STATUSES, { error: STAFF_REPORT_MESSAGES.statusUnknown })),
  hall: z.optional(textSchema().check(z.trim(), z.maxLength(200, STAFF_REPORT_MESSAGES.hallTooLong))),
})

/** One report in the inbox: the item as it was reported, the student's note (text), and how many reported the dish. */
export const StaffReportSchema = z.object({
  id: z.int(),
  food_id: z.string(),
  name: z.string(),
  dining_hall: z.string(),
  meal_name: z.string(),
  station: z.nullable(z.string()),
  date: z.string(),
  kind: z.enum(MENU_REPORT_KINDS),
  note: z.nullable(z.string()),
  created_at: z.string(),
  status: z.enum(MENU_REPORT_STATUSES),
  reply: z.nullable(z.string()),
  replied_at: z.nullable(z.string()),
  /** Distinct students who reported the same dish (its hall and name, on any day). */
  dish_reporters: z.int(),
})
export type StaffReport = z.infer<typeof StaffReportSchema>

export const StaffReportListSchema = z.object({ reports: z.array(StaffReportSchema), halls: z.array(z.string()) })
export type StaffReportList = z.infer<typeof StaffReportListSchema>

/** `PATCH /api/staff/reports/:id`: a reply, a new status, or both. */
export const StaffReportUpdateSchema = z
  .object({
    status: z.optional(z.enum(MENU_REPORT_STATUSES, { error: STAFF_REPORT_MESSAGES.statusUnknown })),
    reply: z.optional(
      textSchema().check(z.trim(), z.maxLength(MENU_REPORT_REPLY_MAX, STAFF_REPORT_MESSAGES.replyTooLong)),
    ),
  })
  .check(
    z.refine((body) => body.status !== undefined || (body.reply !== undefined && body.reply !== ''), {
      message: STAFF_REPORT_MESSAGES.nothingToChange,
    }),
  )
export type StaffReportUpdate = z.input<typeof StaffReportUpdateSchema>

export const StaffReportIdParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive()) })
