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
})
export type AppConfigResponse = z.infer<typeof AppConfigSchema>
