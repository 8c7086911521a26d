import { addDays, FavouriteSchema, FavouritesResponseSchema } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { countRows, userDataCounts } from '../../../test/counts'
import { buildHallDay, buildItem } from '../../../test/factories'
import { createUser, loginAs, testOrigin } from '../../../test/login'
import { TEST_TZ } from '../../../test/test-config'
import type { AppInstance } from '../../app-types'
import { favourites } from '../../db/schema/index'
import { campusToday } from '../../lib/campus-dates'
import { USER_WRITE_LIMITED } from '../../plugins/rate-limit'
import { importHallDay } from '../menus/menus.import'

const TODAY = campusToday(TEST_TZ)
const NORTH = { id: 'hall-north', name: 'North Commons', position: 0 }
const SOUTH = { id: 'hall-south', name: 'South Hall', position: 1 }
const TIKKA = 'Chicken Tikka Masala'

/** One hall's day with the given dishes at its Grill for Lunch; ids are the day's own (decision 014). */
async function serve(app: AppInstance, date: string, names: string[], hall = NORTH) {
  const items = names.map((name) => buildItem({ id: `${hall.id}-${date}-${name}`, name }))
  await importHallDay(
    app.db,
    'test',
    buildHallDay({
      hall,
      date,
      meals: [{ name: 'Lunch', window: { start: '11:00', end: '15:00' }, stations: [{ name: 'Grill', items }] }],
    }),
  )
}

async function signedIn(app: AppInstance) {
  return loginAs(app, await createUser(app))
}

function call(app: AppInstance, method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, body?: unknown) {
  return app.inject({
    method,
    url,
    headers: {
      ...testOrigin(app),
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
}

const star = (app: AppInstance, cookie: string | undefined, body: unknown) =>
  call(app, 'POST', '/api/favourites', cookie, body)
const list = async (app: AppInstance, cookie: string) =>
  FavouritesResponseSchema.parse((await call(app, 'GET', '/api/favourites', cookie)).json()).favourites

describe('POST /api/favourites and GET /api/favourites', () => {
  it('stars a dish on one day and finds it on the other days it is served, with how often it returns', async () => {
    const app = await buildTestApp()
    await serve(app, addDays(TODAY, -16), [TIKKA, 'Rice'])
    await serve(app, addDays(TODAY, -8), [TIKKA])
    await serve(app, addDays(TODAY, -1), ['Rice'])
    await serve(app, TODAY, ['Chicken tikka masala', 'Rice'])
    await serve(app, addDays(TODAY, 3), [TIKKA])
    await serve(app, addDays(TODAY, 3), [TIKKA], SOUTH)
    const cookie = await signedIn(app)

    const res = await star(app, cookie, { dining_hall: NORTH.name, name: TIKKA })

    expect(res.statusCode).toBe(200)
    const favourite = FavouriteSchema.parse(res.json())
    expect(favourite).toMatchObject({
      dining_hall: NORTH.name,
      name: TIKKA,
      upcoming: [
        { date: TODAY, meal_name: 'Lunch', station: 'Grill' },
        { date: addDays(TODAY, 3), meal_name: 'Lunch', station: 'Grill' },
      ],
      last_served: addDays(TODAY, -8),
      times_served: 2,
      usual_gap_days: 8,
    })
    expect(await list(app, cookie)).toEqual([favourite])
  })

  it('keeps one favourite when the same dish is starred again under another spelling', async () => {
    const app = await buildTestApp()
    await serve(app, TODAY, [TIKKA])
    const cookie = await signedIn(app)
    const first = FavouriteSchema.parse((await star(app, cookie, { dining_hall: NORTH.name, name: TIKKA })).json())
    const again = await star(app, cookie, { dining_hall: NORTH.name, name: '  chicken  TIKKA masala ' })
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.id)
    expect(await countRows(app, favourites)).toBe(1)
  })

  it('finds the hall under another casing, as one favourite, like the star on the menu does', async () => {
    const app = await buildTestApp()
    await serve(app, TODAY, [TIKKA])
    const cookie = await signedIn(app)
    const first = FavouriteSchema.parse((await star(app, cookie, { dining_hall: 'north commons', name: TIKKA })).json())
    expect(first.upcoming).toEqual([{ date: TODAY, meal_name: 'Lunch', station: 'Grill' }])

    const again = await star(app, cookie, { dining_hall: NORTH.name, name: TIKKA })
    expect(again.json().id).toBe(first.id)
    expect(await countRows(app, favourites)).toBe(1)
    expect(await list(app, cookie)).toMatchObject([{ id: first.id, upcoming: first.upcoming }])
  })

  it('lists a serving once when the menu names the dish there under two spellings', async () => {
    const app = await buildTestApp()
    await serve(app, TODAY, [TIKKA, 'chicken tikka masala'])
    const cookie = await signedIn(app)
    await star(app, cookie, { dining_hall: NORTH.name, name: TIKKA })
    expect(await list(app, cookie)).toMatchObject([
      { upcoming: [{ date: TODAY, meal_name: 'Lunch', station: 'Grill' }], times_served: 0 },
    ])
  })

  it('lists a favourite that is not on any imported menu as never served', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    await star(app, cookie, { dining_hall: SOUTH.name, name: 'Lemon Tart' })
    expect(await list(app, cookie)).toMatchObject([
      { name: 'Lemon Tart', upcoming: [], last_served: null, times_served: 0, usual_gap_days: null },
    ])
  })

  it('keeps each user’s favourites to that user', async () => {
    const app = await buildTestApp()
    const mine = await signedIn(app)
    const theirs = await signedIn(app)
    await star(app, mine, { dining_hall: NORTH.name, name: TIKKA })
    expect(await list(app, theirs)).toEqual([])
    expect(await list(app, mine)).toHaveLength(1)
  })

  it('answers 409 at the 201st favourite and stores nothing', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const cookie = await loginAs(app, user)
    const createdAt = new Date()
    await app.db.insert(favourites).values(
      Array.from({ length: 200 }, (_, i) => ({
        userId: user.id,
        diningHall: NORTH.name,
        name: `Dish ${i}`,
        dishKey: `dish ${i}`,
        createdAt,
      })),
    )
    const res = await star(app, cookie, { dining_hall: NORTH.name, name: TIKKA })
    expect(res.statusCode).toBe(409)
    expect(res.json().detail).toBe('You can keep at most 200 favourites. Remove one to add another.')
    expect(await countRows(app, favourites)).toBe(200)
  })
})

describe('DELETE /api/favourites/:id', () => {
  it('removes the user’s own favourite', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    const { id } = (await star(app, cookie, { dining_hall: NORTH.name, name: TIKKA })).json()
    const res = await call(app, 'DELETE', `/api/favourites/${id}`, cookie)
    expect(res.statusCode).toBe(200)
    expect(await list(app, cookie)).toEqual([])
  })

  it('answers 404 for another user’s favourite and leaves it', async () => {
    const app = await buildTestApp()
    const owner = await signedIn(app)
    const other = await signedIn(app)
    const { id } = (await star(app, owner, { dining_hall: NORTH.name, name: TIKKA })).json()
    const res = await call(app, 'DELETE', `/api/favourites/${id}`, other)
    expect(res.statusCode).toBe(404)
    expect(await list(app, owner)).toHaveLength(1)
  })
})

describe('favourites need a session, valid input and a calm pace', () => {
  it.each([
    ['GET', '/api/favourites'],
    ['POST', '/api/favourites'],
    ['DELETE', '/api/favourites/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const app = await buildTestApp()
    const res = await call(app, method, url, undefined, method === 'POST' ? { dining_hall: 'A', name: 'B' } : undefined)
    expect(res.statusCode).toBe(401)
    expect(await countRows(app, favourites)).toBe(0)
  })

  const good = { dining_hall: NORTH.name, name: TIKKA }
  it.each([
    ['malformed JSON', '{"name": ', 400],
    ['an array', '[]', 400],
    ['an empty object', '{}', 400],
    ['a missing hall', { name: TIKKA }, 400],
    ['a missing name', { dining_hall: NORTH.name }, 400],
    ['a number for the name', { ...good, name: 42 }, 400],
    ['an empty name', { ...good, name: '   ' }, 400],
    ['a name over 200 characters', { ...good, name: 'x'.repeat(201) }, 400],
    ['a NUL character', { ...good, name: 'Tikka\u0000' }, 400],
    ['an unknown field', { ...good, user_id: '00000000-0000-4000-8000-000000000000' }, 400],
    ['a huge body', { ...good, pad: 'x'.repeat(20_000) }, 413],
  ])('refuses %s and stores nothing', async (_name, body, status) => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    const before = await userDataCounts(app)
    const res = await star(app, cookie, body)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toHaveProperty('detail')
    expect(await userDataCounts(app)).toEqual(before)
  })

  it('refuses a favourite id that is not a uuid', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    expect((await call(app, 'DELETE', '/api/favourites/not-an-id', cookie)).statusCode).toBe(400)
  })

  it('refuses a star from another origin', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    const res = await app.inject({
      method: 'POST',
      url: '/api/favourites',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify(good),
    })
    expect(res.statusCode).toBe(403)
    expect(await countRows(app, favourites)).toBe(0)
  })

  it('limits stars and removals per user with 429, counting each user apart', async () => {
    const app = await buildTestApp(
      {},
      { rateLimitOverrides: { favourites: { perUser: { max: 3, windowMs: 60_000 } } } },
    )
    const cookie = await signedIn(app)
    const other = await signedIn(app)
    for (const name of ['A', 'B', 'C']) {
      expect((await star(app, cookie, { dining_hall: NORTH.name, name })).statusCode).toBe(200)
    }
    const refused = await star(app, cookie, { dining_hall: NORTH.name, name: 'D' })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect(refused.json()).toEqual({ detail: USER_WRITE_LIMITED })
    expect((await list(app, cookie)).map((f) => f.name).sort()).toEqual(['A', 'B', 'C'])
    expect((await star(app, other, { dining_hall: NORTH.name, name: 'D' })).statusCode).toBe(200)
  })
})

describe('favourites leave with the account and go with the export', () => {
  it('deletes the user’s favourites with the account and keeps another user’s', async () => {
    const app = await buildTestApp()
    const before = await userDataCounts(app)
    const leaving = await signedIn(app)
    await star(app, leaving, { dining_hall: NORTH.name, name: TIKKA })
    await star(app, leaving, { dining_hall: SOUTH.name, name: 'Lemon Tart' })
    expect((await call(app, 'DELETE', '/api/account', leaving)).statusCode).toBe(200)
    expect(await userDataCounts(app)).toEqual(before)

    const staying = await signedIn(app)
    const leavingToo = await signedIn(app)
    await star(app, staying, { dining_hall: NORTH.name, name: TIKKA })
    await star(app, leavingToo, { dining_hall: NORTH.name, name: TIKKA })
    await call(app, 'DELETE', '/api/account', leavingToo)
    expect(await list(app, staying)).toHaveLength(1)
    expect(await countRows(app, favourites)).toBe(1)
  })

  it('exports the favourites with the profile, in JSON and CSV', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    await star(app, cookie, { dining_hall: NORTH.name, name: TIKKA })
    const selections = { weight: false, meals: false, profile: true }
    const json = await call(app, 'POST', '/api/export-data', cookie, { format: 'json', selections })
    expect(json.json().favourites).toEqual([{ dining_hall: NORTH.name, name: TIKKA, created_at: expect.any(String) }])
    const csv = await call(app, 'POST', '/api/export-data', cookie, { format: 'csv', selections })
    expect(csv.body).toContain('Favourites')
    expect(csv.body).toContain(`North Commons,${TIKKA}`)
    const withoutProfile = await call(app, 'POST', '/api/export-data', cookie, {
      format: 'json',
      selections: { weight: false, meals: true, profile: false },
    })
    expect(withoutProfile.json()).not.toHaveProperty('favourites')
  })
})
