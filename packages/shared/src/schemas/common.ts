import { z } from 'zod/mini'
import { isValidIsoDate } from '../domain/dates'

export const NUL_CHARACTER_MESSAGE = 'Must not contain the NUL character (\\u0000)'

/** No NUL: PostgreSQL cannot store it in text and would answer with a server error. */
export function textSchema(typeMessage?: string) {
  return z
    .string(typeMessage === undefined ? undefined : { error: typeMessage })
    .check(z.refine(hasNoNulCharacter, { message: NUL_CHARACTER_MESSAGE, abort: true }))
}

function hasNoNulCharacter(value: string): boolean {
  return !value.includes('\u0000')
}

export const ISO_DATE_MESSAGE = 'Use a real calendar date written YYYY-MM-DD'

export const IsoDateSchema = textSchema(ISO_DATE_MESSAGE).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, ISO_DATE_MESSAGE),
  z.refine(isValidIsoDate, ISO_DATE_MESSAGE),
)
export type IsoDate = z.infer<typeof IsoDateSchema>
