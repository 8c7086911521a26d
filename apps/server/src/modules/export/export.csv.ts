import { profileLines } from './export.labels'
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

/** A titled table: its title alone on a line, its header, its rows, then a blank line. */
function titledTable(title: string, header: string[], rows: Cell[][]): string[] {
  return [csvRow([title]), csvRow(header), ...rows.map(csvRow), '']
}

/** A titled block of a CSV file: `# title`, the header, the rows, a blank line. */
export function csvSection(title: string, header: string[], rows: Cell[][]): string[] {
  return titledTable(`# ${title}`, header, rows)
}

const day = (iso: string) => iso.slice(0, 10)

/**
 * The `csv` export: one file a spreadsheet opens, with a titled table per selected kind of data,
 * readable headers with units, labels instead of stored values and no internal ids
 * (docs/decisions/056-goal-applied-exports-and-small-fixes.md); an unknown value is an empty cell.
 * CRLF line ends.
 */
export function renderCsv(data: ExportData): string {
  const lines: string[] = [csvRow(['CampusPlate data export']), csvRow(['Exported on', data.today]), '']
  if (data.profile) {
    lines.push(
      ...titledTable(
        'Profile',
        ['Field', 'Value'],
        [...profileLines(data), ['Daily energy target (kcal)', data.energy?.energy_target ?? '']],
      ),
    )
  }
  if (data.favourites) {
    lines.push(
      ...titledTable(
        'Favourites',
        ['Dining hall', 'Dish', 'Added on'],
        data.favourites.map((favourite) => [favourite.dining_hall, favourite.name, day(favourite.created_at)]),
      ),
    )
  }
  if (data.weight) {
    lines.push(
      ...titledTable(
        'Weight log',
        ['Date', 'Weight (lbs)', 'Goal weight (lbs)'],
        data.weight.map((entry) => [entry.date, entry.weight, entry.goal_weight]),
      ),
    )
  }
  if (data.meals) {
    lines.push(
      ...titledTable(
        'Meals',
        [
          'Date',
          'Dish',
          'Portion',
          'Servings',
          'Calories per serving (kcal)',
          'Protein per serving (g)',
          'Carbs per serving (g)',
          'Fat per serving (g)',
        ],
        data.meals.flatMap((meal) =>
          meal.items.map((item) => [
            meal.date,
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
      ...titledTable(
        'Daily totals',
        ['Date', 'Calories (kcal)', 'Protein (g)', 'Carbs (g)', 'Fat (g)'],
        data.meals.map((meal) => [meal.date, meal.calories, meal.protein, meal.carbs, meal.fat]),
      ),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}
