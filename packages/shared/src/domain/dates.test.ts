import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  daysBetween,
  eachDay,
  isValidIsoDate,
  isWithinMenuWindow,
  isWithinPlateDateWindow,
  menuDateWindow,
  plateDateWindow,
} from './dates'

describe('isValidIsoDate', () => {
  it.each([
    ['2025-07-20', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-02-30', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-04-31', false],
    ['2025-7-20', false],
    ['20250720', false],
    ['2025-07-20T00:00:00Z', false],
    ['', false],
    ['not-a-date', false],
  ])('%s → %s', (input, expected) => {
    expect(isValidIsoDate(input)).toBe(expected)
  })
})

describe('calendar arithmetic', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-07-20', 0, '2025-07-20'],
  ])('addDays(%s, %i) = %s', (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected)
  })

  it.each([
    ['2025-05-31', -3, '2025-02-28'],
    ['2024-05-31', -3, '2024-02-29'],
    ['2025-01-15', -3, '2024-10-15'],
    ['2025-11-30', 3, '2026-02-28'],
  ])('addMonths(%s, %i) = %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected)
  })

  it('counts days between dates and lists them inclusively', () => {
    expect(daysBetween('2025-02-27', '2025-03-02')).toBe(3)
    expect(daysBetween('2025-03-02', '2025-02-27')).toBe(-3)
    expect(eachDay('2025-02-27', '2025-03-01')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01'])
  })

  it('rejects an impossible date instead of rolling it over', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError)
  })
})

describe('menu date window (docs/product.md#menu-date: three months back up to today)', () => {
  it('runs from three calendar months back through today', () => {
    expect(menuDateWindow('2025-07-20')).toEqual({ min: '2025-04-20', max: '2025-07-20' })
  })

  it.each([
    ['2025-04-19', false],
    ['2025-04-20', true],
    ['2025-06-01', true],
    ['2025-07-20', true],
    ['2025-07-21', false],
    ['2025-02-30', false],
    ['garbage', false],
  ])('with today 2025-07-20, %s is within: %s', (date, expected) => {
    expect(isWithinMenuWindow(date, '2025-07-20')).toBe(expected)
  })
})

describe('plate date window', () => {
  it('is the menu window with one day of margin on each side', () => {
    expect(plateDateWindow('2025-07-20')).toEqual({ min: '2025-04-19', max: '2025-07-21' })
  })

  it.each([
    ['0001-01-01', false],
    ['2025-04-18', false],
    ['2025-04-19', true],
    ['2025-04-20', true],
    ['2025-07-20', true],
    ['2025-07-21', true],
    ['2025-07-22', false],
    ['9999-12-31', false],
    ['2025-02-30', false],
    ['garbage', false],
  ])('with today 2025-07-20, a plate on %s is accepted: %s', (date, expected) => {
    expect(isWithinPlateDateWindow(date, '2025-07-20')).toBe(expected)
  })
})
