import { useEffect, useState } from 'react'

const TICK_MS = 30_000

export interface CampusClock {
  hour: number
  minutesOfDay: number
}

/** One format per zone: building one loads the zone's rules, which is not free on a phone. */
const clockFormats = new Map<string, Intl.DateTimeFormat | null>()

function clockFormatOf(timeZone: string): Intl.DateTimeFormat | null {
  if (!clockFormats.has(timeZone)) {
    let format: Intl.DateTimeFormat | null = null
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
    } catch {
      // A zone the browser does not know.
    }
    clockFormats.set(timeZone, format)
  }
  return clockFormats.get(timeZone) ?? null
}

export function campusClockAt(epochMs: number, timeZone: string): CampusClock {
  const format = clockFormatOf(timeZone)
  if (format === null) {
    // An unknown zone: the browser's own zone is the best remaining guess.
    const local = new Date(epochMs)
    return { hour: local.getHours(), minutesOfDay: local.getHours() * 60 + local.getMinutes() }
  }
  // 'HH:MM', as hourCycle h23 writes it.
  const [hour = 0, minute = 0] = format.format(epochMs).split(':').map(Number)
  return { hour, minutesOfDay: hour * 60 + minute }
}

/** docs/product.md#menu-selection: the default meal and 'Now serving' follow the campus clock. */
export function useCampusClock(timeZone: string): CampusClock {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(id)
  }, [])
  return campusClockAt(now, timeZone)
}
