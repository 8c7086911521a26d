import { readFile } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import { IsoDateSchema, NUTRIENT_KEYS, type NutrientKey, type Nutrients, type ServingWindow } from '@campusplate/shared'
import { CsvError, parse as parseCsv } from 'csv-parse/sync'
import type { z } from 'zod'
import { stableId } from '../../../lib/stable-id'
import {
  MENU_CSV_COLUMNS,
  MENU_CSV_LIST_SEPARATOR,
  MENU_CSV_REQUIRED_COLUMNS,
  MENU_FILE_VERSION,
  type MenuCsvColumn,
  type MenuFile,
  type MenuFileDay,
  type MenuFileItem,
  MenuFileItemSchema,
  type MenuFileMeal,
  MenuFileSchema,
} from './menu-file'
import { cleanMenuText, nutrientValue, resolveServingWindow } from './menu-values'
import { normalizeItem, tidyHallDay } from './normalize'
import type { ImportedHallDay, ImportedMeal, MenuProvider } from './provider'

/** The message is one line that names the file and the place. */
export class MenuFileError extends Error {
  override name = 'MenuFileError'
  constructor(message: string) {
    super(message.replace(/\s*\n\s*/g, ' '))
  }
}

export interface FileProviderOptions {
  servingWindows?: Readonly<Record<string, ServingWindow>>
}

export interface LoadedMenuFile {
  dates: string[]
  days: Map<string, ImportedHallDay[]>
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('')
}

function firstIssue(error: z.ZodError): { path: readonly PropertyKey[]; message: string } {
  const issue = error.issues[0]
  if (!issue) return { path: [], message: 'is not valid' }
  if (issue.code === 'unrecognized_keys') {
    return { path: issue.path, message: `unknown key ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}` }
  }
  return { path: issue.path, message: issue.message }
}

function issueLine(error: z.ZodError): string {
  const { path, message } = firstIssue(error)
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problems)` : ''
  return `${path.length ? `${formatPath(path)}: ` : ''}${message}${more}`
}

export function parseMenuJson(text: string, fileName = 'menu file'): MenuFile {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new MenuFileError(`${fileName}: not valid JSON (${error instanceof Error ? error.message : 'parse error'})`)
  }
  const parsed = MenuFileSchema.safeParse(data)
  if (!parsed.success) throw new MenuFileError(`${fileName}: ${issueLine(parsed.error)}`)
  return parsed.data
}

type CsvRecord = { record: string[]; info: { lines: number } }

const CSV_ITEM_FIELDS: Partial<Record<string, MenuCsvColumn>> = { id: 'item_id' }

/** docs/menu-import.md */
export function parseMenuCsv(text: string, fileName = 'menu file'): MenuFile {
  let records: CsvRecord[]
  try {
    records = parseCsv(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as CsvRecord[]
  } catch (error) {
    const message = error instanceof CsvError || error instanceof Error ? error.message : 'cannot be read'
    throw new MenuFileError(`${fileName}: not valid CSV (${message.replace(/\s+/g, ' ')})`)
  }
  const [header, ...rows] = records
  if (!header) throw new MenuFileError(`${fileName}: the file is empty`)
  const columns = header.record.map((name) => name.trim().toLowerCase())
  const known = new Set<string>(MENU_CSV_COLUMNS)
  const unknown = columns.find((name) => !known.has(name))
  if (unknown !== undefined) {
    throw new MenuFileError(`${fileName}: unknown column ${JSON.stringify(unknown)} (see docs/menu-import.md)`)
  }
  const repeated = columns.find((name, i) => columns.indexOf(name) !== i)
  if (repeated) throw new MenuFileError(`${fileName}: column ${JSON.stringify(repeated)} appears twice`)
  const missing = MENU_CSV_REQUIRED_COLUMNS.find((name) => !columns.includes(name))
  if (missing) throw new MenuFileError(`${fileName}: the required column ${JSON.stringify(missing)} is missing`)

  const days: MenuFileDay[] = []
  const dayIndex = new Map<string, MenuFileDay>()
  const mealLines = new Map<MenuFileMeal, number>()
  for (const { record, info } of rows) {
    const where = `${fileName} line ${info.lines}`
    const cell = (column: MenuCsvColumn) => record[columns.indexOf(column)] ?? ''
    const fail = (column: string, message: string): never => {
      throw new MenuFileError(`${where}, column ${column}: ${message}`)
    }
    for (const column of MENU_CSV_REQUIRED_COLUMNS) if (cell(column) === '') fail(column, 'must not be empty')
    const date = cell('date')
    if (!IsoDateSchema.safeParse(date).success) fail('date', 'must be a date written YYYY-MM-DD')
    const list = (column: MenuCsvColumn) =>
      cell(column)
        .split(MENU_CSV_LIST_SEPARATOR)
        .map((part) => part.trim())
        .filter((part) => part !== '')
    const nutrients: Record<string, string> = {}
    for (const key of NUTRIENT_KEYS) if (cell(key) !== '') nutrients[key] = cell(key)
    const item: MenuFileItem = {
      name: cell('name'),
      ...(cell('item_id') ? { id: cell('item_id') } : {}),
      ...(cell('description') ? { description: cell('description') } : {}),
      ...(cell('portion_size') ? { portion_size: cell('portion_size') } : {}),
      labels: list('labels'),
      allergens: list('allergens'),
      may_contain: list('may_contain'),
      ...(cell('ingredients') ? { ingredients: cell('ingredients') } : {}),
      nutrients,
    }
    const checkedItem = MenuFileItemSchema.safeParse(item)
    if (!checkedItem.success) {
      const { path, message } = firstIssue(checkedItem.error)
      const field = String(path.at(-1) ?? 'name')
      fail(CSV_ITEM_FIELDS[field] ?? field, message)
    }

    const hallKey = `${date}\u001f${cell('hall_id') || cell('hall')}`
    let day = dayIndex.get(hallKey)
    if (!day) {
      day = { date, hall: cell('hall'), ...(cell('hall_id') ? { hall_id: cell('hall_id') } : {}), meals: [] }
      dayIndex.set(hallKey, day)
      days.push(day)
    } else if (day.hall !== cell('hall')) {
      fail('hall', `hall_id ${JSON.stringify(cell('hall_id'))} is named ${JSON.stringify(day.hall)} on an earlier line`)
    }
    let meal = day.meals.find((m) => m.name === cell('meal'))
    const start = cell('meal_start')
    const end = cell('meal_end')
    if (!meal) {
      meal = { name: cell('meal'), ...(start ? { start } : {}), ...(end ? { end } : {}), stations: [] }
      day.meals.push(meal)
      mealLines.set(meal, info.lines)
    } else if ((start && start !== meal.start) || (end && end !== meal.end)) {
      fail(
        start && start !== meal.start ? 'meal_start' : 'meal_end',
        `differs from the time given for ${meal.name} on line ${mealLines.get(meal)}`,
      )
    }
    let station = meal.stations.find((s) => s.name === cell('station'))
    if (!station) {
      station = { name: cell('station'), items: [] }
      meal.stations.push(station)
    }
    if (cell('station_description') && !station.description) station.description = cell('station_description')
    station.items.push(item)
  }

  const file = { version: MENU_FILE_VERSION, days }
  const parsed = MenuFileSchema.safeParse(file)
  if (!parsed.success) {
    // Item cells were checked row by row; what is left is a meal's times.
    const { path, message } = firstIssue(parsed.error)
    const meal = typeof path[3] === 'number' ? days[Number(path[1])]?.meals[path[3]] : undefined
    const line = meal ? mealLines.get(meal) : undefined
    const column = path.at(-1) === 'start' ? 'meal_start' : 'meal_end'
    throw new MenuFileError(`${fileName}${line ? ` line ${line}` : ''}, column ${column}: ${message}`)
  }
  return parsed.data
}

function fileNutrients(raw: MenuFileItem['nutrients']): Nutrients {
  const nutrients: Nutrients = {}
  for (const [key, value] of Object.entries(raw ?? {}) as [NutrientKey, unknown][]) {
    const number = nutrientValue(key, value)
    if (number !== undefined) nutrients[key] = number
  }
  return nutrients
}

/** Checks what the schema cannot: one entry per hall and date, one name per hall id, one hall id per name. */
export function menuFileToHallDays(
  file: MenuFile,
  options: FileProviderOptions = {},
  fileName = 'menu file',
): LoadedMenuFile {
  const halls = new Map<string, { id: string; name: string; position: number }>()
  const hallByName = new Map<string, string>()
  const seen = new Map<string, number>()
  const days = new Map<string, ImportedHallDay[]>()
  file.days.forEach((entry, index) => {
    const where = `${fileName}: days[${index}]`
    const name = cleanMenuText(entry.hall)
    const key = entry.hall_id ? cleanMenuText(entry.hall_id) : name.toLowerCase()
    let hall = halls.get(key)
    if (!hall) {
      hall = { id: stableId('h', 'file', key), name, position: halls.size }
      halls.set(key, hall)
    } else if (hall.name !== name) {
      throw new MenuFileError(
        `${where}.hall: hall_id ${JSON.stringify(key)} is also named ${JSON.stringify(hall.name)}`,
      )
    }
    const other = hallByName.get(name.toLowerCase())
    if (other !== undefined && other !== key) {
      throw new MenuFileError(`${where}.hall: two hall ids share the name ${JSON.stringify(name)}`)
    }
    hallByName.set(name.toLowerCase(), key)
    const dayKey = `${entry.date}\u001f${key}`
    const earlier = seen.get(dayKey)
    if (earlier !== undefined) {
      throw new MenuFileError(`${where}: ${name} on ${entry.date} is already given in days[${earlier}]`)
    }
    seen.set(dayKey, index)

    const meals: ImportedMeal[] = entry.meals.map((meal) => {
      const mealName = cleanMenuText(meal.name)
      return {
        name: mealName,
        window: resolveServingWindow(mealName, {
          vendor: { start: meal.start, end: meal.end },
          configured: options.servingWindows,
        }),
        stations: meal.stations.map((station) => {
          const stationName = cleanMenuText(station.name)
          return {
            name: stationName,
            ...(station.description ? { description: cleanMenuText(station.description) } : {}),
            items: station.items.flatMap((item) => {
              const id =
                item.id !== undefined
                  ? stableId('i', 'file', key, entry.date, mealName, String(item.id))
                  : stableId('i', 'file', key, entry.date, mealName, stationName, cleanMenuText(item.name))
              const normalized = normalizeItem({
                id,
                name: item.name,
                description: item.description,
                portionSize: item.portion_size ?? undefined,
                labels: item.labels ?? [],
                allergens: item.allergens ?? [],
                mayContain: item.may_contain ?? [],
                ingredients: item.ingredients,
                nutrients: fileNutrients(item.nutrients),
              })
              return normalized ? [normalized] : []
            }),
          }
        }),
      }
    })
    const list = days.get(entry.date) ?? []
    list.push(tidyHallDay({ hall: { id: hall.id, name: hall.name, position: hall.position }, date: entry.date, meals }))
    days.set(entry.date, list)
  })
  return { dates: [...days.keys()].sort(), days }
}

export async function readMenuFile(path: string, options: FileProviderOptions = {}): Promise<LoadedMenuFile> {
  const fileName = basename(path)
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new MenuFileError(
      `${fileName}: ${code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? 'error'})`}`,
    )
  }
  const file = extname(path).toLowerCase() === '.csv' ? parseMenuCsv(text, fileName) : parseMenuJson(text, fileName)
  const loaded = menuFileToHallDays(file, options, fileName)
  if (loaded.dates.length === 0) throw new MenuFileError(`${fileName}: the file holds no menus`)
  return loaded
}

export interface FileProvider extends MenuProvider {
  load(): Promise<LoadedMenuFile>
}

/** docs/menu-import.md; read once per provider. */
export function createFileProvider(path: string, options: FileProviderOptions = {}): FileProvider {
  let loading: Promise<LoadedMenuFile> | undefined
  const load = () => {
    loading ??= readMenuFile(path, options)
    return loading
  }
  return {
    name: 'file',
    load,
    async fetchDay(date) {
      const loaded = await load()
      return loaded.days.get(date) ?? []
    },
  }
}
