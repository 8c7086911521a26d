import { gunzipSync } from 'node:zlib'
import { AvailableOptionsSchema, FoodListSchema } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { buildHallDay, buildItem, buildMeal } from '../../../test/factories'
import type { AppInstance } from '../../app-types'
import { menuItems } from '../../db/schema/index'
import { importHallDay } from './menus.import'

const DATE = '2025-07-20'

async function seed(app: AppInstance) {
  await importHallDay(
    app.db,
    'test',
    buildHallDay({
      hall: { id: 'north', name: 'North Commons', position: 0 },
      meals: [
        buildMeal('Dinner', { window: { start: '17:00', end: '21:00' } }),
        buildMeal('Breakfast', { window: { start: '07:00', end: '10:00' } }),
        buildMeal('Late Night', { window: { start: '21:00', end: '24:00' } }),
        buildMeal('Lunch'),
        buildMeal('Brunch', { stations: [] }),
      ],
    }),
  )
  await importHallDay(
    app.db,
    'test',
    buildHallDay({
      hall: { id: 'market', name: 'Riverside Market', position: 1 },
      meals: [
        buildMeal('Everyday', {
          window: { start: '00:00', end: '24:00' },
          stations: [
            {
              name: 'Deli',
              items: [
                buildItem({ id: 'turkey', name: 'Turkey Club' }),
                buildItem({
                  id: 'mystery',
                  name: 'Chef Special',
                  nutrients: { calories: 500 },
                  description: undefined,
                }),
              ],
            },
          ],
        }),
      ],
    }),
  )
}

const get = (app: AppInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

describe('GET /api/available-options', () => {
  it('lists the halls of the date and their meals in the product’s meal order, with serving windows', async () => {
    const app = await buildTestApp()
    await seed(app)
    const res = await get(app, `/api/available-options?date=${DATE}`)
    expect(res.statusCode).toBe(200)
    const body = AvailableOptionsSchema.parse(res.json())
    expect(body.dining_halls).toEqual(['North Commons', 'Riverside Market'])
    // Brunch has no items, so it is not offered.
    expect(body.meal_types_by_hall['North Commons']).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Late Night'])
    expect(body.meal_types_by_hall['Riverside Market']).toEqual(['Everyday'])
    expect(body.serving_windows_by_hall['North Commons']?.['Late Night']).toEqual({ start: '21:00', end: '24:00' })
  })

  it('answers an empty list for a date without menus', async () => {
    const app = await buildTestApp()
    const res = await get(app, '/api/available-options?date=2030-01-01')
    expect(res.json()).toEqual({ dining_halls: [], meal_types_by_hall: {}, serving_windows_by_hall: {} })
  })
})

describe('GET /foods', () => {
  it('lists the items of a hall and meal in menu order with the product’s fields', async () => {
    const app = await buildTestApp()
    await seed(app)
    const res = await get(app, `/foods?dining_hall=North%20Commons&meal_name=Lunch&date=${DATE}`)
    expect(res.statusCode).toBe(200)
    const foods = FoodListSchema.parse(res.json())
    expect(foods).toHaveLength(3)
    expect(foods.map((f) => f.station)).toEqual(['Grill', 'Grill', 'Salad Bar'])
    expect(foods[0]).toMatchObject({
      portion_size: '1 cup',
      labels: ['protein'],
      allergens: ['wheat'],
      ingredients: ['Chicken', 'Rice'],
      trackable: true,
      dining_hall: 'North Commons',
      meal_name: 'Lunch',
      date: DATE,
    })
    expect(typeof foods[0]?.nutrients.calories).toBe('number')
    expect(foods[0]?.station_id).toBe(foods[1]?.station_id)
  })

  it('leaves unknown values out instead of sending "-" or ""', async () => {
    const app = await buildTestApp()
    await seed(app)
    const foods = (await get(app, `/foods?dining_hall=Riverside%20Market&meal_name=Everyday&date=${DATE}`)).json()
    const mystery = foods.find((f: { id: string }) => f.id === 'mystery')
    expect(mystery.nutrients).toEqual({ calories: 500 })
    expect(mystery.trackable).toBe(false)
    expect(mystery).not.toHaveProperty('description')
    expect(JSON.stringify(foods)).not.toMatch(/"-"|:""/)
  })

  it('lists every item of the date when only the date is given', async () => {
    const app = await buildTestApp()
    await seed(app)
    const foods = (await get(app, `/foods?date=${DATE}`)).json()
    expect(foods).toHaveLength(4 * 3 + 2)
  })

  it.each([
    ['an unknown hall', `/foods?dining_hall=Nowhere&meal_name=Lunch&date=${DATE}`],
    ['an unknown meal', `/foods?dining_hall=North%20Commons&meal_name=Supper&date=${DATE}`],
    ['a date without menus', '/foods?dining_hall=North%20Commons&meal_name=Lunch&date=2031-03-03'],
  ])('answers an empty list for %s', async (_case, url) => {
    const app = await buildTestApp()
    await seed(app)
    const res = await get(app, url)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
  })

  it('answers 304 to a client that has the current version, and a new ETag after an import changes the day', async () => {
    const app = await buildTestApp()
    await seed(app)
    const url = `/foods?dining_hall=North%20Commons&meal_name=Lunch&date=${DATE}`
    const first = await get(app, url)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers['cache-control']).toBe('no-cache')
    const again = await get(app, url, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    await importHallDay(
      app.db,
      'test',
      buildHallDay({ hall: { id: 'north', name: 'North Commons' }, meals: [buildMeal('Lunch')] }),
    )
    app.menuCache.invalidateDate(DATE)
    const changed = await get(app, url, { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
  })

  it('sends gzip to clients that accept it', async () => {
    const app = await buildTestApp()
    await seed(app)
    const url = `/foods?date=${DATE}`
    const plain = await get(app, url)
    const zipped = await get(app, url, { 'accept-encoding': 'gzip, br' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toMatch(/accept-encoding/i)
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body)
  })
})

describe('bad input to the menu endpoints', () => {
  it.each([
    ['no date', '/api/available-options', 'date'],
    ['a malformed date', '/api/available-options?date=2025-7-20', 'date'],
    ['an impossible date', '/api/available-options?date=2025-02-30', 'date'],
    ['a date with a time', '/api/available-options?date=2025-07-20T10:00:00Z', 'date'],
    ['two dates', '/api/available-options?date=2025-07-20&date=2025-07-21', 'date'],
    ['no date for foods', '/foods?dining_hall=North%20Commons&meal_name=Lunch', 'date'],
    ['an impossible date for foods', '/foods?date=2025-13-01', 'date'],
    ['an empty hall name', `/foods?dining_hall=&date=${DATE}`, 'dining_hall'],
    ['an overlong meal name', `/foods?meal_name=${'x'.repeat(201)}&date=${DATE}`, 'meal_name'],
  ])('answers 400 with a detail for %s and changes nothing', async (_case, url, field) => {
    const app = await buildTestApp()
    await seed(app)
    const before = await app.db.select().from(menuItems)
    const res = await get(app, url)
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.detail).toMatch(new RegExp(`^${field}: `))
    expect(body.errors[0].field).toBe(field)
    expect(res.body).not.toMatch(/stack|at .+\.ts/)
    expect(await app.db.select().from(menuItems)).toEqual(before)
  })

  it('answers 404 with a detail for an unknown API path', async () => {
    const app = await buildTestApp()
    const res = await get(app, '/api/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ detail: 'Not found' })
  })
})
