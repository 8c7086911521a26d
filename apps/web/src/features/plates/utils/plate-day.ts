import { format, parseISO } from 'date-fns'

/** 'Fri 20 Nov' for a `YYYY-MM-DD` day. */
export function formatPlateDay(isoDate: string): string {
  return format(parseISO(isoDate), 'EEE d MMM')
}
