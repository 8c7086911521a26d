import { z } from 'zod/mini'
import { addDays, daysBetween, isValidIsoDate } from '../domain/dates'
import { IsoDateSchema, textSchema } from '../schemas/common'

/** Both ends counted. */
export const STAFF_MAX_RANGE_DAYS = 366

/** The range the console shows when none is asked for: the 30 days up to today. */
export const STAFF_DEFAULT_RANGE_DAYS = 30

export const STAFF_RANGE_MESSAGES = {
  fromAfterTo: 'The start date must not be after the end date',
  rangeTooLong: `A range can cover at most ${STAFF_MAX_RANGE_DAYS} days`,
  hallName: 'A dining hall name is 1 to 200 characters',
  unknownHall: (hall: string) => `No dining hall is called "${hall}"`,
} as const

const hallName = textSchema(STAFF_RANGE_MESSAGES.hallName).check(
  z.trim(),
  z.minLength(1, STAFF_RANGE_MESSAGES.hallName),
  z.maxLength(200, STAFF_RANGE_MESSAGES.hallName),
)

/** Either end may be left out for the server to fill in; no hall means every hall. */
export const StaffRangeQuerySchema = z
  .object({ from: z.optional(IsoDateSchema), to: z.optional(IsoDateSchema), dining_hall: z.optional(hallName) })
  .check(
    z.superRefine((query, ctx) => {
      if (query.from === undefined || query.to === undefined) return
      // A malformed date already failed its own field.
      if (!isValidIsoDate(query.from) || !isValidIsoDate(query.to)) return
      const span = daysBetween(query.from, query.to)
      if (span < 0) ctx.addIssue({ code: 'custom', path: ['from'], message: STAFF_RANGE_MESSAGES.fromAfterTo })
      else if (span + 1 > STAFF_MAX_RANGE_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: STAFF_RANGE_MESSAGES.rangeTooLong })
      }
    }),
  )
export type StaffRangeQuery = z.infer<typeof StaffRangeQuerySchema>

/** One end alone spans the default days from or up to it. */
export function resolveStaffRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const span = STAFF_DEFAULT_RANGE_DAYS - 1
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to }
  if (query.from !== undefined) return { from: query.from, to: addDays(query.from, span) }
  const to = query.to ?? today
  return { from: addDays(to, -span), to }
}
