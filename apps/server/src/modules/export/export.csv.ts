import { profileLines } from './export.labels'
import type { ExportData } from './export.service'

export type Cell = string | number | boolean | null | undefined

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection), plus tab and CR. */
const FORMULA_START = /^[=+\-@\t\r]/

/** A semicolon separates fields where the comma is the decimal mark; quoting keeps such a cell whole. */
const NEEDS_QUOTES = /[",;\t\r\n]/

/** So `x;=1+1` stays one text cell whichever separator the spreadsheet reads. */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvRow(cells: Cell[]): string {
  return cells.map(csvCell).join(',')
}

function titledTable(title: string, header: string[], rows: Cell[][]): string[] {
  return [csvRow([title]), csvRow(header), ...rows.map(csvRow), '']
}

export function csvSection(title: string, header: string[], rows: Cell[][]): string[] {
  return titledTable(`# ${title}`, header, rows)
}

const day = (iso: string) => iso.slice(0, 10)

/** Readable headers and labels, no internal ids (docs/decisions/056). */
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
