import { isValidIsoDate } from '@campusplate/shared'

/**
 * Calendar days (`YYYY-MM-DD`) for people to read, by the browser's own `Intl` rather than
 * date-fns's `format`, which brings every pattern token's formatter and the English locale onto
 * the dashboard's first load (decision 045). The day is read as UTC and formatted in UTC, so it is
 * that very day in any time zone. A string that is not a calendar day throws a RangeError.
 */
function utcDay(isoDate: string): Date {
  if (!isValidIsoDate(isoDate)) throw new RangeError(`Not a calendar date: ${isoDate}`)
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date
}

/**
 * A format in UTC, made on its first use: making an `Intl.DateTimeFormat` loads the locale's data,
 * tens of milliseconds on a phone, which a page that shows no day (sign-in) should not spend.
 */
function inUtc(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined
  return () => {
    format ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })
    return format
  }
}

const longDay = inUtc({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
const shortDay = inUtc({ month: 'short', day: 'numeric', year: 'numeric' })
const compactDay = inUtc({ weekday: 'short', month: 'short', day: 'numeric' })

/** 'Sunday, July 20, 2025'. */
export const formatLongDay = (isoDate: string): string => longDay().format(utcDay(isoDate))

/** 'Apr 20, 2025'. */
export const formatShortDay = (isoDate: string): string => shortDay().format(utcDay(isoDate))

/** 'Fri 20 Nov': weekday, day, month. */
export function formatCompactDay(isoDate: string): string {
  const parts = compactDay().formatToParts(utcDay(isoDate))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('weekday')} ${part('day')} ${part('month')}`
}
