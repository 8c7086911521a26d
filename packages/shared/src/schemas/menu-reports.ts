import { z } from 'zod/mini'
import { IsoDateSchema, textSchema } from './common'

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

export const MyMenuAnswersQuerySchema = z.object({ date: IsoDateSchema })

/** Only the signed-in student's own reports, never another student's. */
export const MyMenuAnswersSchema = z.object({
  answers: z.array(
    z.object({ food_id: z.string(), status: z.enum(MENU_REPORT_STATUSES), reply: z.nullable(z.string()) }),
  ),
})
export type MyMenuAnswers = z.infer<typeof MyMenuAnswersSchema>
