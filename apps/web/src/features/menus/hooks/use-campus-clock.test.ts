// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { campusClockAt } from './use-campus-clock'

describe('the campus clock', () => {
  it.each([
    ['2025-07-20T12:00:00Z', 'America/New_York', 8, 8 * 60],
    ['2025-01-20T12:00:00Z', 'America/New_York', 7, 7 * 60],
    ['2025-07-20T23:45:00Z', 'America/Los_Angeles', 16, 16 * 60 + 45],
    ['2025-07-20T04:10:00Z', 'America/Los_Angeles', 21, 21 * 60 + 10],
    ['2025-07-20T18:30:00Z', 'Asia/Kolkata', 0, 0],
    ['2025-07-20T00:05:00Z', 'UTC', 0, 5],
  ])('at %s in %s reads %i h (%i min of the day)', (instant, zone, hour, minutesOfDay) => {
    expect(campusClockAt(Date.parse(instant), zone)).toEqual({ hour, minutesOfDay })
  })

  it("falls back to the browser's own zone for a zone it does not know", () => {
    const instant = Date.parse('2025-07-20T12:34:00Z')
    const local = new Date(instant)
    expect(campusClockAt(instant, 'Not/A_Zone')).toEqual({
      hour: local.getHours(),
      minutesOfDay: local.getHours() * 60 + local.getMinutes(),
    })
  })
})
