import type { ImportedHallDay, ImportedItem } from '../src/modules/menus/providers/provider'

/** The items a provider gave for one hall and meal (of one station, when named). */
export function importedItems(
  days: ImportedHallDay[] | undefined,
  hall: string,
  meal: string,
  station?: string,
): ImportedItem[] {
  return (
    (days ?? [])
      .find((d) => d.hall.name === hall)
      ?.meals.find((m) => m.name === meal)
      ?.stations.filter((s) => station === undefined || s.name === station)
      .flatMap((s) => s.items) ?? []
  )
}

/** One item by name; throws when the provider did not give it, so a test fails saying what is missing. */
export function importedItem(
  days: ImportedHallDay[] | undefined,
  hall: string,
  meal: string,
  name: string,
  station?: string,
): ImportedItem {
  const found = importedItems(days, hall, meal, station).find((i) => i.name === name)
  if (!found) throw new Error(`no ${name} at ${hall} ${meal}`)
  return found
}

/** Halls → meals with windows → stations → item names: the outline of what a provider gave. */
export const menuOutline = (days: ImportedHallDay[]) =>
  days.map((d) => ({
    hall: d.hall,
    meals: d.meals.map((m) => ({
      name: m.name,
      window: m.window,
      stations: m.stations.map((s) => ({ name: s.name, items: s.items.map((i) => i.name) })),
    })),
  }))

/** A fetch context that keeps what a provider reported: warnings (failures) and notes. */
export function recordingContext() {
  const warnings: string[] = []
  const notes: string[] = []
  return { warnings, notes, context: { warn: (m: string) => warnings.push(m), note: (m: string) => notes.push(m) } }
}
