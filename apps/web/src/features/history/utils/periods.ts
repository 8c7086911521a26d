import { addDays, addMonths } from '@campusplate/shared'
import type { HistoryRange } from '../api/history-queries'

/** docs/product.md#constants */
export const HISTORY_PERIODS = [
  { id: '7d', label: 'Last 7 days' },
  { id: '14d', label: 'Last 14 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '3m', label: 'Last 3 months' },
  { id: '6m', label: 'Last 6 months' },
] as const

export type HistoryPeriod = (typeof HISTORY_PERIODS)[number]['id']

/** The period the screen opens on. */
export const FIRST_PERIOD: HistoryPeriod = '7d'

export function periodRange(period: HistoryPeriod, today: string): HistoryRange {
  switch (period) {
    case '7d':
      return { start: addDays(today, -6), end: today }
    case '14d':
      return { start: addDays(today, -13), end: today }
    case '30d':
      return { start: addDays(today, -29), end: today }
    case '3m':
      return { start: addMonths(today, -3), end: today }
    case '6m':
      return { start: addMonths(today, -6), end: today }
  }
}
