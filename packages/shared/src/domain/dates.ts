import { MENU_DATE_WINDOW_MONTHS, PLATE_DATE_MARGIN_DAYS } from '../constants/limits'

/** Days are `YYYY-MM-DD` strings in the campus zone. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function parts(iso: string): [number, number, number] | null {
  const match = ISO_DATE.exec(iso)
  if (!match) return null
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

function format(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** No 2025-02-30. */
export function isValidIsoDate(iso: string): boolean {
  const p = parts(iso)
  if (!p) return false
  const [year, month, day] = p
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

function toUtc(iso: string): Date {
  const p = parts(iso)
  if (!p || !isValidIsoDate(iso)) throw new RangeError(`Not a calendar date: ${iso}`)
  return new Date(Date.UTC(p[0], p[1] - 1, p[2]))
}

function fromUtc(date: Date): string {
  return format(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso)
  date.setUTCDate(date.getUTCDate() + days)
  return fromUtc(date)
}

/** Clamped to the month's last day (May 31 − 3 months = Feb 28). */
export function addMonths(iso: string, months: number): string {
  const p = parts(iso)
  if (!p || !isValidIsoDate(iso)) throw new RangeError(`Not a calendar date: ${iso}`)
  const index = p[0] * 12 + (p[1] - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return format(year, month, Math.min(p[2], daysInMonth(year, month)))
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000)
}

export function eachDay(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

/** docs/product.md#menu-date; pass the campus "today". */
export function menuDateWindow(today: string): { min: string; max: string } {
  return { min: addMonths(today, -MENU_DATE_WINDOW_MONTHS), max: today }
}

export function isWithinMenuWindow(date: string, today: string): boolean {
  if (!isValidIsoDate(date)) return false
  const { min, max } = menuDateWindow(today)
  return date >= min && date <= max
}

/** The menu window (docs/product.md#menu-date) widened by PLATE_DATE_MARGIN_DAYS on each side. */
export function plateDateWindow(today: string): { min: string; max: string } {
  const { min, max } = menuDateWindow(today)
  return { min: addDays(min, -PLATE_DATE_MARGIN_DAYS), max: addDays(max, PLATE_DATE_MARGIN_DAYS) }
}

export function isWithinPlateDateWindow(date: string, today: string): boolean {
  if (!isValidIsoDate(date)) return false
  const { min, max } = plateDateWindow(today)
  return date >= min && date <= max
}
