import type { CoverageResponse, DemandResponse, ImportRun, ImportsResponse } from '@campusplate/shared/staff'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildAppConfig, buildCurrentUser, buildOptions } from '@/test/factories'
import { callsTo, heldAnswer, jsonResponse, requestsTo, setClock, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

// The console's sections load lazily: compiled once here, so the first test does not wait for it.
await Promise.all([import('./coverage'), import('./demand'), import('./imports')])

type Handler = Parameters<typeof stubApi>[0][string]

function stubStaff(handlers: Record<string, Handler>) {
  setClock('2025-07-20T12:00:00Z')
  return stubApi({
    '/api/app-config': () => buildAppConfig({}),
    '/api/available-options': () => buildOptions({}),
    '/api/profile': () => ({ ...buildCurrentUser({ name: 'Dana' }), staff: true }),
    ...handlers,
  })
}

const counts = (items: number, n: number) => ({
  items,
  calories: n,
  macros: n,
  allergens: n,
  ingredients: n,
  portion: n,
})

function coverage(overrides: Partial<CoverageResponse> = {}): CoverageResponse {
  return {
    from: '2025-06-21',
    to: '2025-07-20',
    dining_hall: null,
    dining_halls: ['North Commons', 'South Hall'],
    halls: [
      { dining_hall: 'North Commons', counts: { ...counts(5, 3), macros: 2 } },
      { dining_hall: 'South Hall', counts: counts(1, 1) },
    ],
    total: { ...counts(6, 4), macros: 3 },
    flags: [
      {
        date: '2025-07-18',
        dining_hall: 'North Commons',
        meal_name: 'Lunch',
        station: 'Grill',
        name: 'Big Burger',
        code: 'energy_mismatch',
        note: 'Stated 900 kcal, but its protein, carbs and fat make about 170 kcal',
      },
    ],
    flags_total: 1,
    gaps: [
      {
        dining_hall: 'North Commons',
        name: 'Garden Salad',
        missing: ['macros', 'portion'],
        times_served: 4,
        last_served: '2025-07-19',
        starred: 'fewer than 10',
        logged: 12,
      },
    ],
    gaps_total: 1,
    ...overrides,
  }
}

const group = <T extends string>(values: readonly T[], shown: Partial<Record<T, number>> = {}) =>
  values.map((value) => ({ value, students: shown[value] ?? ('fewer than 10' as const) }))

function demand(overrides: Partial<DemandResponse> = {}): DemandResponse {
  return {
    from: '2025-06-21',
    to: '2025-07-20',
    dining_hall: null,
    dining_halls: ['North Commons'],
    dishes: [
      { dining_hall: 'North Commons', meal_name: 'Lunch', name: 'Sesame Tofu', starred: 14, logged: 31 },
      {
        dining_hall: 'North Commons',
        meal_name: 'Dinner',
        name: 'Lentil Soup',
        starred: 'fewer than 10',
        logged: 'fewer than 10',
      },
    ],
    dishes_total: 2,
    active_students: 120,
    allergens: group(
      ['milk', 'eggs', 'fish', 'shellfish', 'tree_nuts', 'peanuts', 'wheat', 'soybeans', 'sesame'] as const,
      { sesame: 11 },
    ),
    diet_types: group(
      ['regular', 'vegetarian', 'vegan', 'pescatarian', 'keto', 'paleo', 'mediterranean', 'low-carb'] as const,
      { vegan: 23 },
    ),
    cultural_preferences: group(['none', 'halal', 'kosher', 'hindu', 'buddhist'] as const, { halal: 10 }),
    ...overrides,
  }
}

function run(overrides: Partial<ImportRun> = {}): ImportRun {
  return {
    id: 7,
    source: 'dineoncampus',
    trigger: 'schedule',
    date_from: '2025-07-20',
    date_to: '2025-07-27',
    status: 'partial',
    counts: { days: 8, halls: 16, items_inserted: 3, items_updated: 2, items_deleted: 1, items_unchanged: 300 },
    errors: ['North Commons 2025-07-21: the vendor answered 503'],
    notes: ['South Hall has no menu published for 2025-07-27'],
    started_at: '2025-07-20T09:15:00.000Z',
    finished_at: '2025-07-20T09:15:05.000Z',
    ...overrides,
  }
}

describe('Coverage', () => {
  it('shows a loading state, then each hall’s shares, the flags, the dishes lacking data and the CSV link', async () => {
    const held = heldAnswer<CoverageResponse>()
    stubStaff({ '/api/staff/coverage': () => held.answer })
    renderApp('/staff/coverage')

    expect(await screen.findByRole('heading', { level: 1, name: 'Data coverage' })).toBeInTheDocument()
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Loading data coverage…')
    held.release(coverage())

    const shares = await screen.findByRole('region', { name: 'Share of served items with each kind of data' })
    const north = within(shares).getByRole('row', { name: /North Commons/ })
    expect(
      within(north)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '60% (3 of 5)', '40% (2 of 5)', '60% (3 of 5)', '60% (3 of 5)', '60% (3 of 5)'])
    expect(within(shares).getByRole('row', { name: /All halls/ })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Sanity flags to work through (1)' })).toBeInTheDocument()
    expect(screen.getByText('Stated 900 kcal, but its protein, carbs and fat make about 170 kcal')).toBeInTheDocument()
    const gaps = screen.getByRole('region', { name: 'Dishes lacking data, most used first' })
    const salad = within(gaps).getByRole('row', { name: /Garden Salad/ })
    expect(
      within(salad)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['North Commons', 'All four macros, Real portion size', '12', 'fewer than 10', '4', '2025-07-19'])
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/staff/coverage.csv?from=2025-06-21&to=2025-07-20',
    )
    expect(screen.queryByText('Loading data coverage…')).not.toBeInTheDocument()
  })

  it('asks for another range and hall from the keyboard, and the CSV link follows', async () => {
    const fetchMock = stubStaff({
      '/api/staff/coverage': (url) =>
        coverage({
          from: url.searchParams.get('from') ?? '2025-06-21',
          to: url.searchParams.get('to') ?? '2025-07-20',
          dining_hall: url.searchParams.get('dining_hall'),
        }),
    })
    const { user, router } = renderApp('/staff/coverage')
    // The fields start from the server's answer, which fills in the range left out.
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2025-06-21'))
    const from = screen.getByLabelText('From')
    await user.clear(from)
    await user.type(from, '2025-07-01')
    await user.selectOptions(screen.getByLabelText('Dining hall'), 'South Hall')
    await user.click(screen.getByLabelText('To'))
    await user.keyboard('{Enter}')

    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2025-07-01&to=2025-07-20&dining_hall=South+Hall'),
    )
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        '/api/staff/coverage.csv?from=2025-07-01&to=2025-07-20&dining_hall=South+Hall',
      ),
    )
    expect(callsTo(fetchMock, '/api/staff/coverage').at(-1)?.searchParams.get('dining_hall')).toBe('South Hall')
  })

  it('says what the server found wrong with the range', async () => {
    stubStaff({
      '/api/staff/coverage': () =>
        jsonResponse(
          {
            detail: 'The start date must not be after the end date',
            errors: [{ field: 'from', message: 'The start date must not be after the end date' }],
          },
          400,
        ),
    })
    renderApp('/staff/coverage?from=2025-07-21&to=2025-07-20')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load data coverage')
    expect(alert).toHaveTextContent('The start date must not be after the end date')
    expect(screen.getByLabelText('From')).toHaveValue('2025-07-21')
  })

  it('says so when nothing was served, no item was flagged and no dish lacks data', async () => {
    stubStaff({
      '/api/staff/coverage': () =>
        coverage({ halls: [], total: counts(0, 0), flags: [], flags_total: 0, gaps: [], gaps_total: 0 }),
    })
    renderApp('/staff/coverage')
    expect(await screen.findByText('No dishes were served in this range.')).toBeInTheDocument()
    expect(screen.getByText('No item in this range failed a sanity check.')).toBeInTheDocument()
    expect(screen.getByText('Every dish served in this range has all its data.')).toBeInTheDocument()
  })

  it('keeps its wide tables in named regions a keyboard can scroll at 390 px', async () => {
    stubStaff({ '/api/staff/coverage': () => coverage() })
    const { user } = renderApp('/staff/coverage')
    const regions = await screen.findAllByRole('region', { name: /Share of served items|Dishes lacking data/ })
    for (const region of regions) {
      expect(region).toHaveAttribute('tabindex', '0')
      expect(region.className).toContain('overflow-x-auto')
    }
    const link = screen.getByRole('link', { name: 'Download CSV' })
    link.focus()
    await user.tab()
    expect(regions[0]).toHaveFocus()
  })
})

describe('Demand', () => {
  it('shows a loading state, then the aggregates with every small group as "fewer than 10"', async () => {
    const held = heldAnswer<DemandResponse>()
    stubStaff({ '/api/staff/demand': () => held.answer })
    renderApp('/staff/demand')
    expect(await screen.findByText('Loading demand figures…')).toBeInTheDocument()
    held.release(demand())

    const dishes = await screen.findByRole('region', { name: 'Dishes by meal' })
    expect(
      within(dishes)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Sesame TofuNorth CommonsLunch3114', 'Lentil SoupNorth CommonsDinnerfewer than 10fewer than 10'])
    expect(screen.getByText('120')).toBeInTheDocument()
    const allergens = screen.getByRole('table', { name: 'Allergens' })
    expect(within(allergens).getByRole('row', { name: 'Sesame 11' })).toBeInTheDocument()
    expect(within(allergens).getByRole('row', { name: 'Peanuts fewer than 10' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('table', { name: 'Diet types' })).getByRole('row', { name: 'Vegan 23' }),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('table', { name: 'Cultural preferences' })).getByRole('row', { name: 'Halal 10' }),
    ).toBeInTheDocument()
  })

  it('says so when no dish was served in the range', async () => {
    stubStaff({ '/api/staff/demand': () => demand({ dishes: [], dishes_total: 0, active_students: 'fewer than 10' }) })
    renderApp('/staff/demand')
    expect(await screen.findByText('No dishes were served in this range.')).toBeInTheDocument()
    expect(screen.getByText('Students who logged a meal in this range:')).toHaveTextContent('fewer than 10')
  })

  it('shows the server’s message when the figures cannot be loaded', async () => {
    stubStaff({
      '/api/staff/demand': () =>
        jsonResponse(
          { detail: 'No dining hall is called "Nowhere"', errors: [{ field: 'dining_hall', message: '…' }] },
          400,
        ),
    })
    renderApp('/staff/demand?dining_hall=Nowhere')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load demand figures')
    expect(alert).toHaveTextContent('No dining hall is called "Nowhere"')
  })
})

describe('Imports', () => {
  const imports = (providers: ImportsResponse['providers']): ImportsResponse => ({
    menu_provider: 'dineoncampus',
    providers,
  })

  it('lists the runs per provider with their errors and notes behind a native disclosure', async () => {
    const held = heldAnswer<ImportsResponse>()
    stubStaff({ '/api/staff/imports': () => held.answer })
    const { user } = renderApp('/staff/imports')
    expect(await screen.findByText('Loading the import runs…')).toBeInTheDocument()
    held.release(
      imports([{ source: 'dineoncampus', runs: [run(), run({ id: 6, status: 'ok', errors: [], notes: [] })] }]),
    )

    const runs = await screen.findByRole('region', { name: 'Runs of dineoncampus' })
    const rows = within(runs).getAllByRole('row')
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual(['schedule', '2025-07-20 – 2025-07-27', 'Partly failed', '3', '2', '1'])
    expect(screen.getByText('Menus come from the dineoncampus provider.')).toBeInTheDocument()
    const disclosure = screen.getByText('1 error, 1 note')
    expect(screen.getByText('North Commons 2025-07-21: the vendor answered 503')).not.toBeVisible()
    // A native <details>: the browser opens it from the keyboard (the browser test does); here, a click.
    await user.click(disclosure)
    expect(screen.getByText('North Commons 2025-07-21: the vendor answered 503')).toBeVisible()
    expect(screen.getByText('South Hall has no menu published for 2025-07-27')).toBeVisible()
  })

  it('runs the sync now, says how it ended, and reads the runs again', async () => {
    const held = heldAnswer<Response>()
    let runs: ImportRun[] = []
    const fetchMock = stubStaff({
      '/api/staff/imports': () => imports(runs.length ? [{ source: 'dineoncampus', runs }] : []),
      '/api/staff/imports/sync': () => held.answer,
    })
    const { user } = renderApp('/staff/imports')
    expect(await screen.findByText('No import runs yet.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Sync now' }))
    expect(screen.getByRole('button', { name: 'Syncing…' })).toBeDisabled()
    const done = run({ id: 8, trigger: 'staff', status: 'ok', errors: [], notes: [] })
    runs = [done]
    held.release(jsonResponse({ run: done }))

    expect(await screen.findByText('Sync finished: OK. 3 inserted, 2 updated, 1 deleted.')).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Runs of dineoncampus' })).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/api/staff/imports/sync')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeEnabled()
  })

  it('says why a sync could not run', async () => {
    stubStaff({
      '/api/staff/imports': () => imports([]),
      '/api/staff/imports/sync': () =>
        jsonResponse({ detail: 'A menu sync is running; try again when it has finished.' }, 409),
    })
    const { user } = renderApp('/staff/imports')
    await user.click(await screen.findByRole('button', { name: 'Sync now' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The sync could not run')
    expect(alert).toHaveTextContent('A menu sync is running; try again when it has finished.')
  })

  it('shows the message when the runs cannot be loaded', async () => {
    stubStaff({ '/api/staff/imports': () => jsonResponse({ detail: 'Request failed' }, 500) })
    renderApp('/staff/imports')
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the import runs')
  })
})
