import { addDays, type NutrientKey, type Nutrients, type ServingWindow } from '@campusplate/shared'
import { stableId } from '../../../lib/stable-id'
import type { HttpClient } from './http-client'
import { cleanMenuText, isAllergenMarking, nutrientValue, portionSize, resolveServingWindow } from './menu-values'
import { normalizeItem, tidyHallDay, uniqueHallNames } from './normalize'
import type { FetchContext, ImportedHallDay, ImportedItem, ImportedStation, MenuProvider } from './provider'
import { errorMessage, idText, isObject, type JsonObject, MalformedAnswerError, objects } from './vendor-json'

/**
 * `MENU_PROVIDER=nutrislice` (menu-providers §3): each school is a hall and each of its active menu
 * types a meal; one call gives a school's menu type for a whole week, fetched once per provider.
 */
export interface NutrisliceOptions {
  district: string
  /** NUTRISLICE_SCHOOLS: slugs; empty means every school. */
  schools: readonly string[]
  /** NUTRISLICE_MENU_TYPES: slugs or names; empty means every active menu type. */
  menuTypes: readonly string[]
  /** NUTRISLICE_API_BASE, e.g. https://<district>.api.nutrislice.com */
  apiBase: string
  servingWindows?: Readonly<Record<string, ServingWindow>>
  http: HttpClient
}

interface MenuType {
  name: string
  slug: string
  /** `/menu/api/weeks/.../{year}/{month}/{day}/` from the schools list, when it gives one. */
  template: string | undefined
}

interface School {
  name: string
  slug: string
  menuTypes: MenuType[]
}

/** menu-providers §3.6: Nutrislice keys carry their unit; the first known value of a key wins. */
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

/** The Sunday that starts the (Sunday–Saturday) week of `date`. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  return addDays(date, -weekday)
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

export function createNutrisliceProvider(options: NutrisliceOptions): MenuProvider {
  const { http } = options
  const base = options.apiBase.replace(/\/+$/, '')
  let schools: Promise<School[]> | undefined
  const weeks = new Map<string, Promise<JsonObject[]>>()

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

  /** The days of the week holding `date`, asked for once per school, menu type and week. */
  async function daysAround(school: School, type: MenuType, date: string): Promise<JsonObject[]> {
    const fetchWeek = (asked: string) => {
      const key = `${school.slug}\u001f${type.slug}\u001f${asked}`
      let week = weeks.get(key)
      if (!week) {
        week = http.getJson(weekUrl(school, type, asked)).then(readWeek)
        weeks.set(key, week)
        // A failure is not remembered: the next date of that week asks again.
        week.catch(() => weeks.delete(key))
      }
      return week
    }
    const days = await fetchWeek(weekStart(date))
    const dates = days.map((d) => String(d.date)).sort()
    const first = dates[0]
    const last = dates.at(-1)
    // A week that does not reach the date (a site cutting weeks differently): ask for the date itself.
    if (first !== undefined && last !== undefined && (date < first || date > last)) return fetchWeek(date)
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

  /** menu-providers §3.4: a flat list of rows in which station headers start each station. */
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

  async function fetchSchoolDay(school: School, position: number, date: string): Promise<ImportedHallDay> {
    const meals = await Promise.all(
      school.menuTypes.map(async (type) => {
        let days: JsonObject[]
        try {
          days = await daysAround(school, type, date)
        } catch (error) {
          throw new Error(`${type.name}: ${errorMessage(error)}`)
        }
        const day = days.find((d) => d.date === date)
        // A week without the date is not published (yet): unknown, not "nothing served", which
        // comes as the date with no items. Failing keeps what the school's day had.
        if (!day) throw new MalformedAnswerError(`${type.name}: the menu of ${date} is not published`)
        const ids = [options.district, school.slug, type.slug, date]
        return {
          name: type.name,
          window: resolveServingWindow(type.name, { configured: options.servingWindows }),
          stations: stationsOf(day, ids),
        }
      }),
    )
    return tidyHallDay({
      hall: { id: stableId('h', 'nutrislice', options.district, school.slug), name: school.name, position },
      date,
      meals,
    })
  }

  return {
    name: 'nutrislice',
    async fetchDay(date: string, context?: FetchContext) {
      const all = await listSchools()
      const results = await Promise.allSettled(all.map((school, i) => fetchSchoolDay(school, i, date)))
      const days: ImportedHallDay[] = []
      const problems: string[] = []
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') days.push(result.value)
        else problems.push(`${all[i]?.name ?? 'school'}: ${errorMessage(result.reason)}`)
      })
      if (days.length === 0 && problems.length > 0) throw new Error(problems.join('; '))
      for (const problem of problems) context?.warn(`${problem}; kept what was there`)
      return days
    },
  }
}
