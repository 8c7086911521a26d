import { z } from 'zod/mini'
import { IsoDateSchema } from './common'

/** `GET /api/app-config`: public settings the web app needs before anything else. */
export const AppConfigSchema = z.object({
  app_title: z.string(),
  university_name: z.string(),
  support_url: z.string(),
  /** IANA zone in which "today", menu dates and serving windows are counted. */
  campus_tz: z.string(),
  /** "Today" in the campus zone when the answer was made. */
  campus_today: IsoDateSchema,
  google_enabled: z.boolean(),
  /** The campus sign-in buttons, in order: each a full-page navigation to `login_path`. */
  sign_in_providers: z.optional(z.array(z.object({ id: z.string(), label: z.string(), login_path: z.string() }))),
  /** False in campus-only mode: no password sign-in or registration (the forms are hidden). */
  password_sign_in: z.optional(z.boolean()),
  /** False when the operator turned "Continue as guest" off. */
  guest_mode: z.optional(z.boolean()),
})
export type AppConfigResponse = z.infer<typeof AppConfigSchema>
