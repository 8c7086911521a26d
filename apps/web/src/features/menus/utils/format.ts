import { MENU_TAGS, type MenuTag, minutesOfDay, roundTo, type ServingWindow } from '@campusplate/shared'
import { MENU_MESSAGES } from '../messages'

/** '24:00' is midnight at the end of the day. */
export function formatClockTime(time: string): string {
  const total = minutesOfDay(time) % (24 * 60)
  const hours = Math.floor(total / 60)
  const minutes = total % 60
  const suffix = hours < 12 ? 'AM' : 'PM'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

export function formatServingWindow(window: ServingWindow): string {
  if (minutesOfDay(window.start) === 0 && minutesOfDay(window.end) >= 24 * 60) return MENU_MESSAGES.allDay
  return `${formatClockTime(window.start)} – ${formatClockTime(window.end)}`
}

/** '—' when the menu does not give it. */
export function formatNutrient(value: number | undefined, unit: string): string {
  return value === undefined ? MENU_MESSAGES.missingValue : `${roundTo(value, 1)} ${unit}`
}

/** docs/product.md#enumerations order. */
export function menuTagsOf(labels: readonly string[]): MenuTag[] {
  const lower = new Set(labels.map((label) => label.trim().toLowerCase()))
  return MENU_TAGS.filter((tag) => lower.has(tag))
}

export function tagLabel(tag: MenuTag): string {
  return tag.charAt(0).toUpperCase() + tag.slice(1)
}
