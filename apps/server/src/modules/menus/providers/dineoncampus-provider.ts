import type { NutrientKey, Nutrients, ServingWindow } from '@campusplate/shared'
import { stableId } from '../../../lib/stable-id'
import { type HttpClient, HttpError } from './http-client'
import { cleanMenuText, isAllergenMarking, nutrientKeyOf, nutrientValue, resolveServingWindow } from './menu-values'
import { normalizeItem, tidyHallDay, uniqueHallNames } from './normalize'
import type {
  FetchContext,
  ImportedHallDay,
  ImportedItem,
  ImportedMeal,
  ImportedStation,
  MenuProvider,
} from './provider'
import { errorMessage, idText, isObject, type JsonObject, MalformedAnswerError, objects, strings } from './vendor-json'

/** docs/menu-providers.md#dineoncampus: every call tries the v4 API first, then v1 when v4 fails or answers an unknown shape. */
export interface DineOnCampusOptions {
  /** DINEONCAMPUS_SITE: the slug in dineoncampus.com/<slug>, or the site's 24-hex id. */
  site: string
  /** DINEONCAMPUS_LOCATIONS: names or ids; empty means every location that shows menus. */
  locations: readonly string[]
  apiBase: string
  v1ApiBase: string
  servingWindows?: Readonly<Record<string, ServingWindow>>
  http: HttpClient
}

interface Location {
  id: string
  name: string
  building?: string | undefined
}

interface Period {
  id: string
  name: string
}

/** Not a failure: what the database holds stays as it was (docs/menu-providers.md#dineoncampus-answers). */
class NotPublishedError extends Error {
  override name = 'NotPublishedError'
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404

const HEX_ID = /^[0-9a-f]{24}$/i
/** After this many v4 host failures in one provider's life, calls go to v1 directly. */
const V4_FAILURES_BEFORE_V1_ONLY = 3

export function createDineOnCampusProvider(options: DineOnCampusOptions): MenuProvider {
  const { http } = options
  let v4Failures = 0
  let siteId: Promise<string> | undefined
  let locations: Promise<Location[]> | undefined

  /** One 404 alone does not mean unpublished: a location may be missing from v4 and served by v1. */
  async function call<T>(what: string, v4Url: string, v1Url: string, read: (answer: unknown) => T): Promise<T> {
    let v4Problem = 'skipped after earlier failures'
    let isV4NotFound = true
    if (v4Failures < V4_FAILURES_BEFORE_V1_ONLY) {
      try {
        return read(await http.getJson(v4Url))
      } catch (error) {
        // Only trouble with the host counts: a 404 or an odd answer concerns one location.
        if (error instanceof HttpError && (error.kind !== 'status' || (error.status ?? 0) >= 500)) v4Failures++
        v4Problem = errorMessage(error)
        isV4NotFound = isNotFound(error)
      }
    }
    try {
      return read(await http.getJson(v1Url))
    } catch (error) {
      const message = `${what}: v4 ${v4Problem}; v1 ${errorMessage(error)}`
      throw isV4NotFound && isNotFound(error) ? new NotPublishedError(message) : new Error(message)
    }
  }

  const v4 = (path: string) => `${options.apiBase}${path}`
  const v1 = (path: string) => `${options.v1ApiBase}${path}`
  // Encoded, a vendor id can neither leave its path segment nor add a parameter.
  const part = encodeURIComponent

  function readSiteId(answer: unknown): string {
    const list = Array.isArray(answer) ? answer : isObject(answer) ? answer.sites : undefined
    if (!Array.isArray(list)) throw new MalformedAnswerError('the sites list has no "sites" array')
    const wanted = options.site.trim().toLowerCase()
    const site = objects(list).find(
      (s) => String(s.slug ?? '').toLowerCase() === wanted || cleanMenuText(s.name).toLowerCase() === wanted,
    )
    const id = site ? idText(site.id) : undefined
    if (!id) throw new MalformedAnswerError(`no public site has the slug or name "${options.site}"`)
    return id
  }

  function resolveSiteId(): Promise<string> {
    if (HEX_ID.test(options.site.trim())) return Promise.resolve(options.site.trim())
    siteId ??= call('site', v4('/sites/public'), v1('/sites/public'), readSiteId)
    return siteId
  }

  function readLocations(answer: unknown): Location[] {
    if (!isObject(answer)) throw new MalformedAnswerError('the locations answer is not an object')
    const found: Location[] = []
    const add = (raw: JsonObject, building: JsonObject | undefined) => {
      const id = idText(raw.id)
      const name = cleanMenuText(raw.name)
      if (!id || name === '' || raw.show_menus === false || raw.showMenus === false || raw.active === false) return
      const buildingName = cleanMenuText(raw.buildingName ?? building?.name)
      found.push({ id, name, building: buildingName || undefined })
    }
    const buildings = objects(answer.buildings)
    for (const building of buildings) {
      if (building.show_menus === false) continue
      for (const location of objects(building.locations)) add(location, building)
    }
    for (const location of objects(answer.standaloneLocations)) add(location, undefined)
    for (const location of objects(answer.locations)) add(location, undefined)
    if (
      !Array.isArray(answer.buildings) &&
      !Array.isArray(answer.locations) &&
      !Array.isArray(answer.standaloneLocations)
    ) {
      throw new MalformedAnswerError('the locations answer has no buildings or locations')
    }
    return found
  }

  async function listLocations(): Promise<Location[]> {
    locations ??= (async () => {
      const id = await resolveSiteId()
      const all = await call(
        'locations',
        v4(`/sites/${part(id)}/locations-public?for_menus=true`),
        v1(
          `/locations/all_locations?platform=0&site_id=${part(id)}&for_menus=true&with_address=false&with_buildings=true`,
        ),
        readLocations,
      )
      const unique = all.filter((location, i) => all.findIndex((l) => l.id === location.id) === i)
      if (options.locations.length === 0) return uniqueHallNames(unique)
      const wanted = options.locations.map((entry) => entry.trim().toLowerCase())
      const chosen = unique.filter((l) => wanted.includes(l.id.toLowerCase()) || wanted.includes(l.name.toLowerCase()))
      if (chosen.length === 0) {
        throw new Error(`none of DINEONCAMPUS_LOCATIONS (${options.locations.join(', ')}) is a location of the site`)
      }
      return uniqueHallNames(chosen)
    })()
    return locations
  }

  function readPeriods(answer: unknown): { periods: Period[]; closed: boolean; firstMenu: JsonObject | undefined } {
    if (!isObject(answer)) throw new MalformedAnswerError('the periods answer is not an object')
    const closed = answer.closed === true || answer.closedOnDate === true
    if (!Array.isArray(answer.periods) && !closed) throw new MalformedAnswerError('the periods answer has no periods')
    const periods = objects(answer.periods).flatMap((p) => {
      const id = idText(p.id)
      const name = cleanMenuText(p.name)
      return id && name ? [{ id, name }] : []
    })
    // v1 sends the menu of the first period with the list: it saves a call.
    const firstMenu = isObject(answer.menu) ? answer.menu : undefined
    return { periods: closed ? [] : periods, closed, firstMenu }
  }

  function readCategories(answer: unknown, period: Period): JsonObject[] {
    if (!isObject(answer)) throw new MalformedAnswerError('the menu answer is not an object')
    if (answer.closed === true || answer.closedOnDate === true) return []
    const menu = isObject(answer.menu) ? answer.menu : undefined
    const candidates = isObject(answer.period)
      ? [answer.period]
      : menu && Array.isArray(menu.periods)
        ? objects(menu.periods)
        : menu && isObject(menu.periods)
          ? [menu.periods]
          : undefined
    if (!candidates) {
      if (answer.status === 'success' && answer.menu === undefined) return []
      throw new MalformedAnswerError('the menu answer has no period')
    }
    const chosen =
      candidates.find((p) => idText(p.id) === period.id) ??
      candidates.find((p) => cleanMenuText(p.name).toLowerCase() === period.name.toLowerCase()) ??
      (candidates.length === 1 ? candidates[0] : undefined)
    // Several periods and none of them the one asked for: unknown, so fail rather than empty the meal.
    if (!chosen) throw new MalformedAnswerError(`the menu answer has no period "${period.name}"`)
    if (chosen.categories !== undefined && !Array.isArray(chosen.categories)) {
      throw new MalformedAnswerError('the period\u2019s categories are not a list')
    }
    return objects(chosen.categories)
  }

  function nutrientsOf(item: JsonObject): Nutrients {
    const nutrients: Nutrients = {}
    for (const entry of objects(item.nutrients)) {
      const named = typeof entry.name === 'string' ? nutrientKeyOf(entry.name) : undefined
      if (!named || nutrients[named.key] !== undefined) continue
      const unit = (typeof entry.uom === 'string' && entry.uom.trim()) || named.unit
      const numeric = entry.valueNumeric ?? entry.value_numeric
      const value = nutrientValue(named.key, numeric, unit) ?? nutrientValue(named.key, entry.value, unit)
      if (value !== undefined) nutrients[named.key] = value
    }
    // docs/menu-providers.md#dineoncampus-nutrients
    if (nutrients.calories === undefined) {
      const calories = nutrientValue('calories' satisfies NutrientKey, item.calories, 'kcal')
      if (calories !== undefined) nutrients.calories = calories
    }
    return nutrients
  }

  function itemOf(raw: JsonObject, location: Location, date: string, period: Period, station: string) {
    const allergens: string[] = []
    const labels: string[] = []
    for (const filter of objects(raw.filters)) {
      const name = typeof filter.name === 'string' ? filter.name : ''
      const type = typeof filter.type === 'string' ? filter.type.toLowerCase() : undefined
      const isAllergen = type === 'allergen' || (type !== 'label' && isAllergenMarking(name))
      ;(isAllergen ? allergens : labels).push(name)
    }
    allergens.push(...strings(raw.custom_allergens))
    const recipe = idText(raw.mrn_full) ?? idText(raw.mrn) ?? cleanMenuText(raw.name).toLowerCase()
    return normalizeItem({
      id: stableId('i', 'dineoncampus', location.id, date, period.name, station, recipe),
      name: raw.name,
      description: raw.desc ?? raw.description,
      portionSize: typeof raw.portion === 'string' ? raw.portion : undefined,
      labels,
      allergens,
      ingredients: raw.ingredients,
      nutrients: nutrientsOf(raw),
    })
  }

  function stationsOf(categories: JsonObject[], location: Location, date: string, period: Period): ImportedStation[] {
    return categories.map((category) => {
      const name = cleanMenuText(category.name) || 'Menu'
      const items = objects(category.items)
        .map((raw) => itemOf(raw, location, date, period, name))
        .filter((item): item is ImportedItem => item !== undefined)
      return { name, items }
    })
  }

  /** An unpublished or failed period keeps what the database holds while the others import. */
  async function fetchLocationDay(
    location: Location,
    date: string,
    context: { warn(message: string): void; note(message: string): void },
  ): Promise<ImportedHallDay | undefined> {
    let answer: ReturnType<typeof readPeriods>
    try {
      answer = await call(
        `periods of ${date}`,
        v4(`/locations/${part(location.id)}/periods/?date=${part(date)}`),
        v1(`/location/${part(location.id)}/periods?platform=0&date=${part(date)}`),
        readPeriods,
      )
    } catch (error) {
      if (!(error instanceof NotPublishedError)) throw error
      context.note(`${location.name}: no menu published for ${date} (${error.message})`)
      return undefined
    }
    const { periods, firstMenu } = answer
    const outcomes = await Promise.all(
      periods.map(async (period): Promise<{ meal: ImportedMeal } | { error: unknown }> => {
        try {
          const fromFirst = firstMenu ? readFirstMenu(firstMenu, period) : undefined
          const categories =
            fromFirst ??
            (await call(
              `${period.name} menu of ${date}`,
              v4(`/locations/${part(location.id)}/menu?date=${part(date)}&period=${part(period.id)}`),
              v1(`/location/${part(location.id)}/periods/${part(period.id)}?platform=0&date=${part(date)}`),
              (menu) => readCategories(menu, period),
            ))
          return {
            meal: {
              name: period.name,
              window: resolveServingWindow(period.name, { configured: options.servingWindows }),
              stations: stationsOf(categories, location, date, period),
            },
          }
        } catch (error) {
          return { error }
        }
      }),
    )
    const meals: ImportedMeal[] = []
    const keptMeals: string[] = []
    const failures: string[] = []
    outcomes.forEach((outcome, i) => {
      const period = periods[i]
      if ('meal' in outcome) meals.push(outcome.meal)
      else if (period) {
        keptMeals.push(period.name)
        if (outcome.error instanceof NotPublishedError) {
          context.note(`${location.name}: ${period.name}: not published (${outcome.error.message})`)
        } else failures.push(errorMessage(outcome.error))
      }
    })
    if (failures.length > 0 && meals.length === 0) throw new Error(failures.join('; '))
    // Every period kept (none published): nothing to write. A closed location has no periods.
    if (periods.length > 0 && meals.length === 0) return undefined
    for (const failure of failures) context.warn(`${location.name}: ${failure}; kept what was there`)
    const position = (await listLocations()).findIndex((l) => l.id === location.id)
    return tidyHallDay({
      hall: { id: stableId('h', 'dineoncampus', location.id), name: location.name, position },
      date,
      meals,
      ...(keptMeals.length ? { keptMeals } : {}),
    })
  }

  function readFirstMenu(menu: JsonObject, period: Period): JsonObject[] | undefined {
    const periods = isObject(menu.periods) ? [menu.periods] : objects(menu.periods)
    const match = periods.find((p) => idText(p.id) === period.id)
    return match && Array.isArray(match.categories) ? objects(match.categories) : undefined
  }

  return {
    name: 'dineoncampus',
    async fetchDay(date: string, context?: FetchContext) {
      const all = await listLocations()
      const reports = all.map(() => ({ problems: [] as string[], warnings: [] as string[], notes: [] as string[] }))
      const results = await Promise.allSettled(
        all.map((location, i) =>
          fetchLocationDay(location, date, {
            warn: (m) => reports[i]?.warnings.push(m),
            note: (m) => reports[i]?.notes.push(m),
          }),
        ),
      )
      const days: ImportedHallDay[] = []
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') {
          if (result.value) days.push(result.value)
        } else reports[i]?.problems.push(`${all[i]?.name ?? 'location'}: ${errorMessage(result.reason)}`)
      })
      for (const note of reports.flatMap((r) => r.notes)) context?.note(note)
      const problems = reports.flatMap((r) => r.problems)
      // Locations with nothing published are no failure.
      if (days.length === 0 && problems.length > 0) throw new Error(problems.join('; '))
      for (const report of reports) {
        for (const problem of report.problems) context?.warn(`${problem}; kept what was there`)
        for (const warning of report.warnings) context?.warn(warning)
      }
      return days
    },
  }
}
