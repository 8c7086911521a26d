import { TZDate } from '@date-fns/tz'
import { useEffect, useState } from 'react'

const TICK_MS = 30_000

export interface CampusClock {
  /** 0–23 in the campus zone. */
  hour: number
  /** Minutes since midnight in the campus zone. */
  minutesOfDay: number
}

function campusClockAt(epochMs: number, timeZone: string): CampusClock {
  const zoned = new TZDate(epochMs, timeZone)
  // An unknown zone gives an invalid date; the browser's own zone is the best remaining guess.
  const date = Number.isNaN(zoned.getTime()) ? new Date(epochMs) : zoned
  return { hour: date.getHours(), minutesOfDay: date.getHours() * 60 + date.getMinutes() }
}

/** The campus wall clock (spec §4 default meal and 'Now serving'), refreshed every 30 s. */
export function useCampusClock(timeZone: string): CampusClock {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(id)
  }, [])
  return campusClockAt(now, timeZone)
}
