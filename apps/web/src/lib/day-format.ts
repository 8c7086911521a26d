import { isValidIsoDate } from '@campusplate/shared'

/** `Intl`, not date-fns's `format`, which would load its formatters and locale first (docs/decisions/045); all in UTC. */
function utcDay(isoDate: string): Date {
  if (!isValidIsoDate(isoDate)) throw new RangeError(`Not a calendar date: ${isoDate}`)
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date
}

/** Made on first use: building a format loads locale data, which a page showing no day should not spend. */
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

/** 'Fri 20 Nov'. */
export function formatCompactDay(isoDate: string): string {
  const parts = compactDay().formatToParts(utcDay(isoDate))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('weekday')} ${part('day')} ${part('month')}`
}
