import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

/** "Today" and the clock as seen in the campus zone (docs/product.md#data-rules: days are counted in CAMPUS_TZ). */
export function campusToday(zone: string, now: Date = new Date()): string {
  return format(new TZDate(now, zone), 'yyyy-MM-dd')
}
