import { describe, expect, it } from 'vitest'
import { HistoryRangeQuerySchema } from '../schemas/history'
import {
  axisLabel,
  dailyTotals,
  energySeries,
  historyEnergyTarget,
  isoWeekKey,
  monthKey,
  periodLabel,
  pointLabel,
  weightAxisDomain,
} from './history-buckets'
import { plateTotals } from './plate-math'

const record = (date: string, quantity: number, calories: number, protein = 0, carbs = 0, fat = 0) => ({
  date,
  quantity,
  calories,
  protein,
  carbs,
  fat,
})

describe('isoWeekKey', () => {
  it.each([
    ['2020-12-31', '2020-W53'],
    ['2021-01-01', '2020-W53'],
    ['2021-01-03', '2020-W53'],
    ['2021-01-04', '2021-W01'],
    ['2024-12-30', '2025-W01'],
    ['2025-12-29', '2026-W01'],
    ['2026-01-01', '2026-W01'],
    ['2027-01-01', '2026-W53'],
    ['2024-02-29', '2024-W09'],
    ['2025-07-20', '2025-W29'],
    ['2025-07-21', '2025-W30'],
  ])('%s is in %s', (date, week) => {
    expect(isoWeekKey(date)).toBe(week)
  })
})

describe('monthKey', () => {
  it.each([
    ['2024-02-29', '2024-02'],
    ['2025-12-31', '2025-12'],
    ['2026-01-01', '2026-01'],
  ])('%s is in %s', (date, month) => {
    expect(monthKey(date)).toBe(month)
  })
})

describe('dailyTotals', () => {
  it('fills every day of the range, leap day included, with zeros where nothing was saved', () => {
    const days = dailyTotals([record('2024-02-29', 2, 100, 5, 10, 3)], '2024-02-27', '2024-03-01')
    expect(days.map((day) => [day.date, day.calories, day.isTracked])).toEqual([
      ['2024-02-27', 0, false],
      ['2024-02-28', 0, false],
      ['2024-02-29', 200, true],
      ['2024-03-01', 0, false],
    ])
    expect(days[2]).toMatchObject({ protein: 10, carbs: 20, fat: 6 })
  })

  it('sums quantity × per-serving values exactly as the plate totals do', () => {
    const lines = [
      { quantity: 1.5, calories: 150.3, protein: 5.1, carbs: 27.7, fat: 3.3 },
      { quantity: 0.1, calories: 333.33, protein: 24.2, carbs: 30.1, fat: 11.9 },
      { quantity: 2.7, calories: 199.9, protein: 0.3, carbs: 8.8, fat: 2.2 },
    ]
    const [day] = dailyTotals(
      lines.map((line) => ({ date: '2025-07-20', ...line })),
      '2025-07-20',
      '2025-07-20',
    )
    const totals = plateTotals(lines)
    expect(day).toMatchObject(totals)
  })

  it('ignores records outside the range', () => {
    expect(dailyTotals([record('2025-07-21', 1, 100)], '2025-07-20', '2025-07-20')[0]?.isTracked).toBe(false)
  })
})

describe('energySeries', () => {
  const days = dailyTotals(
    [record('2020-12-31', 1, 2000), record('2021-01-03', 1, 1000), record('2021-01-04', 1, 3000)],
    '2020-12-28',
    '2021-01-05',
  )

  it('daily: one point per day, zero-filled', () => {
    expect(energySeries(days, 'daily').map((point) => point.calories)).toEqual([0, 0, 0, 2000, 0, 0, 1000, 3000, 0])
  })

  it('weekly: ISO weeks across the year boundary, the average of tracked days', () => {
    expect(energySeries(days, 'weekly')).toEqual([
      { key: '2020-W53', start: '2020-12-28', calories: 1500, daysTracked: 2, daysInRange: 7, isPartial: false },
      { key: '2021-W01', start: '2021-01-04', calories: 3000, daysTracked: 1, daysInRange: 2, isPartial: true },
    ])
  })

  it('monthly: YYYY-MM buckets; a month without tracked days is 0', () => {
    expect(energySeries(dailyTotals([], '2024-02-28', '2024-03-01'), 'monthly')).toEqual([
      { key: '2024-02', start: '2024-02-28', calories: 0, daysTracked: 0, daysInRange: 2, isPartial: true },
      { key: '2024-03', start: '2024-03-01', calories: 0, daysTracked: 0, daysInRange: 1, isPartial: true },
    ])
    expect(energySeries(days, 'monthly').map((point) => [point.key, point.calories])).toEqual([
      ['2020-12', 2000],
      ['2021-01', 2000],
    ])
  })
})

describe('partial periods', () => {
  it.each([
    ['2024-02-01', '2024-02-29', false],
    ['2023-02-01', '2023-02-28', false],
    ['2024-02-01', '2024-02-28', true],
    ['2024-02-02', '2024-02-29', true],
  ])('a month from %s to %s is partial: %s', (start, end, isPartial) => {
    expect(energySeries(dailyTotals([], start, end), 'monthly')).toEqual([
      expect.objectContaining({ isPartial, daysInRange: Number(end.slice(8)) - Number(start.slice(8)) + 1 }),
    ])
  })

  it('a week wholly in the range is whole; days are never partial', () => {
    expect(energySeries(dailyTotals([], '2026-11-16', '2026-11-22'), 'weekly')).toEqual([
      expect.objectContaining({ key: '2026-W47', daysInRange: 7, isPartial: false }),
    ])
    expect(energySeries(dailyTotals([], '2026-11-16', '2026-11-18'), 'daily').some((point) => point.isPartial)).toBe(
      false,
    )
  })
})

describe('pointLabel', () => {
  it('names a day, a week by its first day in the range, and a month with its year', () => {
    expect(pointLabel({ start: '2026-11-24' }, 'daily')).toBe('24 Nov')
    expect(pointLabel({ start: '2026-11-16' }, 'weekly')).toBe('Week of 16 Nov')
    expect(pointLabel({ start: '2026-08-01' }, 'monthly')).toBe('Aug 2026')
  })
})

describe('axisLabel', () => {
  it.each([
    [{ start: '2026-11-24' }, 'daily', 7, 'Tue'],
    [{ start: '2026-11-22' }, 'daily', 7, 'Sun'],
    [{ start: '2026-11-24' }, 'daily', 14, '24 Nov'],
    [{ start: '2026-01-05' }, 'daily', 184, '5 Jan'],
    [{ start: '2026-11-16' }, 'weekly', 27, '16 Nov'],
    [{ start: '2026-08-01' }, 'monthly', 7, 'Aug'],
    [{ start: '2025-12-17' }, 'monthly', 7, 'Dec'],
  ] as const)('labels %o in the %s view of %i points %s', (point, view, count, label) => {
    expect(axisLabel(point, view, count)).toBe(label)
  })
})

describe('periodLabel', () => {
  it.each([
    ['2025-07-14', '2025-07-20', 'Last 7 days'],
    ['2025-07-07', '2025-07-20', 'Last 14 days'],
    ['2025-06-21', '2025-07-20', 'Last 30 days'],
    ['2025-04-26', '2025-07-20', 'Last 3 months'],
    ['2025-04-16', '2025-07-20', 'Last 3 months'],
    ['2025-04-27', '2025-07-20', '2025-04-27 to 2025-07-20'],
    ['2025-04-15', '2025-07-20', '2025-04-15 to 2025-07-20'],
    ['2025-07-15', '2025-07-20', '2025-07-15 to 2025-07-20'],
  ])('%s to %s → %s', (start, end, label) => {
    expect(periodLabel(start, end)).toBe(label)
  })
})

describe('weightAxisDomain', () => {
  it.each([
    [[], null],
    [[150], [145, 155]],
    [
      [150, 160],
      [145, 165],
    ],
    [
      [100, 200],
      [90, 210],
    ],
    [
      [150, 200],
      [145, 205],
    ],
  ] as const)('%j → %j', (weights, domain) => {
    expect(weightAxisDomain(weights)).toEqual(domain)
  })
})

describe('historyEnergyTarget', () => {
  it.each([
    [null, 2400],
    [undefined, 2400],
    [0, 2400],
    [Number.NaN, 2400],
    [1850, 1850],
  ])('%s → %i', (target, expected) => {
    expect(historyEnergyTarget(target)).toBe(expected)
  })
})

describe('HistoryRangeQuerySchema', () => {
  it.each([
    ['2025-01-01', '2025-01-01', true],
    ['2024-01-01', '2024-12-31', true],
    ['2024-01-01', '2025-01-01', false],
    ['2025-01-01', '2026-01-01', true],
    ['2025-01-01', '2026-01-02', false],
    ['2025-01-02', '2025-01-01', false],
    ['2025-02-29', '2025-03-01', false],
    ['2025-1-01', '2025-03-01', false],
  ])('%s to %s valid: %s', (start, end, valid) => {
    expect(HistoryRangeQuerySchema.safeParse({ start_date: start, end_date: end }).success).toBe(valid)
  })
})
