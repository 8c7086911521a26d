import { z } from 'zod/mini'
import { isValidIsoDate } from '../domain/dates'

export const NUL_CHARACTER_MESSAGE = 'Must not contain the NUL character (\\u0000)'

/**
 * The start of every text field a client sends: a string without the NUL character, which
 * PostgreSQL cannot store or compare in text and would otherwise answer with a server error.
 * `typeMessage` is what a missing value or a non-string says.
 */
export function textSchema(typeMessage?: string) {
  return z
    .string(typeMessage === undefined ? undefined : { error: typeMessage })
    .check(z.refine(hasNoNulCharacter, { message: NUL_CHARACTER_MESSAGE, abort: true }))
}

function hasNoNulCharacter(value: string): boolean {
  return !value.includes('\u0000')
}

export const ISO_DATE_MESSAGE = 'Use a real calendar date written YYYY-MM-DD'

/** A day in the campus zone, `YYYY-MM-DD`, that exists on the calendar. */
export const IsoDateSchema = textSchema(ISO_DATE_MESSAGE).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, ISO_DATE_MESSAGE),
  z.refine(isValidIsoDate, ISO_DATE_MESSAGE),
)
export type IsoDate = z.infer<typeof IsoDateSchema>
