/**
 * Calendar days (`YYYY-MM-DD`) for people to read, by the browser's own `Intl` rather than
 * date-fns's `format`, which brings every pattern token's formatter and the English locale onto
 * the dashboard's first load (decision 045). The day is read as UTC and formatted in UTC, so it is
 * that very day in any time zone. A malformed day throws a RangeError, as `format` did.
 */
function utcDay(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number)
  return Date.UTC(year ?? Number.NaN, (month ?? Number.NaN) - 1, day)
}

const inUtc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })

const longDay = inUtc({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
const shortDay = inUtc({ month: 'short', day: 'numeric', year: 'numeric' })
const compactDay = inUtc({ weekday: 'short', month: 'short', day: 'numeric' })

/** 'Sunday, July 20, 2025'. */
export const formatLongDay = (isoDate: string): string => longDay.format(utcDay(isoDate))

/** 'Apr 20, 2025'. */
export const formatShortDay = (isoDate: string): string => shortDay.format(utcDay(isoDate))

/** 'Fri 20 Nov': weekday, day, month. */
export function formatCompactDay(isoDate: string): string {
  const parts = compactDay.formatToParts(utcDay(isoDate))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('weekday')} ${part('day')} ${part('month')}`
}
