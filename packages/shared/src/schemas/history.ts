import { z } from 'zod/mini'
import { daysBetween, isValidIsoDate } from '../domain/dates'
import { MICRONUTRIENT_KEYS, type Micronutrient } from '../domain/micronutrients'
import { IsoDateSchema } from './common'

export const HISTORY_MAX_RANGE_DAYS = 366

export const HISTORY_MESSAGES = {
  startAfterEnd: 'start_date must not be after end_date',
  rangeTooLong: `A range can cover at most ${HISTORY_MAX_RANGE_DAYS} days`,
  /** docs/product.md#errors */
  summaryFailed: 'Failed to load nutrition data',
  chartFailed: 'Failed to load energy chart data',
  weightFailed: 'Failed to load weight data',
  noSummary: 'No summary data received',
  invalidProfile: 'Invalid profile data received',
} as const

export const HistoryRangeQuerySchema = z.object({ start_date: IsoDateSchema, end_date: IsoDateSchema }).check(
  z.superRefine((range, ctx) => {
    // A malformed date already failed its own field.
    if (!isValidIsoDate(range.start_date) || !isValidIsoDate(range.end_date)) return
    const span = daysBetween(range.start_date, range.end_date)
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['start_date'], message: HISTORY_MESSAGES.startAfterEnd })
    else if (span + 1 > HISTORY_MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: HISTORY_MESSAGES.rangeTooLong })
    }
  }),
)
export type HistoryRangeQuery = z.infer<typeof HistoryRangeQuerySchema>

/** docs/product.md#history-records plus `average_fat`: unrounded averages over the tracked days. */
export const PlateSummarySchema = z.object({
  average_calories: z.number(),
  average_protein: z.number(),
  average_carbs: z.number(),
  average_fat: z.number(),
  days_tracked: z.int(),
  total_days: z.int(),
})
export type PlateSummary = z.infer<typeof PlateSummarySchema>

/** docs/product.md#history-records */
export const FoodMacroRecordSchema = z.object({
  date: IsoDateSchema,
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  quantity: z.number(),
})
export type FoodMacroRecord = z.infer<typeof FoodMacroRecordSchema>

export const FoodMacrosResponseSchema = z.array(FoodMacroRecordSchema)

const MicronutrientAmountSchema = z.object({ total: z.nullable(z.number()), missing_items: z.int() })

/** Totals over the lines that know each value, with the missing counts and the tracked days the screen divides by. */
export const MicronutrientSummarySchema = z.object({
  days_tracked: z.int(),
  items: z.int(),
  nutrients: z.object(
    Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, MicronutrientAmountSchema])) as Record<
      Micronutrient,
      typeof MicronutrientAmountSchema
    >,
  ),
})
export type MicronutrientSummary = z.infer<typeof MicronutrientSummarySchema>
