// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatCompactDay, formatLongDay, formatShortDay } from './day-format'

describe('calendar days for people', () => {
  afterEach(() => vi.unstubAllEnvs())

  it.each([
    ['2025-07-20', 'Sunday, July 20, 2025', 'Jul 20, 2025', 'Sun 20 Jul'],
    ['2025-09-05', 'Friday, September 5, 2025', 'Sep 5, 2025', 'Fri 5 Sep'],
    ['2024-02-29', 'Thursday, February 29, 2024', 'Feb 29, 2024', 'Thu 29 Feb'],
    ['2026-11-20', 'Friday, November 20, 2026', 'Nov 20, 2026', 'Fri 20 Nov'],
  ])('writes %s as %s, %s and %s', (day, long, short, compact) => {
    expect(formatLongDay(day)).toBe(long)
    expect(formatShortDay(day)).toBe(short)
    expect(formatCompactDay(day)).toBe(compact)
  })

  it('gives the day itself, never the day before or after, in any time zone', async () => {
    // The formats are built when the module loads: a fresh copy in each zone.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'Asia/Kolkata']) {
      vi.stubEnv('TZ', zone)
      vi.resetModules()
      const fresh = await import('./day-format')
      expect(fresh.formatLongDay('2025-03-09')).toBe('Sunday, March 9, 2025')
      expect(fresh.formatCompactDay('2025-11-02')).toBe('Sun 2 Nov')
    }
  })

  it('refuses what is not a calendar day, as a RangeError', () => {
    expect(() => formatLongDay('20 July')).toThrow(RangeError)
    expect(() => formatCompactDay('')).toThrow(RangeError)
    // Never rolled over into another day.
    expect(() => formatShortDay('2025-02-30')).toThrow(RangeError)
    expect(() => formatLongDay('2025-13-01')).toThrow(RangeError)
  })
})
