import type { FoodMacroRecord } from '../schemas/history'
import { addDays, daysBetween, eachDay } from './dates'
import { type MacroValues, ZERO_MACROS } from './plate-math'

/** docs/product.md#constants: the energy target history draws when none can be computed, in kcal per day. */
export const DEFAULT_HISTORY_ENERGY_TARGET = 2400

export type HistoryView = 'daily' | 'weekly' | 'monthly'

export interface DayTotals extends MacroValues {
  date: string
  isTracked: boolean
}

export interface EnergyPoint {
  /** `YYYY-MM-DD`, `YYYY-Www` or `YYYY-MM`. */
  key: string
  /** The first day of the point within the range (`YYYY-MM-DD`). */
  start: string
  /** kcal: the day's energy, or the average over the bucket's tracked days (0 when none). */
  calories: number
  daysTracked: number
  /** How many of the point's days are in the range: 1 for a day, up to 7 for a week, up to 31 for a month. */
  daysInRange: number
  /** A week or month only partly in the range (the period starts or ends inside it). */
  isPartial: boolean
}

export function entryMacros(record: FoodMacroRecord): MacroValues {
  return {
    calories: record.quantity * record.calories,
    protein: record.quantity * record.protein,
    carbs: record.quantity * record.carbs,
    fat: record.quantity * record.fat,
  }
}

/** Sums in `plateTotals`' order from zero, so a day equals its stored plate totals exactly (docs/product.md#constants). */
export function dailyTotals(records: readonly FoodMacroRecord[], start: string, end: string): DayTotals[] {
  const days = new Map<string, DayTotals>()
  for (const date of eachDay(start, end)) days.set(date, { date, ...ZERO_MACROS, isTracked: false })
  for (const record of records) {
    const day = days.get(record.date)
    if (!day) continue
    const entry = entryMacros(record)
    day.calories += entry.calories
    day.protein += entry.protein
    day.carbs += entry.carbs
    day.fat += entry.fat
    day.isTracked = true
  }
  return [...days.values()]
}

function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`)
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(iso: string): number {
  return utcDate(iso).getUTCDay()
}

/** docs/product.md#constants: the ISO week of a day, `YYYY-Www` (weeks start Monday; week 1 holds the year's first Thursday). */
export function isoWeekKey(iso: string): string {
  const mondayBased = (dayOfWeek(iso) + 6) % 7
  const thursday = addDays(iso, 3 - mondayBased)
  const year = thursday.slice(0, 4)
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1
  return `${year}-W${String(week).padStart(2, '0')}`
}

export function monthKey(iso: string): string {
  return iso.slice(0, 7)
}

/** The chart's points: each day, or per ISO week or month the average energy of its tracked days. */
export function energySeries(days: readonly DayTotals[], view: HistoryView): EnergyPoint[] {
  if (view === 'daily') {
    return days.map((day) => ({
      key: day.date,
      start: day.date,
      calories: day.calories,
      daysTracked: day.isTracked ? 1 : 0,
      daysInRange: 1,
      isPartial: false,
    }))
  }
  const keyOf = view === 'weekly' ? isoWeekKey : monthKey
  const buckets = new Map<string, { start: string; sum: number; daysTracked: number; daysInRange: number }>()
  for (const day of days) {
    const bucket = buckets.get(keyOf(day.date)) ?? { start: day.date, sum: 0, daysTracked: 0, daysInRange: 0 }
    bucket.daysInRange += 1
    if (day.isTracked) {
      bucket.sum += day.calories
      bucket.daysTracked += 1
    }
    buckets.set(keyOf(day.date), bucket)
  }
  return [...buckets].map(([key, { start, sum, daysTracked, daysInRange }]) => ({
    key,
    start,
    calories: daysTracked === 0 ? 0 : sum / daysTracked,
    daysTracked,
    daysInRange,
    isPartial: daysInRange < (view === 'weekly' ? 7 : daysInMonth(start)),
  }))
}

function daysInMonth(iso: string): number {
  const year = Number(iso.slice(0, 4))
  const month = Number(iso.slice(5, 7))
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

export function shortDayLabel(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`
}

export function pointLabel(point: Pick<EnergyPoint, 'start'>, view: HistoryView): string {
  if (view === 'monthly') return `${MONTHS[Number(point.start.slice(5, 7)) - 1]} ${point.start.slice(0, 4)}`
  return view === 'weekly' ? `Week of ${shortDayLabel(point.start)}` : shortDayLabel(point.start)
}

/** Short enough for a phone: 'Mon' within a week of days, else '24 Nov' or 'Aug'. */
export function axisLabel(point: Pick<EnergyPoint, 'start'>, view: HistoryView, pointCount: number): string {
  if (view === 'monthly') return MONTHS[Number(point.start.slice(5, 7)) - 1] ?? point.start
  if (view === 'daily' && pointCount <= 7) return WEEKDAYS[dayOfWeek(point.start)] ?? point.start
  return shortDayLabel(point.start)
}

/** docs/product.md#constants: the chart's title for a range; spans (end − start) of 6, 13, 29 and 85–95 days have names. */
export function periodLabel(start: string, end: string): string {
  const span = daysBetween(start, end)
  if (span === 6) return 'Last 7 days'
  if (span === 13) return 'Last 14 days'
  if (span === 29) return 'Last 30 days'
  if (span >= 85 && span <= 95) return 'Last 3 months'
  return `${start} to ${end}`
}

/** docs/product.md#constants: the weight axis from the lowest to the highest value, padded by 10 % of the range, at least 5 lbs. */
export function weightAxisDomain(weights: readonly number[]): [number, number] | null {
  if (weights.length === 0) return null
  const low = Math.min(...weights)
  const high = Math.max(...weights)
  const padding = Math.max(5, (high - low) * 0.1)
  return [low - padding, high + padding]
}

export function historyEnergyTarget(energyTarget: number | null | undefined): number {
  return typeof energyTarget === 'number' && Number.isFinite(energyTarget) && energyTarget > 0
    ? energyTarget
    : DEFAULT_HISTORY_ENERGY_TARGET
}
