import type { ExportData } from './export.service'

export type Cell = string | number | boolean | null | undefined

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection), plus tab and CR. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * What a spreadsheet may take for a field separator: a comma, or a semicolon where the comma is the
 * decimal mark, or a tab. A cell holding one is quoted, so no part of it starts a cell of its own.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/

/**
 * One CSV cell: a text that a spreadsheet would run as a formula (= + - @) gets a leading
 * apostrophe, and a cell with a separator, quote or line break is quoted (RFC 4180), so that
 * `x;=1+1` stays one text cell whichever separator the spreadsheet reads.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One CSV line of neutralised cells. */
export function csvRow(cells: Cell[]): string {
  return cells.map(csvCell).join(',')
}

/** A titled block of a CSV file: `# title`, the header, the rows, a blank line. */
export function csvSection(title: string, header: string[], rows: Cell[][]): string[] {
  return [csvRow([`# ${title}`]), csvRow(header), ...rows.map(csvRow), '']
}

function profileRows(data: ExportData): Cell[][] {
  if (!data.profile) return []
  const rows: Cell[][] = [['email', data.email]]
  for (const [field, value] of Object.entries(data.profile)) {
    rows.push([field, Array.isArray(value) ? value.join('; ') : (value as Cell)])
  }
  rows.push(['energy_target', data.energy?.energy_target ?? null])
  return rows
}

/** The `csv` export: one file with a section per selected kind of data, CRLF line ends. */
export function renderCsv(data: ExportData): string {
  const lines: string[] = []
  if (data.profile) lines.push(...csvSection('Profile', ['field', 'value'], profileRows(data)))
  if (data.favourites) {
    lines.push(
      ...csvSection(
        'Favourites',
        ['dining_hall', 'name', 'created_at'],
        data.favourites.map((favourite) => [favourite.dining_hall, favourite.name, favourite.created_at]),
      ),
    )
  }
  if (data.weight) {
    lines.push(
      ...csvSection(
        'Weight log',
        ['date', 'weight', 'goal_weight'],
        data.weight.map((entry) => [entry.date, entry.weight, entry.goal_weight]),
      ),
    )
  }
  if (data.meals) {
    lines.push(
      ...csvSection(
        'Meals',
        [
          'date',
          'food_id',
          'name',
          'portion_size',
          'quantity',
          'calories_per_serving',
          'protein_per_serving',
          'carbs_per_serving',
          'fat_per_serving',
        ],
        data.meals.flatMap((day) =>
          day.items.map((item) => [
            day.date,
            item.food_id,
            item.name,
            item.portion_size,
            item.quantity,
            item.calories,
            item.protein,
            item.carbs,
            item.fat,
          ]),
        ),
      ),
      ...csvSection(
        'Daily totals',
        ['date', 'calories', 'protein', 'carbs', 'fat'],
        data.meals.map((day) => [day.date, day.calories, day.protein, day.carbs, day.fat]),
      ),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}
