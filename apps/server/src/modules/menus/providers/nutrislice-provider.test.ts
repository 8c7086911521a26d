import { describe, expect, it } from 'vitest'
import { importedItem, importedItems, menuOutline, recordingContext } from '../../../../test/imported-days'
import {
  LAKEVIEW,
  lakeviewRoutes,
  NUTRISLICE,
  nutrisliceFixture,
  nutrisliceRoutes,
} from '../../../../test/vendor-fixtures'
import { startVendorServer, type VendorServer } from '../../../../test/vendor-server'
import { stableId } from '../../../lib/stable-id'
import { createHttpClient } from './http-client'
import { createNutrisliceProvider, type NutrisliceOptions, weekStart } from './nutrislice-provider'

function provider(vendor: VendorServer, overrides: Partial<NutrisliceOptions> = {}) {
  return createNutrisliceProvider({
    district: NUTRISLICE.district,
    schools: [],
    menuTypes: [],
    apiBase: vendor.url,
    http: createHttpClient({ timeoutMs: 500, retries: 1, backoffMs: 1 }),
    ...overrides,
  })
}

describe('weekStart', () => {
  it.each([
    ['2025-10-12', '2025-10-12'],
    ['2025-10-14', '2025-10-12'],
    ['2025-10-18', '2025-10-12'],
    ['2025-10-19', '2025-10-19'],
    ['2026-01-01', '2025-12-28'],
  ])('the week of %s starts on Sunday %s', (date, sunday) => {
    expect(weekStart(date)).toBe(sunday)
  })
})

describe('Nutrislice provider', () => {
  it('reads schools as halls and menu types as meals, with stations from header rows', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const days = await provider(vendor).fetchDay('2025-10-14')
    expect(menuOutline(days)).toEqual([
      {
        hall: {
          id: stableId('h', 'nutrislice', NUTRISLICE.district, 'north-dining-hall'),
          name: 'North Dining Hall',
          position: 0,
        },
        meals: [
          {
            name: 'Breakfast',
            window: { start: '07:00', end: '10:00' },
            stations: [{ name: 'Morning Bar', items: ['Banana'] }],
          },
          {
            name: 'Lunch',
            window: { start: '11:00', end: '15:00' },
            stations: [
              { name: 'Comfort Kitchen', items: ['Roasted Vegetable Couscous', 'Beef Pot Roast'] },
              { name: 'Grill Works', items: ['Grilled Cheese', 'Roasted Vegetable Couscous', 'Chocolate Milk'] },
            ],
          },
          {
            name: 'HS Lunch',
            window: { start: '00:00', end: '24:00' },
            stations: [{ name: 'HS Line', items: ['Cheese Pizza'] }],
          },
        ],
      },
      {
        hall: { id: stableId('h', 'nutrislice', NUTRISLICE.district, 'south-cafe'), name: 'South Cafe', position: 1 },
        meals: [
          {
            name: 'Lunch',
            window: { start: '11:00', end: '15:00' },
            stations: [{ name: 'Soup & Salad', items: ['Tomato Basil Soup'] }],
          },
        ],
      },
    ])
  })

  it('normalises a food with full rounded nutrition, icons of both kinds and a serving size', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const couscous = importedItem(
      await provider(vendor).fetchDay('2025-10-14'),
      'North Dining Hall',
      'Lunch',
      'Roasted Vegetable Couscous',
      'Comfort Kitchen',
    )
    expect(couscous.id).toBe(
      stableId(
        'i',
        'nutrislice',
        NUTRISLICE.district,
        'north-dining-hall',
        'lunch',
        '2025-10-14',
        'Comfort Kitchen',
        '1500123',
      ),
    )
    expect(couscous.description).toBeUndefined()
    expect(couscous.portionSize).toBe('0.75 cups')
    expect(couscous.labels).toEqual(['vegan'])
    expect(couscous.allergens).toEqual(['wheat'])
    expect(couscous.mayContain).toEqual([])
    expect(couscous.ingredients).toEqual([
      'Couscous (Durum Wheat Semolina)',
      'Zucchini',
      'Red Pepper',
      'Olive Oil',
      'Salt',
    ])
    const n = couscous.nutrients
    expect(n.calories).toBe(240)
    expect(n.protein).toBe(7)
    expect(n.total_carbohydrates).toBe(40)
    expect(n.sugars).toBe(3)
    expect(n.total_fat).toBe(6)
    expect(n.saturated_fat).toBe(1)
    expect(n.trans_fat).toBeUndefined()
    expect(n.cholesterol).toBe(0)
    expect(n.dietary_fiber).toBe(4)
    expect(n.sodium).toBe(310)
    expect(n.potassium).toBe(210)
    expect(n.calcium).toBe(25)
    expect(n.iron).toBe(1.2)
    expect(n.vitamin_c).toBeUndefined()
    expect(n.vitamin_a).toBeUndefined()
    expect(n.vitamin_d).toBeUndefined()
    expect(n.saturated_and_trans_fat).toBeUndefined()
    expect(Object.keys(n)).toHaveLength(12)
  })

  it('reads numeric strings, RE vitamin A, the `z` unit and HTML entities; ignores IU vitamin A and mg vitamin D', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const roast = importedItem(
      await provider(vendor).fetchDay('2025-10-14'),
      'North Dining Hall',
      'Lunch',
      'Beef Pot Roast',
    )
    expect(roast).toMatchObject({
      description: 'Slow-braised chuck roast with carrots & onions',
      portionSize: '4 oz',
      labels: [],
      allergens: [],
      ingredients: ['Beef Chuck', 'Carrots', 'Onions', 'Beef Stock (Water, Beef, Salt)', 'Tomato Paste', 'Garlic'],
    })
    expect(roast.nutrients).toEqual({
      calories: 310,
      protein: 36,
      total_carbohydrates: 8,
      sugars: 3,
      total_fat: 14,
      saturated_fat: 5.5,
      cholesterol: 95,
      dietary_fiber: 2,
      sodium: 620,
      potassium: 640,
      calcium: 40,
      iron: 3.1,
      trans_fat: 0.5,
      vitamin_a: 250,
      vitamin_c: 4,
      saturated_and_trans_fat: 6,
    })
  })

  it('treats all-null values, {} and has_nutrition_info false as missing, and takes the row serving size as fallback', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const days = await provider(vendor).fetchDay('2025-10-14')
    const cheese = importedItem(days, 'North Dining Hall', 'Lunch', 'Grilled Cheese')
    expect(cheese).toMatchObject({
      portionSize: '1 sandwich',
      labels: ['vegetarian', 'High Performance'],
      allergens: ['milk', 'wheat'],
      nutrients: {},
    })
    const milk = importedItem(days, 'North Dining Hall', 'Lunch', 'Chocolate Milk')
    expect(milk).toMatchObject({ portionSize: '8 fl oz', allergens: ['milk', 'eggs'], nutrients: {} })
  })

  it('gives the same food twice in a day an id per station', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const days = await provider(vendor).fetchDay('2025-10-14')
    const couscous = importedItems(days, 'North Dining Hall', 'Lunch').filter(
      (i) => i.name === 'Roasted Vegetable Couscous',
    )
    expect(couscous).toHaveLength(2)
    expect(couscous[0]?.id).not.toBe(couscous[1]?.id)
  })

  it('falls back to nutrition_info per key where the rounded value is missing', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const soup = importedItem(await provider(vendor).fetchDay('2025-10-14'), 'South Cafe', 'Lunch', 'Tomato Basil Soup')
    expect(soup.nutrients).toEqual({
      calories: 180,
      protein: 4,
      total_carbohydrates: 22,
      total_fat: 8.3,
      sodium: 710.5,
    })
    expect(soup).toMatchObject({ portionSize: '8 fl oz', labels: ['vegetarian'], allergens: ['milk'] })
    const banana = importedItem(
      await provider(vendor).fetchDay('2025-10-14'),
      'North Dining Hall',
      'Breakfast',
      'Banana',
    )
    expect(banana).toMatchObject({ portionSize: '1 each', labels: ['vegan'], ingredients: [] })
    expect(banana.nutrients).toEqual({
      calories: 105,
      protein: 1.3,
      total_carbohydrates: 27,
      sugars: 14,
      total_fat: 0.4,
      dietary_fiber: 3.1,
      potassium: 422,
      vitamin_d: 0,
      vitamin_a: 3,
    })
  })

  it('returns halls with no meals on a holiday and on empty days', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const p = provider(vendor)
    expect((await p.fetchDay('2025-10-13')).map((d) => [d.hall.name, d.meals])).toEqual([
      ['North Dining Hall', []],
      ['South Cafe', []],
    ])
    expect((await p.fetchDay('2025-10-15')).map((d) => d.meals)).toEqual([[], []])
  })

  it('asks for each school, menu type and week once, by the week’s Sunday', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const p = provider(vendor)
    for (const date of ['2025-10-13', '2025-10-14', '2025-10-15', '2025-10-16']) await p.fetchDay(date)
    expect(vendor.hits('/menu/api/schools/')).toBe(1)
    expect([...vendor.requests].sort()).toEqual([
      '/menu/api/schools/',
      '/menu/api/weeks/school/4102/menu-type/2205/2025/10/12/',
      '/menu/api/weeks/school/north-dining-hall/menu-type/breakfast/2025/10/12/',
      '/menu/api/weeks/school/north-dining-hall/menu-type/lunch/2025/10/12/',
      '/menu/api/weeks/school/south-cafe/menu-type/lunch/2025/10/12/',
    ])
  })

  it('asks for the date itself when the week it got does not reach that date', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const mondayWeek = {
      json: {
        days: [
          { date: '2025-10-06', menu_items: [] },
          { date: '2025-10-12', menu_items: [] },
        ],
      },
    }
    vendor.route('/menu/api/weeks/school/south-cafe/menu-type/lunch/2025/10/12/', mondayWeek)
    vendor.route(
      '/menu/api/weeks/school/south-cafe/menu-type/lunch/2025/10/14/',
      nutrisliceFixture('week.south.lunch.json'),
    )
    const days = await provider(vendor, { schools: ['south-cafe'] }).fetchDay('2025-10-14')
    expect(importedItems(days, 'South Cafe', 'Lunch').map((i) => i.name)).toEqual(['Tomato Basil Soup'])
  })

  it('keeps only NUTRISLICE_SCHOOLS and NUTRISLICE_MENU_TYPES (slug or name, any case)', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const days = await provider(vendor, { schools: ['North-Dining-Hall'], menuTypes: ['lunch', 'HS lunch'] }).fetchDay(
      '2025-10-14',
    )
    expect(days.map((d) => [d.hall.name, d.meals.map((m) => m.name)])).toEqual([
      ['North Dining Hall', ['Lunch', 'HS Lunch']],
    ])
    expect(vendor.hits('/menu/api/weeks/school/north-dining-hall/menu-type/breakfast/2025/10/12/')).toBe(0)
    const none = await provider(vendor, { schools: ['east-hall'] })
      .fetchDay('2025-10-14')
      .then(
        () => null,
        (e: Error) => e.message,
      )
    expect(none).toBe('none of NUTRISLICE_SCHOOLS (east-hall) is a school of stateu-dining')
  })

  it('keeps a menu type whose answer failed, warns, and returns the school’s other types', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    vendor.route('/menu/api/weeks/school/north-dining-hall/menu-type/breakfast/2025/10/12/', { status: 503 })
    vendor.route('/menu/api/weeks/school/south-cafe/menu-type/lunch/2025/10/12/', { json: { days: 'none' } })
    const { warnings, notes, context } = recordingContext()
    const days = await provider(vendor).fetchDay('2025-10-14', context)
    // South Cafe has no other type: no day for it, so what it holds stays as it was.
    expect(days.map((d) => [d.hall.name, d.meals.map((m) => m.name), d.keptMeals])).toEqual([
      ['North Dining Hall', ['Lunch', 'HS Lunch'], ['Breakfast']],
    ])
    expect(warnings).toEqual([
      expect.stringMatching(/^North Dining Hall: Breakfast: .* answered 503 \(2 attempts\); kept what was there$/),
      'South Cafe: Lunch: the week answer has no days; kept what was there',
    ])
    expect(notes).toEqual([])
  })

  it('fails the day when every school fails, and when the schools list is not a list', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    vendor.route('/menu/api/weeks/school/north-dining-hall/menu-type/breakfast/2025/10/12/', { status: 500 })
    vendor.route('/menu/api/weeks/school/north-dining-hall/menu-type/lunch/2025/10/12/', { delayMs: 1_000 })
    vendor.route('/menu/api/weeks/school/4102/menu-type/2205/2025/10/12/', {
      status: 404,
      json: { detail: 'Not found.' },
    })
    vendor.route('/menu/api/weeks/school/south-cafe/menu-type/lunch/2025/10/12/', { body: 'not json' })
    const { notes, context } = recordingContext()
    const all = await provider(vendor)
      .fetchDay('2025-10-14', context)
      .then(
        () => null,
        (e: Error) => e.message,
      )
    expect(all).toMatch(
      /^North Dining Hall: Breakfast: .* answered 500 \(2 attempts\); North Dining Hall: Lunch: .* did not answer within 500 ms \(2 attempts\); South Cafe: Lunch: .* body that is not JSON$/,
    )
    // The unpublished type is no failure, and says so even on a failed day.
    expect(notes).toEqual([expect.stringMatching(/^North Dining Hall: HS Lunch: not published .* answered 404\)$/)])

    vendor.route('/menu/api/schools/', { json: { detail: 'Not found.' } })
    const list = await provider(vendor)
      .fetchDay('2025-10-14')
      .then(
        () => null,
        (e: Error) => e.message,
      )
    expect(list).toBe('the schools answer is not a list')
  })
})

describe('Nutrislice provider when a menu type is not published', () => {
  const lakeview = (vendor: VendorServer) => provider(vendor, { district: LAKEVIEW.district })

  it('returns the school’s published menu types, keeps the one whose week answers 404, and notes it once', async () => {
    const vendor = await startVendorServer(lakeviewRoutes())
    const p = lakeview(vendor)
    const { warnings, notes, context } = recordingContext()
    for (const date of ['2025-10-13', '2025-10-14', '2025-10-15']) {
      const days = await p.fetchDay(date, context)
      expect(days.map((d) => [d.hall.name, d.meals.map((m) => m.name), d.keptMeals])).toEqual([
        ['Lakeview High', ['Breakfast', 'Lunch', 'Dinner'], ['Catering']],
        ['Birch Elementary', ['Breakfast', 'Lunch'], undefined],
      ])
    }
    expect(warnings).toEqual([])
    expect(notes).toEqual([
      `Lakeview High: Catering: not published for the week of 2025-10-12 (${vendor.url}${LAKEVIEW.cateringWeek} answered 404)`,
    ])
    // A 4xx is final: asked once, not retried, and not asked again for the week's other dates.
    expect(vendor.hits(LAKEVIEW.cateringWeek)).toBe(1)
  })

  it('asks for a week that failed once per provider, however many of its dates are asked', async () => {
    const vendor = await startVendorServer(lakeviewRoutes())
    const dinner = '/menu/api/weeks/school/lakeview-high/menu-type/dinner/2025/10/12/'
    vendor.route(dinner, { status: 502 })
    const p = lakeview(vendor)
    const { warnings, context } = recordingContext()
    for (const date of ['2025-10-13', '2025-10-14', '2025-10-15']) await p.fetchDay(date, context)
    // One request and its one retry (retries: 1), for all three dates.
    expect(vendor.hits(dinner)).toBe(2)
    expect(warnings).toHaveLength(3)
    expect(warnings[0]).toMatch(/^Lakeview High: Dinner: .* answered 502 \(2 attempts\); kept what was there$/)
  })

  it('keeps a menu type whose week has no items on any day, as not published', async () => {
    const vendor = await startVendorServer(lakeviewRoutes())
    const empty = {
      json: { days: ['2025-10-12', '2025-10-13', '2025-10-14'].map((date) => ({ date, menu_items: [] })) },
    }
    vendor.route('/menu/api/weeks/school/birch-elementary/menu-type/lunch/2025/10/12/', empty)
    const { warnings, notes, context } = recordingContext()
    const days = await lakeview(vendor).fetchDay('2025-10-14', context)
    expect(days[1]).toMatchObject({ hall: { name: 'Birch Elementary' }, keptMeals: ['Lunch'] })
    expect(days[1]?.meals.map((m) => m.name)).toEqual(['Breakfast'])
    expect(warnings).toEqual([])
    expect(notes).toContain(
      'Birch Elementary: Lunch: not published for the week of 2025-10-12 (no day of the week has items)',
    )
  })
})
