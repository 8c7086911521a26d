import { daysBetween } from './dates'

/** Item ids change with every date (docs/decisions/014), so a favourite is its hall plus the dish's normalized name (docs/decisions/038). */

/** "Crème Brûlée", "creme  brulee" and "Crème-Brûlée!" are one dish. */
export function dishKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export function favouriteIdentity(hall: string, name: string): string {
  return `${dishKey(hall)}\u001f${dishKey(name)}`
}

export function isSameDish(a: { dining_hall: string; name: string }, b: { dining_hall: string; name: string }) {
  return favouriteIdentity(a.dining_hall, a.name) === favouriteIdentity(b.dining_hall, b.name)
}

export interface ReturnEstimate {
  /** Null when the imported menus never had it. */
  lastServed: string | null
  timesServed: number
  /** Null with fewer than two days. */
  usualGapDays: number | null
}

/** The median gap, so one long break over a holiday does not stretch the estimate. */
export function returnEstimate(servedDays: readonly string[], today: string): ReturnEstimate {
  const days = [...new Set(servedDays.filter((day) => day < today))].sort()
  const lastServed = days.at(-1) ?? null
  const gaps = days.slice(1).map((day, index) => daysBetween(days[index] as string, day))
  const usualGapDays = gaps.length === 0 ? null : Math.round(median(gaps))
  return { lastServed, timesServed: days.length, usualGapDays }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** "yesterday", "on Monday" within the last week, else "on 3 Nov". */
export function relativeDay(day: string, today: string): string {
  const ago = daysBetween(day, today)
  if (ago === 1) return 'yesterday'
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  if (ago > 1 && ago < 7) return `on ${WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]}`
  return `on ${date} ${MONTHS[month - 1]}`
}

export const FAVOURITE_MESSAGES = {
  neverServed: 'Not on the imported menus yet',
  servedOnce: (last: string) => `Served once; last ${last}`,
  usually: (gapDays: number, last: string) =>
    gapDays === 1 ? `Usually every day; last ${last}` : `Usually every ${gapDays} days; last ${last}`,
} as const

/** "Usually every 8 days; last on Monday". */
export function returnEstimateText(estimate: ReturnEstimate, today: string): string {
  if (estimate.lastServed === null) return FAVOURITE_MESSAGES.neverServed
  const last = relativeDay(estimate.lastServed, today)
  if (estimate.usualGapDays === null) return FAVOURITE_MESSAGES.servedOnce(last)
  return FAVOURITE_MESSAGES.usually(estimate.usualGapDays, last)
}
