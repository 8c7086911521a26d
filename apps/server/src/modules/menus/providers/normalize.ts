import { DEFAULT_PORTION_SIZE, type Nutrients } from '@campusplate/shared'
import {
  cleanMenuText,
  completeNutrients,
  mapAllergens,
  mapLabels,
  optionalMenuText,
  orderNutrients,
  splitIngredients,
} from './menu-values'
import type { ImportedHallDay, ImportedItem, ImportedMeal, ImportedStation } from './provider'

/** Before the value rules of menu-values.ts (docs/menu-providers.md#value-rules). */
export interface VendorItem {
  /** Already stable: built with stableId from the vendor's ids or the item's place. */
  id: string
  name: unknown
  description?: unknown
  portionSize?: string | undefined
  labels?: readonly string[]
  allergens?: readonly string[]
  mayContain?: readonly string[]
  ingredients?: unknown
  nutrients: Nutrients
}

/** docs/menu-providers.md#dineoncampus; undefined for an item without a name. */
export function normalizeItem(vendor: VendorItem): ImportedItem | undefined {
  const name = cleanMenuText(vendor.name)
  if (name === '') return undefined
  const allergens = mapAllergens(vendor.allergens ?? [], vendor.mayContain ?? [])
  const portion = cleanMenuText(vendor.portionSize)
  return {
    id: vendor.id,
    name,
    description: optionalMenuText(vendor.description),
    portionSize: portion === '' ? DEFAULT_PORTION_SIZE : portion,
    labels: [...mapLabels(vendor.labels ?? []), ...allergens.labels],
    allergens: allergens.allergens,
    mayContain: allergens.mayContain,
    ingredients: splitIngredients(vendor.ingredients),
    nutrients: orderNutrients(completeNutrients(vendor.nutrients)),
  }
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0

/** Same-named meals and stations merge; a kept meal wins, since importing half of a merged meal would remove the other half. */
export function tidyHallDay(day: ImportedHallDay): ImportedHallDay {
  const kept: string[] = []
  for (const name of (day.keptMeals ?? []).map(cleanMenuText)) {
    if (name !== '' && !kept.some((k) => sameName(k, name))) kept.push(name)
  }
  const meals: ImportedMeal[] = []
  for (const meal of day.meals) {
    const name = cleanMenuText(meal.name)
    if (kept.some((k) => sameName(k, name))) {
      // Meal ids hold the name as written: keep this spelling too.
      if (!kept.includes(name)) kept.push(name)
      continue
    }
    const existing = meals.find((m) => sameName(m.name, name))
    const target = existing ?? { name, window: meal.window, stations: [] }
    if (!existing) meals.push(target)
    for (const station of meal.stations) {
      const stationName = cleanMenuText(station.name)
      const known = target.stations.find((s) => sameName(s.name, stationName))
      if (known) known.items.push(...station.items)
      else {
        const fresh: ImportedStation = { name: stationName, items: [...station.items] }
        if (station.description) fresh.description = station.description
        target.stations.push(fresh)
      }
    }
  }
  const { keptMeals: _asGiven, ...rest } = day
  return {
    ...rest,
    meals: meals
      .map((meal) => ({ ...meal, stations: meal.stations.filter((s) => s.items.length > 0) }))
      .filter((meal) => meal.stations.length > 0),
    ...(kept.length ? { keptMeals: kept } : {}),
  }
}

/** Hall names are unique (dining_halls.name): a repeated name gets its building, or a number, added. */
export function uniqueHallNames<T extends { name: string; building?: string | undefined }>(halls: T[]): T[] {
  const counts = new Map<string, number>()
  for (const hall of halls) counts.set(hall.name.toLowerCase(), (counts.get(hall.name.toLowerCase()) ?? 0) + 1)
  const used = new Set<string>()
  return halls.map((hall) => {
    let name = hall.name
    if ((counts.get(name.toLowerCase()) ?? 0) > 1 && hall.building && !sameName(hall.building, hall.name)) {
      name = `${hall.name} (${hall.building})`
    }
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${hall.name} (${n})`
    used.add(name.toLowerCase())
    return { ...hall, name }
  })
}
