import { KG_PER_LB } from '../constants/energy'
import { addDays } from './dates'
import { type DayTotals, dayOfWeek } from './history-buckets'
import type { MacroRatios } from './macro-split'
import { formatKcal } from './number-format'
import { energySplit, type MacroValues } from './plate-math'

/** The usual adult recommendation, g per kg of body weight per day. */
export const PROTEIN_G_PER_KG_REFERENCE = 0.8

/** Either way. */
const NEAR_TARGET_SHARE = 0.05
const WEEKEND_DIFFERENCE_SHARE = 0.1
const MACRO_POINTS_TOLERANCE = 5

/** `hideNumbers` tells the pattern only. */
export function averageVersusTargetInsight(averageKcal: number, targetKcal: number, hideNumbers: boolean): string {
  const difference = averageKcal - targetKcal
  const share = Math.abs(difference) / targetKcal
  if (share <= NEAR_TARGET_SHARE) {
    return hideNumbers
      ? 'On the days you tracked, you ate close to your daily target.'
      : `On the days you tracked, you averaged ${formatKcal(averageKcal)}, close to your ${formatKcal(targetKcal)} target.`
  }
  const direction = difference < 0 ? 'below' : 'above'
  if (hideNumbers) {
    return `On the days you tracked, you ate ${difference < 0 ? 'less' : 'more'} than your daily target.`
  }
  return `On the days you tracked, you averaged ${formatKcal(averageKcal)}, ${formatKcal(Math.abs(difference))} (${Math.round(share * 100)}%) ${direction} your ${formatKcal(targetKcal)} target.`
}

export function proteinPerKgInsight(
  averageProteinG: number,
  weightLbs: number | null | undefined,
  hideNumbers: boolean,
): string | null {
  if (typeof weightLbs !== 'number' || !(weightLbs > 0)) return null
  const perKg = averageProteinG / (weightLbs * KG_PER_LB)
  const isEnough = perKg >= PROTEIN_G_PER_KG_REFERENCE
  if (hideNumbers) {
    return isEnough
      ? 'Your protein meets the amount usually recommended for your body weight.'
      : 'Your protein is below the amount usually recommended for your body weight; a protein food at each meal helps.'
  }
  return `You averaged ${perKg.toFixed(1)} g of protein per kg of body weight, ${isEnough ? 'at or above' : 'below'} the usual ${PROTEIN_G_PER_KG_REFERENCE} g/kg.`
}

/** Ends the day before while today is not logged yet. */
export function currentStreak(days: readonly DayTotals[], end: string): number {
  const tracked = new Set(days.filter((day) => day.isTracked).map((day) => day.date))
  let day = tracked.has(end) ? end : addDays(end, -1)
  let streak = 0
  while (tracked.has(day)) {
    streak += 1
    day = addDays(day, -1)
  }
  return streak
}

/** Day counts are not nutrition numbers, so they show with Hide numbers too. */
export function trackingInsight(daysTracked: number, totalDays: number, streak: number): string {
  const daysText = `You tracked ${daysTracked} of ${totalDays} ${totalDays === 1 ? 'day' : 'days'}.`
  if (streak === 0) return `${daysText} Log today's plate to start a streak.`
  return `${daysText} Your current streak is ${streak} ${streak === 1 ? 'day' : 'days'}.`
}

export function weekdayWeekendInsight(days: readonly DayTotals[], hideNumbers: boolean): string | null {
  const average = (list: DayTotals[]) => list.reduce((sum, day) => sum + day.calories, 0) / list.length
  const tracked = days.filter((day) => day.isTracked)
  const weekend = tracked.filter((day) => dayOfWeek(day.date) === 0 || dayOfWeek(day.date) === 6)
  const weekdays = tracked.filter((day) => dayOfWeek(day.date) !== 0 && dayOfWeek(day.date) !== 6)
  if (weekend.length === 0 || weekdays.length === 0) return null
  const weekendKcal = average(weekend)
  const weekdayKcal = average(weekdays)
  if (weekdayKcal === 0) return null
  const share = (weekendKcal - weekdayKcal) / weekdayKcal
  if (Math.abs(share) <= WEEKEND_DIFFERENCE_SHARE) return 'You eat about the same on weekends as on weekdays.'
  const more = share > 0 ? 'more' : 'less'
  if (hideNumbers) return `You tend to eat ${more} on weekends than on weekdays.`
  return `You eat about ${Math.round(Math.abs(share) * 100)}% ${more} on weekends (${formatKcal(weekendKcal)}) than on weekdays (${formatKcal(weekdayKcal)}).`
}

const MACRO_NAMES = { protein: 'protein', carbs: 'carbs', fat: 'fat' } as const

export function macroSplitInsight(averages: MacroValues, ratios: MacroRatios, hideNumbers: boolean): string | null {
  const split = energySplit(averages)
  if (split.protein + split.carbs + split.fat === 0) return null
  const keys = ['protein', 'carbs', 'fat'] as const
  const more = keys.filter((key) => split[key] - ratios[key] > MACRO_POINTS_TOLERANCE).map((key) => MACRO_NAMES[key])
  const less = keys.filter((key) => ratios[key] - split[key] > MACRO_POINTS_TOLERANCE).map((key) => MACRO_NAMES[key])
  const pattern =
    more.length === 0 && less.length === 0
      ? 'close to your targets'
      : [more.length > 0 ? `more ${more.join(' and ')}` : '', less.length > 0 ? `less ${less.join(' and ')}` : '']
          .filter(Boolean)
          .join(' and ')
          .concat(' than your targets')
  if (hideNumbers) return `Your mix of protein, carbs and fat is ${pattern}.`
  const percent = (value: number) => `${Math.round(value)}%`
  return `Your energy came ${percent(split.protein)} from protein, ${percent(split.carbs)} from carbs and ${percent(split.fat)} from fat (targets ${ratios.protein}/${ratios.carbs}/${ratios.fat}): ${pattern}.`
}
