// @vitest-environment node
import { HistoryRangeQuerySchema, periodLabel } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { HISTORY_PERIODS, periodRange } from './periods'

describe('periodRange', () => {
  it.each([
    ['7d', '2024-03-01', '2024-02-24', 'Last 7 days'],
    ['14d', '2024-03-01', '2024-02-17', 'Last 14 days'],
    ['30d', '2024-03-01', '2024-02-01', 'Last 30 days'],
    ['3m', '2024-05-31', '2024-02-29', 'Last 3 months'],
    ['3m', '2025-01-02', '2024-10-02', 'Last 3 months'],
  ] as const)('%s ending %s starts %s and is named %s', (period, today, start, label) => {
    const range = periodRange(period, today)
    expect(range).toEqual({ start, end: today })
    expect(periodLabel(range.start, range.end)).toBe(label)
  })

  it.each(HISTORY_PERIODS.map((period) => period.id))('%s is a range the server accepts', (period) => {
    const range = periodRange(period, '2025-08-31')
    expect(HistoryRangeQuerySchema.safeParse({ start_date: range.start, end_date: range.end }).success).toBe(true)
  })
})
