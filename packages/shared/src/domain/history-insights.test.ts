import { describe, expect, it } from 'vitest'
import { dailyTotals } from './history-buckets'
import {
  averageVersusTargetInsight,
  currentStreak,
  macroSplitInsight,
  proteinPerKgInsight,
  trackingInsight,
  weekdayWeekendInsight,
} from './history-insights'

const day = (date: string, calories: number) => ({ date, quantity: 1, calories, protein: 0, carbs: 0, fat: 0 })

describe('averageVersusTargetInsight', () => {
  it.each([
    [
      2160,
      2400,
      false,
      'On the days you tracked, you averaged 2,160 kcal, 240 kcal (10%) below your 2,400 kcal target.',
    ],
    [
      2700,
      2400,
      false,
      'On the days you tracked, you averaged 2,700 kcal, 300 kcal (13%) above your 2,400 kcal target.',
    ],
    [2350, 2400, false, 'On the days you tracked, you averaged 2,350 kcal, close to your 2,400 kcal target.'],
    [2160, 2400, true, 'On the days you tracked, you ate less than your daily target.'],
    [2700, 2400, true, 'On the days you tracked, you ate more than your daily target.'],
    [2400, 2400, true, 'On the days you tracked, you ate close to your daily target.'],
  ])('%i against %i (hide %s)', (average, target, hide, text) => {
    expect(averageVersusTargetInsight(average, target, hide)).toBe(text)
  })
})

describe('proteinPerKgInsight', () => {
  it.each([
    [80, 220.462, false, 'You averaged 0.8 g of protein per kg of body weight, at or above the usual 0.8 g/kg.'],
    [60, 220.462, false, 'You averaged 0.6 g of protein per kg of body weight, below the usual 0.8 g/kg.'],
    [120, 165, false, 'You averaged 1.6 g of protein per kg of body weight, at or above the usual 0.8 g/kg.'],
    [60, 220.462, true, expect.stringContaining('below the amount usually recommended')],
    [120, 165, true, 'Your protein meets the amount usually recommended for your body weight.'],
    [60, null, false, null],
    [60, 0, false, null],
  ])('%i g at %s lbs (hide %s)', (protein, weight, hide, text) => {
    expect(proteinPerKgInsight(protein, weight, hide)).toEqual(text)
  })
})

describe('currentStreak and trackingInsight', () => {
  const days = dailyTotals(
    [day('2025-07-15', 1), day('2025-07-17', 1), day('2025-07-18', 1), day('2025-07-19', 1)],
    '2025-07-14',
    '2025-07-20',
  )
  it.each([
    ['2025-07-20', 3],
    ['2025-07-19', 3],
    ['2025-07-18', 2],
    ['2025-07-16', 1],
  ])('ending %s → %i (today not logged yet keeps the streak)', (end, streak) => {
    expect(currentStreak(days, end)).toBe(streak)
  })
  it('is 0 when neither the last day nor the one before is tracked', () => {
    expect(currentStreak(dailyTotals([day('2025-07-15', 1)], '2025-07-14', '2025-07-20'), '2025-07-20')).toBe(0)
  })
  it.each([
    [4, 7, 3, 'You tracked 4 of 7 days. Your current streak is 3 days.'],
    [1, 1, 1, 'You tracked 1 of 1 day. Your current streak is 1 day.'],
    [0, 30, 0, "You tracked 0 of 30 days. Log today's plate to start a streak."],
  ])('%i of %i, streak %i', (tracked, total, streak, text) => {
    expect(trackingInsight(tracked, total, streak)).toBe(text)
  })
})

describe('weekdayWeekendInsight', () => {
  // 2025-07-19 and 20 are Saturday and Sunday.
  const week = (weekday: number, weekend: number) =>
    dailyTotals(
      [day('2025-07-14', weekday), day('2025-07-15', weekday), day('2025-07-19', weekend), day('2025-07-20', weekend)],
      '2025-07-14',
      '2025-07-20',
    )
  it.each([
    [2000, 2500, false, 'You eat about 25% more on weekends (2,500 kcal) than on weekdays (2,000 kcal).'],
    [2000, 1500, false, 'You eat about 25% less on weekends (1,500 kcal) than on weekdays (2,000 kcal).'],
    [2000, 2100, false, 'You eat about the same on weekends as on weekdays.'],
    [2000, 2500, true, 'You tend to eat more on weekends than on weekdays.'],
  ])('weekdays %i, weekend %i (hide %s)', (weekday, weekend, hide, text) => {
    expect(weekdayWeekendInsight(week(weekday, weekend), hide)).toBe(text)
  })
  it('says nothing without both weekend and weekday days tracked', () => {
    expect(weekdayWeekendInsight(dailyTotals([day('2025-07-14', 1)], '2025-07-14', '2025-07-20'), false)).toBeNull()
  })
})

describe('macroSplitInsight', () => {
  const ratios = { protein: 30, carbs: 50, fat: 20 }
  it.each([
    [
      { calories: 2000, protein: 150, carbs: 250, fat: 44.444444 },
      false,
      'Your energy came 30% from protein, 50% from carbs and 20% from fat (targets 30/50/20): close to your targets.',
    ],
    [
      { calories: 2000, protein: 50, carbs: 250, fat: 100 },
      false,
      'Your energy came 10% from protein, 48% from carbs and 43% from fat (targets 30/50/20): more fat and less protein than your targets.',
    ],
    [
      { calories: 2000, protein: 50, carbs: 250, fat: 100 },
      true,
      'Your mix of protein, carbs and fat is more fat and less protein than your targets.',
    ],
    [{ calories: 0, protein: 0, carbs: 0, fat: 0 }, false, null],
  ])('%j (hide %s)', (averages, hide, text) => {
    expect(macroSplitInsight(averages, ratios, hide)).toBe(text)
  })
})
