import { describe, expect, it } from 'vitest'
import { formatTimeAgo, isMenuStale, MENU_STALE_GRACE_MS, menuSourceLabel, menuUpdatedText } from './menu-freshness'

const now = new Date('2026-01-15T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('time ago', () => {
  it.each([
    [0, 'just now'],
    [-5 * MIN, 'just now'],
    [59_999, 'just now'],
    [MIN, '1 min ago'],
    [59 * MIN + 59_000, '59 min ago'],
    [HOUR, '1 h ago'],
    [2 * HOUR + 30 * MIN, '2 h ago'],
    [47 * HOUR + 59 * MIN, '47 h ago'],
    [2 * DAY, '2 d ago'],
    [9 * DAY + 23 * HOUR, '9 d ago'],
  ])('%i ms reads "%s"', (ageMs, text) => {
    expect(formatTimeAgo(ago(ageMs), now)).toBe(text)
  })
})

describe('source and the updated line', () => {
  it.each([
    ['nutrislice', 'Nutrislice'],
    ['dineoncampus', 'DineOnCampus'],
    ['file', 'the dining team’s menu file'],
    ['demo', 'demo menus'],
    ['other', 'other'],
  ])('%s reads "%s"', (source, label) => {
    expect(menuSourceLabel(source)).toBe(label)
  })

  it('says "Updated 2 h ago from Nutrislice"', () => {
    expect(menuUpdatedText('nutrislice', ago(2 * HOUR), now)).toBe('Updated 2 h ago from Nutrislice')
  })
})

describe('stale menus', () => {
  it('has an hour of grace after a missed sync', () => {
    expect(MENU_STALE_GRACE_MS).toBe(HOUR)
  })

  it.each([
    [DAY, false],
    [DAY + HOUR, false],
    [DAY + HOUR + 1, true],
    [3 * DAY, true],
  ])('a daily sync, last import %i ms ago: stale = %s', (ageMs, stale) => {
    expect(isMenuStale(ago(ageMs), now, DAY)).toBe(stale)
  })

  it('follows the schedule: the same age is fine for a weekly sync', () => {
    expect(isMenuStale(ago(3 * DAY), now, 7 * DAY)).toBe(false)
  })
})
