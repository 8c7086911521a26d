import { blankProfile, ExportDocumentSchema, type ExportMealDay, energyTarget } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { logCollector } from '../../../test/log-collector'
import { createUser, loginAs, testOrigin } from '../../../test/login'
import { pdfLineSegments, pdfPageTexts, pdfText } from '../../../test/pdf-text'
import { TEST_TZ } from '../../../test/test-config'
import type { AppInstance } from '../../app-types'
import { campusToday } from '../../lib/campus-dates'
import { DATABASE_UNAVAILABLE_DETAIL } from '../../lib/errors'
import { csvCell, renderCsv } from './export.csv'
import { renderPdf } from './export.pdf'
import type { ExportData } from './export.service'

const ALL = { weight: true, meals: true, profile: true }

function exportData(app: AppInstance, cookie: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/export-data',
    headers: { ...testOrigin(app), cookie, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })
}

function custom(name: string, calories: number, quantity = 1) {
  return {
    food_id: `custom-${name.length}-${calories}`,
    quantity,
    custom_macros: { name, calories, protein: 10, carbs: 20, totalFat: 5 },
  }
}

/** A signed-in user with two saved plates (one with a name a spreadsheet would run as a formula). */
async function userWithPlates(app: AppInstance) {
  const user = await createUser(app, { name: 'Ada Lovelace' })
  const cookie = await loginAs(app, user)
  const today = campusToday(TEST_TZ)
  for (const items of [[custom('Oatmeal Bowl', 300, 2)], [custom('=HYPERLINK("http://evil.test")', 150)]]) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/plate',
      headers: { ...testOrigin(app), cookie },
      payload: { date: today, items },
    })
    expect(res.statusCode).toBe(200)
  }
  const weight = await app.inject({
    method: 'POST',
    url: '/api/weight-log',
    headers: { ...testOrigin(app), cookie },
    payload: { weight: 180.5 },
  })
  expect(weight.statusCode).toBeLessThan(300)
  return { user, cookie, today }
}

describe('POST /api/export-data', () => {
  it('downloads one JSON document with the selected parts and the saved plate snapshots', async () => {
    const app = await buildTestApp()
    const { user, cookie, today } = await userWithPlates(app)

    const res = await exportData(app, cookie, { format: 'json', selections: ALL })

    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="export.json"')
    const document = ExportDocumentSchema.parse(res.json())
    expect(document.email).toBe(user.email)
    expect(document.profile?.name).toBe('Ada Lovelace')
    expect(document.weight_log).toEqual([{ date: today, weight: 180.5, goal_weight: null }])
    // The second save replaced the day's plate: one day, its one line, the stored totals.
    expect(document.meals).toEqual([
      {
        date: today,
        calories: 150,
        protein: 10,
        carbs: 20,
        fat: 5,
        items: [
          {
            food_id: 'custom-30-150',
            name: '=HYPERLINK("http://evil.test")',
            portion_size: '1 serving',
            quantity: 1,
            calories: 150,
            protein: 10,
            carbs: 20,
            fat: 5,
          },
        ],
      },
    ])
  })

  it('leaves out what was not selected', async () => {
    const app = await buildTestApp()
    const { cookie } = await userWithPlates(app)
    const res = await exportData(app, cookie, {
      format: 'json',
      selections: { weight: false, meals: true, profile: false },
    })
    const document = ExportDocumentSchema.parse(res.json())
    expect(document.meals).toHaveLength(1)
    expect(document.profile).toBeUndefined()
    expect(document.weight_log).toBeUndefined()
  })

  it('downloads one CSV file with a titled table per selected type, readable headers, no ids and formula cells escaped', async () => {
    const app = await buildTestApp()
    const { today, cookie } = await userWithPlates(app)

    const res = await exportData(app, cookie, { format: 'csv', selections: ALL })

    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="export.csv"')
    const lines = res.body.split('\r\n')
    expect(lines[0]).toBe('CampusPlate data export')
    for (const title of ['Profile', 'Weight log', 'Meals', 'Daily totals']) expect(lines).toContain(title)
    expect(lines).toContain('Name,Ada Lovelace')
    expect(lines).toContain('Hide numbers,Off')
    expect(lines).toContain('Date,Weight (lbs),Goal weight (lbs)')
    expect(lines).toContain(
      'Date,Dish,Portion,Servings,Calories per serving (kcal),Protein per serving (g),Carbs per serving (g),Fat per serving (g)',
    )
    expect(lines).toContain(`${today},"'=HYPERLINK(""http://evil.test"")",1 serving,1,150,10,20,5`)
    expect(lines).toContain(`${today},150,10,20,5`)
    expect(res.body).not.toContain('custom-30-150')
    expect(res.body).not.toMatch(/food_id|weight_goal|_ratio|diet_type/)
    expect(lines.some((line) => line.includes(',=') || line.startsWith('='))).toBe(false)
  })

  it('downloads a PDF report whose text names the profile, the targets and each day with totals', async () => {
    const app = await buildTestApp()
    const { today, cookie } = await userWithPlates(app)

    const res = await exportData(app, cookie, { format: 'pdf', selections: ALL })

    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe('attachment; filename="export.pdf"')
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfText(res.rawPayload)
    expect(text).toContain('Profile')
    expect(text).toContain('Ada Lovelace')
    expect(text).toContain('Targets')
    expect(text).toContain('Weight')
    // One weight of 180.5 lbs: the chart's axis runs 5 lbs either side of it.
    expect(text).not.toContain('No weight entries.')
    expect(text).toContain('185.5')
    expect(text).toContain('175.5')
    expect(text).toContain(today)
    expect(text).toContain('=HYPERLINK("http://evil.test"): 1 × 1 serving, 150 kcal')
    expect(text).toContain('150 kcal, protein 10 g, carbs 20 g, fat 5 g')
  })

  it.each([
    [{ format: 'xml', selections: ALL }, 'Format must be one of csv, pdf or json'],
    [{ selections: ALL }, 'Format must be one of csv, pdf or json'],
    [{ format: 'csv' }, 'Selections must say true or false for weight, meals and profile'],
    [
      { format: 'csv', selections: { weight: 'yes', meals: true, profile: true } },
      'Selections must say true or false for weight, meals and profile',
    ],
    [
      { format: 'csv', selections: [true, true, true] },
      'Selections must say true or false for weight, meals and profile',
    ],
    [
      { format: 'pdf', selections: { weight: false, meals: false, profile: false } },
      'Select at least one type of data to export',
    ],
    ['{"format": "csv", ', 'The request body is not valid JSON.'],
  ])('answers 400 with {error} for %j', async (payload, message) => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const cookie = await loginAs(app, user)
    const res = await exportData(app, cookie, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: message })
  })

  it('answers 401 with {error} without a session', async () => {
    const app = await buildTestApp()
    const res = await exportData(app, 'cp_session=none', { format: 'json', selections: ALL })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Not authenticated' })
  })

  it('answers a body over its 4 KB limit with 413 {error} (401 signed out) and logs no error', async () => {
    const log = logCollector()
    const app = await buildTestApp({ logLevel: 'info' }, { logStream: log.stream })
    const cookie = await loginAs(app, await createUser(app))
    const huge = { format: 'x'.repeat(200_000), selections: ALL }
    const res = await exportData(app, cookie, huge)
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: 'The request body is too large.' })
    const signedOut = await exportData(app, 'cp_session=none', huge)
    expect(signedOut.statusCode).toBe(401)
    expect(signedOut.json()).toEqual({ error: 'Not authenticated' })
    expect(log.lines().filter((line) => Number(line.level) >= 50)).toEqual([])
  })

  it('answers 503 with {error} while the database is down', async () => {
    const app = await buildTestApp({}, { isolatedDatabase: true })
    const cookie = await loginAs(app, await createUser(app))
    await app.database.close()
    const res = await exportData(app, cookie, { format: 'json', selections: ALL })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ error: DATABASE_UNAVAILABLE_DETAIL })
  })

  it("exports only the caller's own plates", async () => {
    const app = await buildTestApp()
    await userWithPlates(app)
    const other = await createUser(app)
    const cookie = await loginAs(app, other)
    const document = ExportDocumentSchema.parse(
      (await exportData(app, cookie, { format: 'json', selections: ALL })).json(),
    )
    expect(document.email).toBe(other.email)
    expect(document.meals).toEqual([])
  })
})

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+31 6 123', "'+31 6 123"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['plain', 'plain'],
    [-2, '-2'],
    [null, ''],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })
})

describe('renderPdf', () => {
  const chicken: ExportMealDay['items'][number] = {
    food_id: 'f1',
    name: 'Grilled Chicken',
    portion_size: '4 oz',
    quantity: 2,
    calories: 320,
    protein: 20,
    carbs: 35,
    fat: 10,
  }
  const day: ExportMealDay = { date: '2025-07-19', calories: 640, protein: 40, carbs: 70, fat: 20, items: [chicken] }
  const base: ExportData = {
    exportedAt: new Date('2025-07-20T17:00:00Z'),
    today: '2025-07-20',
    email: 'ada@campus.test',
    hideNumbers: false,
    weight: [
      { date: '2025-07-01', weight: 180, goal_weight: 170 },
      { date: '2025-07-08', weight: 178.5, goal_weight: 170 },
      { date: '2025-07-15', weight: 177, goal_weight: 170 },
    ],
    meals: [day],
  }

  const profile = {
    ...blankProfile('Ada Lovelace'),
    sex: 'female' as const,
    birthday: '2000-05-10',
    height: 66,
    weight: 177,
    weight_goal: 160,
    weight_goal_type: 'lose' as const,
    weight_goal_rate: 'moderate' as const,
    diet_type: 'low-carb' as const,
  }
  const withProfile: ExportData = { ...base, profile, energy: energyTarget(profile, '2025-07-20') }

  it('starts with a one-page summary: the period, the daily averages, the targets, the goal and the weight trend', async () => {
    const pages = pdfPageTexts(await renderPdf(withProfile, { appTitle: 'CampusPlate' }))
    const first = pages[0] ?? ''
    expect(pages.length).toBeGreaterThan(1)
    expect(first).toContain('Summary')
    expect(first).toContain('2025-07-01 to 2025-07-19 (1 day with a saved plate)')
    expect(first).toContain('640 kcal, protein 40 g, carbs 70 g, fat 20 g a day, over the days with a saved plate.')
    expect(first).toContain(`${withProfile.energy?.energy_target} kcal`)
    expect(first).toContain('Losing weight at 1 lb per week')
    expect(first).toContain('180 lbs on 2025-07-01 to 177 lbs on 2025-07-15 (-3 lbs)')
    expect(first).not.toContain('Meals, latest first')
    // The profile after it reads as the Profile screen does, and its goal line matches the summary's.
    const rest = pages.slice(1).join('\n')
    expect(rest).toContain('Losing weight at 1 lb per week')
    expect(rest).toContain('Low-carb')
    expect(rest).not.toMatch(/low-carb|weight_goal|Not set\n.*Goal rate/)
  })

  it('says a goal without a rate is not applied, as the Profile screen does', async () => {
    const unapplied = { ...profile, weight_goal_rate: null }
    const text = pdfText(
      await renderPdf(
        { ...base, profile: unapplied, energy: energyTarget(unapplied, '2025-07-20') },
        { appTitle: 'CampusPlate' },
      ),
    )
    expect(text).toContain('Losing weight (not applied yet: no rate chosen)')
  })

  it('keeps averages, targets and the weight trend off the summary when the profile hides numbers', async () => {
    const first = pdfPageTexts(await renderPdf({ ...withProfile, hideNumbers: true }, { appTitle: 'CampusPlate' }))[0]
    expect(first).toContain('2025-07-01 to 2025-07-19')
    expect(first).toContain('Numbers are hidden by your preference')
    expect(first).not.toMatch(/kcal|lbs|Daily averages|Weight trend|Targets/)
  })

  it('lists the meals latest first', async () => {
    const older: ExportMealDay = { ...day, date: '2025-07-10' }
    const text = pdfText(await renderPdf({ ...base, meals: [older, day] }, { appTitle: 'CampusPlate' }))
    expect(text.indexOf('2025-07-19', text.indexOf('Meals, latest first'))).toBeLessThan(
      text.indexOf('2025-07-10', text.indexOf('Meals, latest first')),
    )
  })

  it('draws the weight log as a vector line chart with its range and dates', async () => {
    const pdf = await renderPdf(base, { appTitle: 'CampusPlate' })
    const text = pdfText(pdf)
    expect(text).toContain('2025-07-01')
    expect(text).toContain('2025-07-15')
    expect(text).toContain('Latest: ')
    expect(text).toContain('177 lbs on 2025-07-15')
    // Two axis segments and two segments joining the three entries.
    expect(pdfLineSegments(pdf)).toBeGreaterThanOrEqual(4)
  })

  it('leaves calories out when the profile hides numbers', async () => {
    const shownPdf = pdfText(await renderPdf(base, { appTitle: 'CampusPlate' }))
    const hiddenPdf = pdfText(await renderPdf({ ...base, hideNumbers: true }, { appTitle: 'CampusPlate' }))
    expect(shownPdf).toContain('640 kcal')
    expect(shownPdf).toContain('Grilled Chicken: 2 × 4 oz, 640 kcal')
    expect(hiddenPdf).not.toMatch(/kcal|calorie/i)
    expect(hiddenPdf).toContain('Grilled Chicken: 2 × 4 oz')
    expect(hiddenPdf).toContain('Total: ')
  })

  it('writes a name outside the standard fonts without failing', async () => {
    const meals = [{ ...day, items: [{ ...chicken, name: 'Bibimbap 비빔밥 🍚' }] }]
    const pdf = await renderPdf({ ...base, meals }, { appTitle: 'CampusPlate' })
    expect(pdfText(pdf)).toContain('Bibimbap')
  })

  it('keeps a CSV of the same data free of formulas', () => {
    const csv = renderCsv({
      ...base,
      meals: [{ ...day, items: [{ ...chicken, name: '@cmd' }] }],
    })
    expect(csv).toContain(",'@cmd,")
  })
})
