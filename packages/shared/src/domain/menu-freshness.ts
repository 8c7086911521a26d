/** How current a hall's menu is, and whether it is older than the sync schedule promises (docs/decisions/039). */

/** An unknown source reads as itself. */
export const MENU_SOURCE_LABELS: Readonly<Record<string, string>> = {
  demo: 'demo menus',
  file: 'the dining team’s menu file',
  dineoncampus: 'DineOnCampus',
  nutrislice: 'Nutrislice',
}

/** A sync may start late or take a while: a menu is stale only this long after a missed sync. */
export const MENU_STALE_GRACE_MS = 60 * 60 * 1000

export const MENU_FRESHNESS_MESSAGES = {
  stale: 'This menu is older than its sync schedule and may be out of date.',
  neverImported: 'Not updated since it was first loaded',
} as const

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/** Clocks differ: a time a little ahead of `now` reads as "just now". */
export function formatTimeAgo(at: Date, now: Date): string {
  const ageMs = now.getTime() - at.getTime()
  if (ageMs < MINUTE_MS) return 'just now'
  if (ageMs < HOUR_MS) return `${Math.floor(ageMs / MINUTE_MS)} min ago`
  if (ageMs < 2 * DAY_MS) return `${Math.floor(ageMs / HOUR_MS)} h ago`
  return `${Math.floor(ageMs / DAY_MS)} d ago`
}

export function menuSourceLabel(source: string): string {
  return MENU_SOURCE_LABELS[source] ?? source
}

export function menuUpdatedText(source: string, updatedAt: Date, now: Date): string {
  return `Updated ${formatTimeAgo(updatedAt, now)} from ${menuSourceLabel(source)}`
}

/** A sync that should have refreshed the menu did not. */
export function isMenuStale(updatedAt: Date, now: Date, syncIntervalMs: number): boolean {
  return now.getTime() - updatedAt.getTime() > syncIntervalMs + MENU_STALE_GRACE_MS
}
