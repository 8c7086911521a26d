import { addDays, type NutrientKey, type Nutrients, type ServingWindow } from '@campusplate/shared'
import { stableId } from '../../../lib/stable-id'
import { type HttpClient, HttpError } from './http-client'
import { cleanMenuText, isAllergenMarking, nutrientValue, portionSize, resolveServingWindow } from './menu-values'
import { normalizeItem, tidyHallDay, uniqueHallNames } from './normalize'
import type {
  FetchContext,
  ImportedHallDay,
  ImportedItem,
  ImportedMeal,
  ImportedStation,
  MenuProvider,
} from './provider'
import { errorMessage, idText, isObject, type JsonObject, MalformedAnswerError, objects } from './vendor-json'

/** docs/menu-providers.md#nutrislice; a week is fetched once per sync run, whatever it answered. */
export interface NutrisliceOptions {
  district: string
  /** NUTRISLICE_SCHOOLS: slugs; empty means every school. */
  schools: readonly string[]
  /** NUTRISLICE_MENU_TYPES: slugs or names; empty means every active menu type. */
  menuTypes: readonly string[]
  apiBase: string
  servingWindows?: Readonly<Record<string, ServingWindow>>
  http: HttpClient
}

interface MenuType {
  name: string
  slug: string
  template: string | undefined
}

interface School {
  name: string
  slug: string
  menuTypes: MenuType[]
}

/** docs/menu-providers.md#nutrislice-nutrients: the first known value of a key wins. */
const NUTRIENT_SOURCES: readonly (readonly [source: string, key: NutrientKey, unit: string])[] = [
  ['calories', 'calories', 'kcal'],
  ['g_protein', 'protein', 'g'],
  ['g_carbs', 'total_carbohydrates', 'g'],
  ['g_sugar', 'sugars', 'g'],
  ['g_fat', 'total_fat', 'g'],
  ['g_saturated_fat', 'saturated_fat', 'g'],
  ['g_trans_fat', 'trans_fat', 'g'],
  ['mg_cholesterol', 'cholesterol', 'mg'],
  ['g_fiber', 'dietary_fiber', 'g'],
  ['mg_sodium', 'sodium', 'mg'],
  ['mg_potassium', 'potassium', 'mg'],
  ['mg_calcium', 'calcium', 'mg'],
  ['mg_iron', 'iron', 'mg'],
  ['mg_vitamin_c', 'vitamin_c', 'mg'],
  ['mcg_vitamin_a', 'vitamin_a', 'mcg'],
  // 1 RE ≈ 1 mcg; IU is left out (its factor depends on the source).
  ['re_vitamin_a', 'vitamin_a', 'RE'],
  // mg_vitamin_d is left out: its values only make sense as mcg (docs/decisions/010).
  ['mcg_vitamin_d', 'vitamin_d', 'mcg'],
]

export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  return addDays(date, -weekday)
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

/** Not a failure: the school's other menu types import as usual (docs/menu-providers.md#nutrislice-missing-weeks). */
class UnpublishedWeekError extends Error {
  override name = 'UnpublishedWeekError'
}

type TypeOutcome =
  | { kind: 'read'; meal: ImportedMeal }
  | { kind: 'unpublished'; name: string; note: string; key: string }
  | { kind: 'failed'; name: string; problem: string }

export function createNutrisliceProvider(options: NutrisliceOptions): MenuProvider {
  const { http } = options
  const base = options.apiBase.replace(/\/+$/, '')
  let schools: Promise<School[]> | undefined
  const weeks = new Map<string, Promise<JsonObject[]>>()
  /** So the run says it once per week, not once per date. */
  const noted = new Set<string>()

  function readSchools(answer: unknown): School[] {
    const list = Array.isArray(answer) ? answer : isObject(answer) ? (answer.results ?? answer.schools) : undefined
    if (!Array.isArray(list)) throw new MalformedAnswerError('the schools answer is not a list')
    return objects(list).flatMap((raw) => {
      const slug = idText(raw.slug) ?? idText(raw.id)
      const name = cleanMenuText(raw.name)
      if (!slug || !name) return []
      const menuTypes = objects(raw.active_menu_types).flatMap((type) => {
        const typeSlug = idText(type.slug) ?? idText(type.id)
        const typeName = cleanMenuText(type.name)
        if (!typeSlug || !typeName) return []
        const urls = isObject(type.urls) ? type.urls : {}
        const template =
          typeof urls.full_menu_by_date_api_url_template === 'string'
            ? urls.full_menu_by_date_api_url_template
            : undefined
        return [{ name: typeName, slug: typeSlug, template }]
      })
      return [{ name, slug, menuTypes }]
    })
  }

  async function listSchools(): Promise<School[]> {
    schools ??= (async () => {
      const all = readSchools(await http.getJson(`${base}/menu/api/schools/`))
      const chosen =
        options.schools.length === 0
          ? all
          : all.filter((s) => options.schools.some((wanted) => sameText(wanted, s.slug)))
      if (chosen.length === 0) {
        throw new Error(
          options.schools.length
            ? `none of NUTRISLICE_SCHOOLS (${options.schools.join(', ')}) is a school of ${options.district}`
            : `${options.district} lists no schools`,
        )
      }
      const wantedTypes = (school: School) =>
        options.menuTypes.length === 0
          ? school.menuTypes
          : school.menuTypes.filter((t) => options.menuTypes.some((w) => sameText(w, t.slug) || sameText(w, t.name)))
      return uniqueHallNames(chosen.map((school) => ({ ...school, menuTypes: wantedTypes(school) })))
    })()
    return schools
  }

  function weekUrl(school: School, type: MenuType, date: string): string {
    const [year, month, day] = date.split('-')
    const path = type.template
      ? type.template
          .replace('{year}', year ?? '')
          .replace('{month}', month ?? '')
          .replace('{day}', day ?? '')
      : `/menu/api/weeks/school/${encodeURIComponent(school.slug)}/menu-type/${encodeURIComponent(type.slug)}/${year}/${month}/${day}/`
    return /^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`
  }

  function readWeek(answer: unknown): JsonObject[] {
    if (!isObject(answer) || !Array.isArray(answer.days)) throw new MalformedAnswerError('the week answer has no days')
    return objects(answer.days)
  }

  async function fetchWeek(url: string): Promise<JsonObject[]> {
    let answer: unknown
    try {
      answer = await http.getJson(url)
    } catch (error) {
      // A 404 is the vendor's answer, final (the client never retries a 4xx): nothing published.
      if (error instanceof HttpError && error.status === 404) throw new UnpublishedWeekError(error.message)
      throw error
    }
    return readWeek(answer)
  }

  /** Asked once per sync run, failures included: retries happen inside the HTTP client, and the next run asks again. */
  async function daysAround(school: School, type: MenuType, date: string): Promise<JsonObject[]> {
    const fetchWeekOf = (asked: string) => {
      const url = weekUrl(school, type, asked)
      let week = weeks.get(url)
      if (!week) {
        week = fetchWeek(url)
        weeks.set(url, week)
      }
      return week
    }
    let days = await fetchWeekOf(weekStart(date))
    const dates = days.map((d) => String(d.date)).sort()
    const first = dates[0]
    const last = dates.at(-1)
    // A week that does not reach the date (a site cutting weeks differently): ask for the date itself.
    if (first !== undefined && last !== undefined && (date < first || date > last)) days = await fetchWeekOf(date)
    // All-empty days are a week not filled in, which must not erase a menu type (docs/menu-providers.md#nutrislice-missing-weeks).
    if (days.length > 0 && days.every((day) => !objects(day.menu_items).some((row) => isObject(row.food)))) {
      throw new UnpublishedWeekError('no day of the week has items')
    }
    return days
  }

  function nutrientsOf(food: JsonObject): Nutrients {
    if (food.has_nutrition_info === false) return {}
    const rounded = isObject(food.rounded_nutrition_info) ? food.rounded_nutrition_info : {}
    const full = isObject(food.nutrition_info) ? food.nutrition_info : {}
    const nutrients: Nutrients = {}
    for (const [source, key, unit] of NUTRIENT_SOURCES) {
      if (nutrients[key] !== undefined) continue
      const value = nutrientValue(key, rounded[source], unit) ?? nutrientValue(key, full[source], unit)
      if (value !== undefined) nutrients[key] = value
    }
    return nutrients
  }

  function itemOf(row: JsonObject, food: JsonObject, ids: string[], station: string): ImportedItem | undefined {
    const allergens: string[] = []
    const labels: string[] = []
    const icons = isObject(food.icons) ? objects(food.icons.food_icons) : []
    for (const icon of icons) {
      const name = cleanMenuText(icon.name) || cleanMenuText(icon.synced_name)
      const slug = typeof icon.slug === 'string' ? icon.slug : ''
      if (name === '' && slug === '') continue
      if (isAllergenMarking(slug) || isAllergenMarking(name)) allergens.push(isAllergenMarking(name) ? name : slug)
      else labels.push(name || slug)
    }
    const info = isObject(food.serving_size_info) ? food.serving_size_info : {}
    const hasInfo = cleanMenuText(info.serving_size_amount) !== '' || cleanMenuText(info.serving_size_unit) !== ''
    const portion = hasInfo
      ? portionSize(info.serving_size_amount, info.serving_size_unit)
      : portionSize(row.serving_size_amount, row.serving_size_unit)
    const foodId = idText(food.id) ?? cleanMenuText(food.name).toLowerCase()
    return normalizeItem({
      id: stableId('i', 'nutrislice', ...ids, station, foodId),
      name: food.name,
      description: food.description,
      portionSize: portion,
      labels,
      allergens,
      ingredients: food.ingredients,
      nutrients: nutrientsOf(food),
    })
  }

  /** docs/menu-providers.md#nutrislice-rows */
  function stationsOf(day: JsonObject, ids: string[]): ImportedStation[] {
    const rows = objects(day.menu_items).sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0))
    const menuInfo = isObject(day.menu_info) ? day.menu_info : {}
    const sectionName = (row: JsonObject) => {
      const info = isObject(menuInfo[String(row.menu_id)]) ? (menuInfo[String(row.menu_id)] as JsonObject) : {}
      const options = isObject(info.section_options) ? info.section_options : {}
      return cleanMenuText(options.display_name)
    }
    const stations: ImportedStation[] = []
    const byStationId = new Map<string, ImportedStation>()
    let current: ImportedStation | undefined
    const stationNamed = (name: string) => {
      let station = stations.find((s) => s.name === name)
      if (!station) {
        station = { name, items: [] }
        stations.push(station)
      }
      return station
    }
    for (const row of rows) {
      if (row.is_holiday === true) continue
      const isHeader = (row.is_station_header === true || row.is_section_title === true) && !isObject(row.food)
      if (isHeader) {
        const name =
          cleanMenuText(row.text) ||
          cleanMenuText(row.image_alt).replace(/^station:\s*/i, '') ||
          sectionName(row) ||
          'Menu'
        current = stationNamed(name)
        const stationId = idText(row.station_id)
        if (stationId) byStationId.set(stationId, current)
        continue
      }
      if (!isObject(row.food)) continue
      const stationId = idText(row.station_id)
      const station =
        (stationId ? byStationId.get(stationId) : undefined) ?? current ?? stationNamed(sectionName(row) || 'Menu')
      const item = itemOf(row, row.food, ids, station.name)
      if (item) station.items.push(item)
    }
    return stations
  }

  async function readType(school: School, type: MenuType, date: string): Promise<TypeOutcome> {
    let days: JsonObject[]
    try {
      days = await daysAround(school, type, date)
    } catch (error) {
      if (error instanceof UnpublishedWeekError) {
        const key = `${school.slug}\u001f${type.slug}\u001f${weekStart(date)}`
        const note = `${school.name}: ${type.name}: not published for the week of ${weekStart(date)} (${error.message})`
        return { kind: 'unpublished', name: type.name, note, key }
      }
      return { kind: 'failed', name: type.name, problem: `${type.name}: ${errorMessage(error)}` }
    }
    const day = days.find((d) => d.date === date)
    // Unknown, not "nothing served", which comes as the date with no items.
    if (!day) return { kind: 'failed', name: type.name, problem: `${type.name}: the menu of ${date} is not published` }
    const ids = [options.district, school.slug, type.slug, date]
    return {
      kind: 'read',
      meal: {
        name: type.name,
        window: resolveServingWindow(type.name, { configured: options.servingWindows }),
        stations: stationsOf(day, ids),
      },
    }
  }

  /** A type unpublished or failed keeps what the database holds, so the other types still import. */
  async function fetchSchoolDay(
    school: School,
    position: number,
    date: string,
    context: { warn(message: string): void; note(message: string): void },
  ): Promise<ImportedHallDay | undefined> {
    const outcomes = await Promise.all(school.menuTypes.map((type) => readType(school, type, date)))
    const meals: ImportedMeal[] = []
    const keptMeals: string[] = []
    for (const outcome of outcomes) {
      if (outcome.kind === 'read') meals.push(outcome.meal)
      else if (outcome.kind === 'failed') {
        keptMeals.push(outcome.name)
        context.warn(`${school.name}: ${outcome.problem}`)
      } else {
        keptMeals.push(outcome.name)
        if (!noted.has(outcome.key)) {
          noted.add(outcome.key)
          context.note(outcome.note)
        }
      }
    }
    if (!outcomes.some((outcome) => outcome.kind === 'read')) return undefined
    return tidyHallDay({
      hall: { id: stableId('h', 'nutrislice', options.district, school.slug), name: school.name, position },
      date,
      meals,
      ...(keptMeals.length ? { keptMeals } : {}),
    })
  }

  return {
    name: 'nutrislice',
    async fetchDay(date: string, context?: FetchContext) {
      const all = await listSchools()
      const reports = all.map(() => ({ problems: [] as string[], notes: [] as string[] }))
      const results = await Promise.all(
        all.map((school, i) =>
          fetchSchoolDay(school, i, date, {
            warn: (m) => reports[i]?.problems.push(m),
            note: (m) => reports[i]?.notes.push(m),
          }),
        ),
      )
      const days = results.filter((day): day is ImportedHallDay => day !== undefined)
      const problems = reports.flatMap((r) => r.problems)
      const notes = reports.flatMap((r) => r.notes)
      for (const note of notes) context?.note(note)
      // Nothing read and something failed: an outage, not an unpublished week.
      if (days.length === 0 && problems.length > 0) throw new Error(problems.join('; '))
      for (const problem of problems) context?.warn(`${problem}; kept what was there`)
      return days
    },
  }
}
