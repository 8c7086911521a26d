import { z } from 'zod'
import { isValidIsoDate } from '../domain/dates'

export const ISO_DATE_MESSAGE = 'Use a real calendar date written YYYY-MM-DD'

/** A day in the campus zone, `YYYY-MM-DD`, that exists on the calendar. */
export const IsoDateSchema = z
  .string({ error: ISO_DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, ISO_DATE_MESSAGE)
  .refine(isValidIsoDate, ISO_DATE_MESSAGE)
export type IsoDate = z.infer<typeof IsoDateSchema>
