import { join } from 'node:path'
import type { VendorReply, VendorRoute } from './vendor-server'

/**
 * The two vendors as the fixture files describe them (docs/menu-providers.md#fixtures), as routes for
 * startVendorServer. Every test may replace a route to play an outage or a change.
 */
const FIXTURES = join(import.meta.dirname, '..', 'src', 'modules', 'menus', 'providers', 'fixtures')

export const dineOnCampusFixture = (name: string): VendorReply => ({ file: join(FIXTURES, 'dineoncampus', name) })
export const nutrisliceFixture = (name: string): VendorReply => ({ file: join(FIXTURES, 'nutrislice', name) })

export const DOC = {
  siteSlug: 'stateu',
  siteId: '5e8a1b2c3d4e5f6a7b8c9d0e',
  heritage: '65f0aa11bb22cc33dd44ee55',
  union: '65f0aa11bb22cc33dd44ee66',
  periods: {
    heritageBreakfast: '68e0aa11bb22cc33dd44ee01',
    heritageLunch: '68e0aa11bb22cc33dd44ee02',
    heritageEveryday: '68e0aa11bb22cc33dd44ee03',
    unionLunch: '6701aa00bb11cc22dd33ee44',
    unionDinner: '6701aa00bb11cc22dd33ee46',
    unionEveryday: '6701aa00bb11cc22dd33ee48',
  },
} as const

const byDate =
  (answers: Record<string, VendorReply>, otherwise: VendorReply = { status: 404, json: { error: 'no menu' } }) =>
  (url: URL): VendorReply =>
    answers[url.searchParams.get('date') ?? ''] ?? otherwise

/**
 * DineOnCampus on `/v4` and `/v1`: Heritage Commons answers on v4; Union Market only on v1 (its v4
 * calls answer 404 and 403). 2025-10-14 is a full day, 2025-10-15 is closed, and on 2025-10-16
 * Heritage sends a malformed v4 answer and a Cloudflare page on v1, Union a lasting 500.
 */
export function dineOnCampusRoutes(): Record<string, VendorRoute> {
  const { heritage, union, periods } = DOC
  return {
    '/v4/sites/public': dineOnCampusFixture('sites-public.json'),
    [`/v4/sites/${DOC.siteId}/locations-public`]: dineOnCampusFixture('locations-public.v4.json'),
    '/v1/sites/public': dineOnCampusFixture('sites-public.json'),
    '/v1/locations/all_locations': dineOnCampusFixture('all-locations.v1.json'),

    [`/v4/locations/${heritage}/periods/`]: byDate({
      '2025-10-14': dineOnCampusFixture('heritage.periods.v4.2025-10-14.json'),
      '2025-10-15': dineOnCampusFixture('heritage.periods.v4.2025-10-15.json'),
      '2025-10-16': dineOnCampusFixture('malformed.periods.v4.json'),
    }),
    [`/v4/locations/${heritage}/menu`]: (url) => {
      const date = url.searchParams.get('date')
      const period = url.searchParams.get('period')
      if (date === '2025-10-14' && period === periods.heritageBreakfast) {
        return dineOnCampusFixture('heritage.breakfast.v4.2025-10-14.json')
      }
      if (date === '2025-10-14' && period === periods.heritageLunch) {
        return dineOnCampusFixture('heritage.lunch.v4.2025-10-14.json')
      }
      if (date === '2025-10-14' && period === periods.heritageEveryday) {
        return dineOnCampusFixture('heritage.everyday.v4.2025-10-14.json')
      }
      if (date === '2025-10-15') return dineOnCampusFixture('heritage.lunch.v4.2025-10-15.closed.json')
      return { status: 404, json: { error: 'no menu' } }
    },
    [`/v1/location/${heritage}/periods`]: byDate({
      '2025-10-16': { ...dineOnCampusFixture('cloudflare-challenge.html'), status: 200 },
    }),

    [`/v4/locations/${union}/periods/`]: { status: 404, json: { error: 'location not found' } },
    [`/v4/locations/${union}/menu`]: { status: 403, body: 'Forbidden' },
    [`/v1/location/${union}/periods`]: byDate({
      '2025-10-14': dineOnCampusFixture('union.periods.v1.2025-10-14.json'),
      '2025-10-15': dineOnCampusFixture('union.periods.v1.2025-10-15.closed.json'),
      '2025-10-16': { status: 500, json: { status: 'error' } },
    }),
    [`/v1/location/${union}/periods/${periods.unionDinner}`]: byDate({
      '2025-10-14': dineOnCampusFixture('union.dinner.v1.2025-10-14.json'),
    }),
    [`/v1/location/${union}/periods/${periods.unionEveryday}`]: byDate({
      '2025-10-14': dineOnCampusFixture('union.everyday.v1.2025-10-14.json'),
    }),
  }
}

export const NUTRISLICE = { district: 'stateu-dining' } as const

/**
 * Nutrislice: North Dining Hall with Breakfast, Lunch and HS Lunch (whose URL template uses numeric
 * ids), South Cafe with Lunch; every week asked for by its Sunday, 2025-10-12.
 */
export function nutrisliceRoutes(): Record<string, VendorRoute> {
  const week = (school: string, type: string) => `/menu/api/weeks/school/${school}/menu-type/${type}/2025/10/12/`
  return {
    '/menu/api/schools/': nutrisliceFixture('schools.json'),
    [week('north-dining-hall', 'breakfast')]: nutrisliceFixture('week.north.breakfast.json'),
    [week('north-dining-hall', 'lunch')]: nutrisliceFixture('week.north.lunch.json'),
    [week('4102', '2205')]: nutrisliceFixture('week.north.hs-lunch.json'),
    [week('south-cafe', 'lunch')]: nutrisliceFixture('week.south.lunch.json'),
  }
}

export const LAKEVIEW = {
  district: 'lakeview-schools',
  /** Lakeview High's Catering menu type is not published that week: its week answers 404. */
  cateringWeek: '/menu/api/weeks/school/lakeview-high/menu-type/catering/2025/10/12/',
} as const

/**
 * A second Nutrislice district: Lakeview High with Breakfast, Lunch, Dinner and Catering, Birch
 * Elementary with Breakfast and Lunch; one item a menu type on each weekday of the week of
 * 2025-10-12 (Monday 13 to Friday 17), except Catering, whose week answers 404.
 */
export function lakeviewRoutes(): Record<string, VendorRoute> {
  const fixture = (name: string) => nutrisliceFixture(join('lakeview', name))
  const week = (school: string, type: string) => `/menu/api/weeks/school/${school}/menu-type/${type}/2025/10/12/`
  return {
    '/menu/api/schools/': fixture('schools.json'),
    [week('lakeview-high', 'breakfast')]: fixture('week.high.breakfast.json'),
    [week('lakeview-high', 'lunch')]: fixture('week.high.lunch.json'),
    [week('lakeview-high', 'dinner')]: fixture('week.high.dinner.json'),
    [LAKEVIEW.cateringWeek]: { status: 404, json: { detail: 'Not found.' } },
    [week('birch-elementary', 'breakfast')]: fixture('week.birch.breakfast.json'),
    [week('birch-elementary', 'lunch')]: fixture('week.birch.lunch.json'),
  }
}
