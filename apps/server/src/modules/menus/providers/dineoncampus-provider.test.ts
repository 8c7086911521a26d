import { describe, expect, it } from 'vitest'
import { importedItem, menuOutline, recordingContext } from '../../../../test/imported-days'
import { DOC, dineOnCampusRoutes } from '../../../../test/vendor-fixtures'
import { startVendorServer, type VendorServer } from '../../../../test/vendor-server'
import { stableId } from '../../../lib/stable-id'
import { createDineOnCampusProvider, type DineOnCampusOptions } from './dineoncampus-provider'
import { createHttpClient } from './http-client'
import type { ImportedHallDay } from './provider'

function provider(vendor: VendorServer, overrides: Partial<DineOnCampusOptions> = {}) {
  return createDineOnCampusProvider({
    site: DOC.siteSlug,
    locations: [],
    apiBase: `${vendor.url}/v4`,
    v1ApiBase: `${vendor.url}/v1`,
    http: createHttpClient({ timeoutMs: 500, retries: 1, backoffMs: 1 }),
    ...overrides,
  })
}

describe('DineOnCampus provider', () => {
  it('reads a full day into halls, meals with windows, stations and items, v4 first and v1 where v4 fails', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    const { warnings, notes, context } = recordingContext()
    const days = await provider(vendor).fetchDay('2025-10-14', context)
    expect(warnings).toEqual([])
    expect(notes).toEqual([])
    expect(menuOutline(days)).toEqual([
      {
        hall: { id: stableId('h', 'dineoncampus', DOC.heritage), name: 'Heritage Commons', position: 0 },
        meals: [
          {
            name: 'Breakfast',
            window: { start: '07:00', end: '10:00' },
            stations: [{ name: 'Breakfast Grill', items: ['Scrambled Eggs'] }],
          },
          {
            name: 'Lunch',
            window: { start: '11:00', end: '15:00' },
            stations: [
              { name: 'Homestyle', items: ['Lemon Herb Chicken', 'Mac & Cheese'] },
              { name: 'Grill', items: ['Pork Carnitas Taco', 'Garden Burger'] },
            ],
          },
          {
            name: 'Everyday',
            window: { start: '00:00', end: '24:00' },
            stations: [{ name: 'Salad Bar', items: ['Garden Salad'] }],
          },
        ],
      },
      {
        hall: { id: stableId('h', 'dineoncampus', DOC.union), name: 'Union Market', position: 1 },
        meals: [
          {
            name: 'Lunch',
            window: { start: '11:00', end: '15:00' },
            stations: [{ name: 'Deli', items: ['Turkey Club'] }],
          },
          {
            name: 'Dinner',
            window: { start: '17:00', end: '21:00' },
            stations: [{ name: 'Global Kitchen', items: ['Chana Masala'] }],
          },
        ],
      },
    ])
    // Union's Lunch came with its periods answer (v1 sends the first menu along): no call for it.
    expect(vendor.hits(`/v1/location/${DOC.union}/periods/${DOC.periods.unionLunch}`)).toBe(0)
    expect(vendor.hits(`/v1/location/${DOC.heritage}/periods`)).toBe(0)
  })

  it('normalises a v4 item with an 18-nutrient list: qualifiers, missing markers, units and filters', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    const chicken = importedItem(
      await provider(vendor).fetchDay('2025-10-14'),
      'Heritage Commons',
      'Lunch',
      'Lemon Herb Chicken',
    )
    expect(chicken.id).toBe(stableId('i', 'dineoncampus', DOC.heritage, '2025-10-14', 'Lunch', 'Homestyle', '126075.1'))
    expect(chicken.description).toBe('Roasted chicken thigh with lemon and thyme')
    expect(chicken.portionSize).toBe('4 oz')
    expect(chicken.labels).toEqual(['protein', 'Halal', 'may contain: mustard'])
    expect(chicken.allergens).toEqual(['soybeans'])
    expect(chicken.mayContain).toEqual(['sesame'])
    expect(chicken.ingredients).toEqual([
      'Chicken Thigh',
      'Lemon Juice (Water, Lemon Juice Concentrate (Sulfites))',
      'Olive Oil',
      'Thyme',
      'Salt',
    ])
    const n = chicken.nutrients
    expect(n.calories).toBe(210)
    expect(n.protein).toBe(24)
    expect(n.total_carbohydrates).toBe(0.5) // "< 1" / "<1"
    expect(n.sugars).toBe(0) // "0+"
    expect(n.total_fat).toBe(11)
    expect(n.saturated_fat).toBe(3)
    expect(n.cholesterol).toBe(95)
    expect(n.dietary_fiber).toBeUndefined() // "-"
    expect(n.sodium).toBe(1200) // "1,200" / "1200"
    expect(n.potassium).toBe(310)
    expect(n.calcium).toBe(20)
    expect(n.iron).toBe(1.2)
    expect(n.trans_fat).toBeUndefined() // "Trans fat (g)": "-"
    expect(n.vitamin_d).toBe(1) // 40 IU
    expect(n.vitamin_c).toBe(5) // "5+"
    expect(n.vitamin_a).toBe(30) // 30 RE
    expect(n.saturated_and_trans_fat).toBe(3)
    expect(Object.keys(n)).toHaveLength(15)
  })

  it('normalises a 12-nutrient list, a string calorie count, a numeric mrn and a null description', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    const days = await provider(vendor).fetchDay('2025-10-14')
    const mac = importedItem(days, 'Heritage Commons', 'Lunch', 'Mac & Cheese')
    expect(mac.id).toBe(stableId('i', 'dineoncampus', DOC.heritage, '2025-10-14', 'Lunch', 'Homestyle', '126080'))
    expect(mac.description).toBeUndefined()
    expect(mac.labels).toEqual(['vegetarian', 'contains: onion'])
    expect(mac.allergens).toEqual(['milk', 'eggs', 'wheat'])
    expect(mac.mayContain).toEqual([])
    expect(mac.ingredients).toEqual([
      'Macaroni (Durum Wheat Semolina, Niacin, Iron)',
      'Cheddar Cheese (Milk, Salt, Enzymes)',
      'Milk',
      'Butter',
      'Eggs',
    ])
    expect(mac.nutrients).toEqual({
      calories: 330,
      protein: 13,
      total_carbohydrates: 32,
      sugars: 5,
      total_fat: 17,
      saturated_fat: 9,
      cholesterol: 40,
      dietary_fiber: 1,
      sodium: 780,
      trans_fat: 0.5,
      saturated_and_trans_fat: 9.5,
    })

    const eggs = importedItem(days, 'Heritage Commons', 'Breakfast', 'Scrambled Eggs')
    expect(eggs.nutrients).toEqual({ calories: 140, protein: 12, total_carbohydrates: 1, total_fat: 10, sodium: 240 })
    expect(eggs.allergens).toEqual(['eggs'])
    expect(eggs.mayContain).toEqual(['milk'])
  })

  it('keeps vendor-only allergens as labels, reads items without filters or nutrients, and defaults the portion', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    const days = await provider(vendor).fetchDay('2025-10-14')
    const taco = importedItem(days, 'Heritage Commons', 'Lunch', 'Pork Carnitas Taco')
    expect(taco).toMatchObject({
      description: undefined,
      portionSize: '1 serving',
      labels: ['contains: pork', 'may contain: msg'],
      allergens: [],
      mayContain: [],
      ingredients: [],
      nutrients: { calories: 250, total_carbohydrates: 20, total_fat: 12 },
    })
    const burger = importedItem(days, 'Heritage Commons', 'Lunch', 'Garden Burger')
    expect(burger).toMatchObject({ portionSize: '1 each', labels: [], allergens: [], nutrients: { calories: 290 } })
    const salad = importedItem(days, 'Heritage Commons', 'Everyday', 'Garden Salad')
    // Filters without a type are sorted by name: Vegan and Climate Friendly are labels.
    expect(salad.labels).toEqual(['vegan', 'climate friendly'])
    expect(salad.nutrients).toEqual({
      calories: 45,
      protein: 2,
      total_carbohydrates: 9,
      total_fat: 0,
      dietary_fiber: 3,
    })
  })

  it('reads v1 envelopes: the first menu in the periods answer, menu.periods as a list, value_numeric', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    const days = await provider(vendor).fetchDay('2025-10-14')
    const club = importedItem(days, 'Union Market', 'Lunch', 'Turkey Club')
    expect(club).toMatchObject({
      id: stableId('i', 'dineoncampus', DOC.union, '2025-10-14', 'Lunch', 'Deli', '140010.1'),
      description: undefined,
      portionSize: '1 each',
      labels: ['Balanced U', 'contains: pork'],
      allergens: ['eggs', 'wheat', 'soybeans'],
      mayContain: ['tree_nuts'],
      ingredients: [
        'Sourdough Bread (Wheat Flour, Water, Salt)',
        'Turkey Breast',
        'Bacon (Pork, Salt, Sugar)',
        'Mayonnaise (Soybean Oil, Eggs, Vinegar)',
      ],
    })
    expect(club.nutrients).toEqual({
      calories: 480,
      protein: 31,
      total_carbohydrates: 38,
      sugars: 4,
      total_fat: 22,
      saturated_fat: 6,
      cholesterol: 75,
      dietary_fiber: 2,
      sodium: 1450,
      potassium: 390,
      calcium: 80,
      iron: 2.7,
      trans_fat: 0,
      vitamin_d: 0.2,
      vitamin_c: 0.5,
      saturated_and_trans_fat: 6,
    })
    const chana = importedItem(days, 'Union Market', 'Dinner', 'Chana Masala')
    expect(chana).toMatchObject({
      description: 'Chickpeas simmered with tomato, ginger and garam masala',
      labels: ['vegetarian', 'vegan', 'How Good Friendly'],
      allergens: [],
      mayContain: ['sesame'],
      nutrients: {
        calories: 270,
        protein: 11,
        total_carbohydrates: 41,
        sugars: 0.5,
        total_fat: 7,
        saturated_fat: 0.5,
        dietary_fiber: 12,
        sodium: 560,
      },
    })
    expect(chana.ingredients).toContain('^Garam Masala (Coriander, Cumin, Cardamom)')
    expect(chana.ingredients.at(-1)).toBe('Salt')
  })

  it('gives the same ids for the same day from a new provider, and other ids on another day', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    const ids = (days: ImportedHallDay[]) =>
      days.flatMap((d) => d.meals.flatMap((m) => m.stations.flatMap((s) => s.items.map((i) => i.id))))
    const first = ids(await provider(vendor).fetchDay('2025-10-14'))
    const again = ids(await provider(vendor).fetchDay('2025-10-14'))
    expect(again).toEqual(first)
    expect(new Set(first).size).toBe(first.length)
  })

  it('returns closed halls with no meals (v4 closedOnDate, v1 closed: true)', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    const days = await provider(vendor).fetchDay('2025-10-15')
    expect(days.map((d) => [d.hall.name, d.meals])).toEqual([
      ['Heritage Commons', []],
      ['Union Market', []],
    ])
  })

  it('fails the day when every location answers malformed, not JSON or 500, naming each', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    const error = await provider(vendor)
      .fetchDay('2025-10-16')
      .then(
        () => null,
        (e: Error) => e,
      )
    expect(error?.message).toMatch(
      /^Heritage Commons: periods of 2025-10-16: v4 the periods answer has no periods; v1 .* with a body that is not JSON; Union Market: periods of 2025-10-16: v4 .* answered 404; v1 .* answered 500 \(2 attempts\)$/,
    )
  })

  it('keeps a period whose menu failed, warns, and returns the location’s other periods', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    vendor.route(`/v1/location/${DOC.union}/periods/${DOC.periods.unionDinner}`, { status: 500 })
    const { warnings, notes, context } = recordingContext()
    const days = await provider(vendor).fetchDay('2025-10-14', context)
    expect(days.map((d) => [d.hall.name, d.meals.map((m) => m.name), d.keptMeals])).toEqual([
      ['Heritage Commons', ['Breakfast', 'Lunch', 'Everyday'], undefined],
      ['Union Market', ['Lunch'], ['Dinner']],
    ])
    // A 403 from v4 and a 500 from v1 are failures, not "not published".
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Union Market: Dinner menu of 2025-10-14: v4 .* answered 403; v1 .* answered 500 \(2 attempts\); kept what was there$/,
      ),
    ])
    expect(notes).toEqual([])
  })

  it('keeps a period, rather than emptying it, when the menu answer holds only other periods', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    vendor.route(`/v1/location/${DOC.union}/periods/${DOC.periods.unionDinner}`, {
      json: {
        status: 'success',
        menu: {
          periods: [
            { id: 'other-1', name: 'Breakfast', categories: [] },
            { id: 'other-2', name: 'Lunch', categories: [] },
          ],
        },
      },
    })
    const { warnings, context } = recordingContext()
    const days = await provider(vendor).fetchDay('2025-10-14', context)
    expect(days[1]).toMatchObject({ hall: { name: 'Union Market' }, keptMeals: ['Dinner'] })
    expect(warnings).toEqual([
      expect.stringMatching(/^Union Market: Dinner menu of 2025-10-14: .*has no period "Dinner"/),
    ])
  })

  it('fails a location whose every period failed', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    vendor.route(`/v1/location/${DOC.union}/periods/${DOC.periods.unionDinner}`, { status: 500 })
    vendor.route(`/v1/location/${DOC.union}/periods`, {
      json: { status: 'success', periods: [{ id: DOC.periods.unionDinner, name: 'Dinner' }] },
    })
    const { warnings, context } = recordingContext()
    const days = await provider(vendor).fetchDay('2025-10-14', context)
    expect(days.map((d) => d.hall.name)).toEqual(['Heritage Commons'])
    expect(warnings).toEqual([
      expect.stringMatching(/^Union Market: Dinner menu of 2025-10-14: .*; kept what was there$/),
    ])
  })

  it('keeps a period whose menu answers 404 on v4 and v1 as not published, and imports the others', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    vendor.route(`/v4/locations/${DOC.heritage}/menu?date=2025-10-14&period=${DOC.periods.heritageEveryday}`, {
      status: 404,
      json: { error: 'no menu' },
    })
    const { warnings, notes, context } = recordingContext()
    const days = await provider(vendor).fetchDay('2025-10-14', context)
    expect(days.map((d) => [d.hall.name, d.meals.map((m) => m.name), d.keptMeals])).toEqual([
      ['Heritage Commons', ['Breakfast', 'Lunch'], ['Everyday']],
      ['Union Market', ['Lunch', 'Dinner'], undefined],
    ])
    expect(warnings).toEqual([])
    expect(notes).toEqual([
      expect.stringMatching(
        /^Heritage Commons: Everyday: not published \(Everyday menu of 2025-10-14: v4 .* answered 404; v1 .* answered 404\)$/,
      ),
    ])
  })

  it('gives no day for a location none of whose period menus is published', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    vendor.route(`/v4/locations/${DOC.heritage}/menu`, { status: 404, json: { error: 'no menu' } })
    const { warnings, notes, context } = recordingContext()
    const days = await provider(vendor).fetchDay('2025-10-14', context)
    expect(days.map((d) => d.hall.name)).toEqual(['Union Market'])
    expect(warnings).toEqual([])
    expect(notes.map((n) => n.split(' (')[0])).toEqual([
      'Heritage Commons: Breakfast: not published',
      'Heritage Commons: Lunch: not published',
      'Heritage Commons: Everyday: not published',
    ])
  })

  it('notes a location whose periods answer 404 on v4 and v1, without failing the date', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    const { warnings, notes, context } = recordingContext()
    // No fixture answers for 2025-10-20: both generations answer 404 for both locations.
    const days = await provider(vendor).fetchDay('2025-10-20', context)
    expect(days).toEqual([])
    expect(warnings).toEqual([])
    expect(notes).toEqual([
      expect.stringMatching(
        /^Heritage Commons: no menu published for 2025-10-20 \(periods of 2025-10-20: v4 .* 404; v1 .* 404\)$/,
      ),
      expect.stringMatching(/^Union Market: no menu published for 2025-10-20 /),
    ])
  })

  it('takes a 24-hex site id as is, and finds the site by slug (any case) otherwise', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    await provider(vendor, { site: DOC.siteId }).fetchDay('2025-10-15')
    expect(vendor.hits('/v4/sites/public')).toBe(0)
    await provider(vendor, { site: 'StateU' }).fetchDay('2025-10-15')
    expect(vendor.hits('/v4/sites/public')).toBe(1)
    const missing = await provider(vendor, { site: 'nowhere' })
      .fetchDay('2025-10-15')
      .then(
        () => null,
        (e: Error) => e.message,
      )
    expect(missing).toBe(
      'site: v4 no public site has the slug or name "nowhere"; v1 no public site has the slug or name "nowhere"',
    )
  })

  it('falls back to the v1 site and location lists, keeping only locations that show menus', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    vendor.route('/v4/sites/public', { status: 500 })
    vendor.route(`/v4/sites/${DOC.siteId}/locations-public`, { status: 503 })
    const days = await provider(vendor).fetchDay('2025-10-15')
    expect(days.map((d) => d.hall.name)).toEqual(['Heritage Commons', 'Union Market'])
    expect(vendor.hits('/v1/locations/all_locations')).toBe(1)
    expect(vendor.requests.find((r) => r.startsWith('/v1/locations/all_locations'))).toBe(
      `/v1/locations/all_locations?platform=0&site_id=${DOC.siteId}&for_menus=true&with_address=false&with_buildings=true`,
    )
  })

  it('keeps only DINEONCAMPUS_LOCATIONS, matched by name (any case) or id', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    const byName = await provider(vendor, { locations: ['union market'] }).fetchDay('2025-10-15')
    expect(byName.map((d) => d.hall.name)).toEqual(['Union Market'])
    const byId = await provider(vendor, { locations: [DOC.heritage] }).fetchDay('2025-10-15')
    expect(byId.map((d) => d.hall.name)).toEqual(['Heritage Commons'])
    const none = await provider(vendor, { locations: ['Nowhere Hall'] })
      .fetchDay('2025-10-15')
      .then(
        () => null,
        (e: Error) => e.message,
      )
    expect(none).toBe('none of DINEONCAMPUS_LOCATIONS (Nowhere Hall) is a location of the site')
  })

  it('uses MENU_SERVING_WINDOWS for the meals it names', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    const days = await provider(vendor, { servingWindows: { lunch: { start: '11:30', end: '13:30' } } }).fetchDay(
      '2025-10-14',
    )
    expect(days[0]?.meals.map((m) => [m.name, m.window])).toEqual([
      ['Breakfast', { start: '07:00', end: '10:00' }],
      ['Lunch', { start: '11:30', end: '13:30' }],
      ['Everyday', { start: '00:00', end: '24:00' }],
    ])
  })

  it('asks v1 directly once v4 has failed three times with server errors', async () => {
    const vendor = await startVendorServer({
      ...dineOnCampusRoutes(),
      '/v4/sites/public': { status: 502 },
      [`/v4/sites/${DOC.siteId}/locations-public`]: { status: 502 },
      [`/v4/locations/${DOC.heritage}/periods/`]: { status: 502 },
      [`/v1/location/${DOC.heritage}/periods`]: {
        json: { status: 'success', periods: [{ id: DOC.periods.heritageLunch, name: 'Lunch' }] },
      },
      [`/v1/location/${DOC.heritage}/periods/${DOC.periods.heritageLunch}`]: {
        json: {
          status: 'success',
          menu: { periods: { id: DOC.periods.heritageLunch, name: 'Lunch', categories: [] } },
        },
      },
    })
    await provider(vendor, { locations: [DOC.heritage] }).fetchDay('2025-10-15')
    // sites, locations and Heritage's periods failed on v4; its Lunch menu went to v1 directly.
    expect(vendor.hits(`/v4/locations/${DOC.heritage}/menu`)).toBe(0)
    expect(vendor.hits(`/v1/location/${DOC.heritage}/periods/${DOC.periods.heritageLunch}`)).toBe(1)
  })

  it("puts the vendor's ids in its request URLs encoded, so an id cannot change the path or the query", async () => {
    const location = 'a/../../sites/x?date=1999-01-01#'
    const period = 'p&date=1999-01-01'
    const encodedLocation = 'a%2F..%2F..%2Fsites%2Fx%3Fdate%3D1999-01-01%23'
    const vendor = await startVendorServer({
      ...dineOnCampusRoutes(),
      [`/v4/sites/${DOC.siteId}/locations-public`]: { json: { locations: [{ id: location, name: 'Trick Hall' }] } },
      [`/v4/locations/${encodedLocation}/periods/`]: { json: { periods: [{ id: period, name: 'Lunch' }] } },
    })
    await provider(vendor).fetchDay('2025-10-14')
    expect(vendor.requests).toContain(`/v4/locations/${encodedLocation}/periods/?date=2025-10-14`)
    expect(vendor.requests).toContain(
      `/v4/locations/${encodedLocation}/menu?date=2025-10-14&period=p%26date%3D1999-01-01`,
    )
    expect(
      vendor.requests.filter((request) => request.includes('1999-01-01&') || request.endsWith('=1999-01-01')),
    ).toEqual([])
  })
})
