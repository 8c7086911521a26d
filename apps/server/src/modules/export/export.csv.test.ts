import { describe, expect, it } from 'vitest'
import { csvCell, renderCsv } from './export.csv'
import type { ExportData } from './export.service'

/** How a spreadsheet splits a line on `separator`, quotes respected (RFC 4180). */
function fieldsOf(line: string, separator: string): string[] {
  const fields: string[] = []
  let field = ''
  let isQuoted = false
  for (let i = 0; i < line.length; i++) {
    const character = line[i]
    if (isQuoted && character === '"' && line[i + 1] === '"') {
      field += '"'
      i++
    } else if (character === '"') {
      isQuoted = !isQuoted
    } else if (character === separator && !isQuoted) {
      fields.push(field)
      field = ''
    } else {
      field += character
    }
  }
  return [...fields, field]
}

const FORMULA = /^[=+\-@\t\r]/
/** A field a spreadsheet would run: a formula start on anything but a plain number. */
const isFormula = (field: string) => FORMULA.test(field) && Number.isNaN(Number(field))

const NASTY_NAMES = ['x;=1+1', 'x,=1+1', 'x\t=1+1', 'a; @SUM(A1)', '=1+1', '"q";-2+3', 'Soup;+cmd|calc']

describe('CSV export cells', () => {
  it.each([
    ['x;=1+1', '"x;=1+1"'],
    ['x,=1+1', '"x,=1+1"'],
    ['x\t=1+1', '"x\t=1+1"'],
    ['a;b', '"a;b"'],
    ['=1+1;2', `"'=1+1;2"`],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it.each([
    ['a comma', ','],
    ['a semicolon', ';'],
    ['a tab', '\t'],
  ])('leaves no formula in any field when a spreadsheet splits the file on %s', (_what, separator) => {
    const data: ExportData = {
      exportedAt: new Date('2025-07-20T17:00:00Z'),
      today: '2025-07-20',
      email: 'ada@campus.test',
      hideNumbers: false,
      meals: [
        {
          date: '2025-07-19',
          calories: 100 * NASTY_NAMES.length,
          protein: 0,
          carbs: 0,
          fat: 0,
          items: NASTY_NAMES.map((name, i) => ({
            food_id: `custom-${i}`,
            name,
            portion_size: name,
            quantity: 1,
            calories: 100,
            protein: 0,
            carbs: 0,
            fat: 0,
          })),
        },
      ],
    }
    const lines = renderCsv(data).split('\r\n')
    const fields = lines.flatMap((line) => fieldsOf(line, separator))
    expect(fields.filter(isFormula)).toEqual([])
    // The names are all there, whole, in the comma reading.
    const commaFields = lines.flatMap((line) => fieldsOf(line, ','))
    for (const name of NASTY_NAMES) expect(commaFields).toContain(FORMULA.test(name) ? `'${name}` : name)
  })
})
