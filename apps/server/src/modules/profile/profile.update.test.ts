import {
  ALLERGENS,
  CurrentUserSchema,
  EnergyTargetResponseSchema,
  MEAL_PREFERENCES,
  PROFILE_IMAGE_URL_MAX_LENGTH,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  PROFILE_NAME_MAX_LENGTH,
  ProfileSchema,
  SENSITIVITIES,
  STORED_IMAGE_URL_MESSAGE,
  WEIGHT_LOG_MESSAGES,
  WeightLogListSchema,
} from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildTestApp, testClock } from '../../../test/build-test-app'
import { imageOf, multipartFile } from '../../../test/images'
import { createUser, loginAs, testOrigin } from '../../../test/login'
import type { AppInstance } from '../../app-types'
import { weightLogs } from '../../db/schema/index'
import { PROFILE_BODY_LIMIT } from './profile.routes'

const M = PROFILE_MESSAGES

const FULL_PROFILE = {
  name: 'Ada Lovelace',
  sex: 'female',
  birthday: '2000-05-10',
  height: 65,
  weight: 150.5,
  weight_goal: 140,
  body_fat_percent: 24.5,
  activity_level: 'light',
  protein_ratio: 30,
  carb_ratio: 50,
  fat_ratio: 20,
  diet_type: 'vegetarian',
  meal_preference: ['High Protein'],
  cultural_preference: 'none',
  allergens: ['peanuts'],
  food_sensitivities: ['gluten'],
  allergy_notes: 'Cross-contact with peanuts too',
  weight_goal_type: 'lose',
  weight_goal_rate: 'custom',
  weight_goal_custom_rate: 0.8,
  hide_numbers: true,
}

async function signedIn(app: AppInstance) {
  const user = await createUser(app, { name: 'Ada Lovelace' })
  return { user, cookie: await loginAs(app, user) }
}

/** A string payload is sent as is, as JSON (malformed bodies); anything else is serialized. */
function put(app: AppInstance, cookie: string | undefined, payload: unknown) {
  const headers = { ...(cookie ? { cookie } : {}), ...testOrigin(app), 'content-type': 'application/json' }
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload)
  return app.inject({ method: 'PUT', url: '/api/profile', headers, body })
}

async function profileOf(app: AppInstance, cookie: string) {
  const res = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })
  expect(res.statusCode).toBe(200)
  return CurrentUserSchema.parse(res.json()).profile
}

describe('PUT /api/profile', () => {
  it('saves every field and GET answers them all', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    const res = await put(app, cookie, FULL_PROFILE)
    expect(res.statusCode).toBe(200)
    const expected = { ...FULL_PROFILE, image: null }
    expect(ProfileSchema.parse(res.json())).toEqual(expected)
    expect(await profileOf(app, cookie)).toEqual(expected)
  })

  it('changes only the fields sent', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    await put(app, cookie, FULL_PROFILE)
    expect((await put(app, cookie, { weight: 148, allergy_notes: null })).statusCode).toBe(200)
    expect(await profileOf(app, cookie)).toEqual({ ...FULL_PROFILE, image: null, weight: 148, allergy_notes: null })
    expect((await put(app, cookie, {})).statusCode).toBe(200)
    expect((await profileOf(app, cookie)).weight).toBe(148)
  })

  it('stores aliases canonically and the height as whole inches', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    const res = await put(app, cookie, {
      activity_level: 'very',
      diet_type: 'standard',
      allergens: ['dairy', 'soy', 'tree nuts', 'milk'],
      height: 70.5,
    })
    expect(res.statusCode).toBe(200)
    expect(await profileOf(app, cookie)).toMatchObject({
      activity_level: 'high',
      diet_type: 'regular',
      allergens: ['milk', 'soybeans', 'tree_nuts'],
      height: 71,
    })
  })

  it.each([
    ['weight', 49.9, M.weightRange],
    ['weight', 500.1, M.weightRange],
    ['weight', 150.25, M.weightDecimals],
    ['weight', '150', M.weightRange],
    ['weight_goal', 501, M.weightGoalRange],
    ['weight_goal', 140.55, M.weightGoalDecimals],
    ['body_fat_percent', 0.5, M.bodyFatRange],
    ['body_fat_percent', 60.5, M.bodyFatRange],
    ['body_fat_percent', 12.34, M.bodyFatDecimals],
    ['height', 35, M.heightTotal],
    ['height', 97, M.heightTotal],
    ['sex', 'other', M.sexRequired],
    ['birthday', '2001-02-29', M.birthdayInvalid],
    ['birthday', '1899-12-31', M.birthdayInvalid],
    ['birthday', '2026-01-01', M.birthdayInvalid],
    ['birthday', '2012-07-21', M.birthdayTooYoung],
    ['protein_ratio', 51, M.proteinRange],
    ['carb_ratio', 4, M.carbsRange],
    ['fat_ratio', 71, M.fatRange],
    ['weight_goal_custom_rate', 0, M.customRateRange],
    ['weight_goal_custom_rate', 10.5, M.customRateRange],
    ['allergy_notes', 'x'.repeat(1001), M.allergyNotesTooLong],
    ['allergy_notes', 'nuts\u0000', 'Must not contain the NUL character (\\u0000)'],
    ['name', 'A', 'Name must be at least 2 characters'],
    ['image', 'javascript:alert(1)', STORED_IMAGE_URL_MESSAGE],
    ['image', 'data:image/png;base64,iVBORw0KGgo=', STORED_IMAGE_URL_MESSAGE],
    ['image', 'data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E', STORED_IMAGE_URL_MESSAGE],
    ['image', '/static/../api/profile', STORED_IMAGE_URL_MESSAGE],
    ['image', '/static/images/%2e%2e/x.webp', STORED_IMAGE_URL_MESSAGE],
    ['image', 'http://photos.example.com/a.png', STORED_IMAGE_URL_MESSAGE],
    ['image', 'https://photos.example.com/a.png', STORED_IMAGE_URL_MESSAGE],
    ['image', 'https://googleusercontent.com.evil.test/a.png', STORED_IMAGE_URL_MESSAGE],
    ['hide_numbers', 'yes', M.hideNumbers],
  ])('refuses %s = %j with “%s” and saves nothing', async (field, value, message) => {
    // Campus day 2025-07-20: a birthday on 2012-07-21 is one day short of 13.
    const app = await buildTestApp({}, { now: testClock().now })
    const { cookie } = await signedIn(app)
    await put(app, cookie, FULL_PROFILE)
    const res = await put(app, cookie, { weight: 120, [field]: value })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.errors).toContainEqual({ field, message })
    expect(typeof body.detail).toBe('string')
    expect(await profileOf(app, cookie)).toEqual({ ...FULL_PROFILE, image: null })
  })

  it('accepts a birthday exactly 13 years before the campus day', async () => {
    const app = await buildTestApp({}, { now: testClock().now })
    const { cookie } = await signedIn(app)
    expect((await put(app, cookie, { birthday: '2012-07-20' })).statusCode).toBe(200)
  })

  it('requires the ratios to add up to 100 when all three are sent', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    const res = await put(app, cookie, { protein_ratio: 30, carb_ratio: 50, fat_ratio: 25 })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toContainEqual({ field: 'protein_ratio', message: M.ratiosTotal })
    expect((await profileOf(app, cookie)).protein_ratio).toBeNull()
    expect((await put(app, cookie, { protein_ratio: 35 })).statusCode).toBe(200)
  })

  it('never touches another user’s profile', async () => {
    const app = await buildTestApp()
    const ada = await signedIn(app)
    const grace = await createUser(app, { name: 'Grace Hopper' })
    const graceCookie = await loginAs(app, grace)
    await put(app, ada.cookie, FULL_PROFILE)
    const graceProfile = await profileOf(app, graceCookie)
    expect(graceProfile.name).toBe('Grace Hopper')
    expect(graceProfile.weight).toBeNull()
  })

  it('answers 401 without a session', async () => {
    const app = await buildTestApp()
    const res = await put(app, undefined, { weight: 150 })
    expect(res.statusCode).toBe(401)
  })

  it.each([
    ['malformed JSON', '{"weight": 1', 400],
    ['an array', '[1,2]', 400],
    ['a string', '"weight"', 400],
    ['null', 'null', 400],
  ])('answers %s with %i and a detail', async (_case, body, status) => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    const res = await put(app, cookie, body)
    expect(res.statusCode).toBe(status)
    expect(typeof res.json().detail).toBe('string')
  })

  it('answers 401 without a session before it reads or checks the body', async () => {
    const app = await buildTestApp()
    const nested = `{"allergens":${'['.repeat(20_000)}${']'.repeat(20_000)}}`
    for (const body of ['{"weight": 1', nested, JSON.stringify({ allergy_notes: 'x'.repeat(9 * 1024 * 1024) })]) {
      const res = await put(app, undefined, body)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ detail: 'Not authenticated' })
    }
  })

  it('accepts the largest profile a client can send, well under the body limit', async () => {
    const app = await buildTestApp({}, { now: testClock().now })
    const { cookie } = await signedIn(app)
    // Every text at its longest: notes in characters JSON escapes as \u0001 (six bytes each).
    const largest = {
      ...FULL_PROFILE,
      name: '€'.repeat(PROFILE_NAME_MAX_LENGTH),
      image: `https://lh3.googleusercontent.com/${'a'.repeat(PROFILE_IMAGE_URL_MAX_LENGTH - 34)}`,
      allergy_notes: `a${'\u0001'.repeat(PROFILE_LIMITS.allergyNotesMaxLength - 2)}a`,
      meal_preference: [...MEAL_PREFERENCES, ...MEAL_PREFERENCES],
      allergens: [...ALLERGENS, ...ALLERGENS],
      food_sensitivities: [...SENSITIVITIES, ...SENSITIVITIES],
    }
    const bytes = Buffer.byteLength(JSON.stringify(largest))
    expect(bytes).toBeGreaterThan(8 * 1024)
    expect(bytes * 2).toBeLessThan(PROFILE_BODY_LIMIT)
    const res = await put(app, cookie, largest)
    expect(res.statusCode).toBe(200)
    expect(res.json().allergy_notes).toBe(largest.allergy_notes)
  })

  it('refuses fields that are not profile fields with 400 naming them, and saves nothing', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    await put(app, cookie, FULL_PROFILE)
    const res = await put(app, cookie, { weight: 120, email: 'thief@evil.test', padding: 'x'.repeat(1000) })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      detail: `body: ${M.unknownFields}: email, padding`,
      errors: [{ field: 'body', message: `${M.unknownFields}: email, padding` }],
    })
    expect(await profileOf(app, cookie)).toEqual({ ...FULL_PROFILE, image: null })
  })

  it('stores a photo the upload answered, a /static/ path and an https URL on an allowed host', async () => {
    const app = await buildTestApp({ imageHosts: ['*.googleusercontent.com', 'images.campus.test'] })
    const { cookie } = await signedIn(app)
    const file = multipartFile({ fileName: 'me.png', contentType: 'image/png', data: await imageOf('png') })
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/profile/image',
      headers: { ...testOrigin(app), cookie, ...file.headers },
      payload: file.payload,
    })
    expect(uploaded.statusCode).toBe(200)
    for (const image of [
      uploaded.json().url,
      '/static/avatars/default-1.png',
      'https://lh3.googleusercontent.com/a/photo=s96-c',
      'https://images.campus.test/u/1.jpg',
    ]) {
      const res = await put(app, cookie, { image })
      expect(res.statusCode).toBe(200)
      expect((await profileOf(app, cookie)).image).toBe(image)
    }
    const refused = await put(app, cookie, { image: 'https://cdn.images.campus.test/u/1.jpg' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual([{ field: 'image', message: STORED_IMAGE_URL_MESSAGE }])
    expect((await profileOf(app, cookie)).image).toBe('https://images.campus.test/u/1.jpg')
  })

  it('checks the ratios as a whole, merged with the stored ones', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    await put(app, cookie, FULL_PROFILE)
    const res = await put(app, cookie, { protein_ratio: 50, carb_ratio: 70 })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      detail: `protein_ratio: ${M.ratiosTotal}`,
      errors: [{ field: 'protein_ratio', message: M.ratiosTotal }],
    })
    expect((await put(app, cookie, { fat_ratio: 25 })).json().errors).toEqual([
      { field: 'fat_ratio', message: M.ratiosTotal },
    ])
    expect(await profileOf(app, cookie)).toEqual({ ...FULL_PROFILE, image: null })
    expect((await put(app, cookie, { protein_ratio: 40, carb_ratio: 40 })).statusCode).toBe(200)
    expect(await profileOf(app, cookie)).toMatchObject({ protein_ratio: 40, carb_ratio: 40, fat_ratio: 20 })
    // Cleared ratios fall back to the defaults as a whole: one alone can be saved.
    expect((await put(app, cookie, { carb_ratio: null })).statusCode).toBe(200)
    expect((await put(app, cookie, { protein_ratio: 45 })).statusCode).toBe(200)
  })

  it('answers a huge body with 413', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    for (const body of [
      { allergy_notes: 'x'.repeat(9 * 1024 * 1024) },
      { image: `data:image/png;base64,${'A'.repeat(PROFILE_BODY_LIMIT)}` },
    ]) {
      const res = await put(app, cookie, body)
      expect(res.statusCode).toBe(413)
      expect(res.json().detail).toBe('The request body is too large.')
    }
  })
})

describe('GET /api/profile/energy-target', () => {
  it('answers the target for a complete profile with the shared computation', async () => {
    const app = await buildTestApp({}, { now: testClock().now })
    const { cookie } = await signedIn(app)
    await put(app, cookie, FULL_PROFILE)
    const res = await app.inject({ method: 'GET', url: '/api/profile/energy-target', headers: { cookie } })
    expect(res.statusCode).toBe(200)
    const body = EnergyTargetResponseSchema.parse(res.json())
    // Female, 25 on 2025-07-20, 150.5 lbs, 65 in: BMR 1428.5 → 1429; × 1.375 = 1964; − 3500 × 0.8 ÷ 7 = 400.
    expect(body).toMatchObject({
      age: 25,
      bmr: 1429,
      activity_multiplier: 1.375,
      goal_direction: 'lose',
      goal_adjustment: -400,
      energy_target: 1564,
      floor_applied: false,
      missing: [],
    })
    expect(body.macro_grams).toEqual({ protein: 117, carbs: 196, fat: 35 })
  })

  it('answers what it can for an empty profile and lists what is missing', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    const res = await app.inject({ method: 'GET', url: '/api/profile/energy-target', headers: { cookie } })
    expect(res.statusCode).toBe(200)
    const body = EnergyTargetResponseSchema.parse(res.json())
    expect(body.energy_target).toBeNull()
    expect(body.missing).toEqual(['birthday', 'height', 'weight'])
    expect(body.defaulted).toEqual(['sex', 'activity_level', 'macro_ratios'])
  })

  it('answers 401 without a session', async () => {
    const app = await buildTestApp()
    expect((await app.inject({ method: 'GET', url: '/api/profile/energy-target' })).statusCode).toBe(401)
  })
})

describe('the weight log', () => {
  function post(app: AppInstance, cookie: string | undefined, payload: unknown) {
    return app.inject({
      method: 'POST',
      url: '/api/weight-log',
      headers: { ...(cookie ? { cookie } : {}), ...testOrigin(app) },
      payload: payload as object,
    })
  }
  function list(app: AppInstance, cookie: string, query: string) {
    return app.inject({ method: 'GET', url: `/api/weight-log?${query}`, headers: { cookie } })
  }

  it('keeps one weight per campus day, with the goal weight of the time, oldest first', async () => {
    // 2025-07-21T04:30Z is 23:30 on July 20 in the campus zone.
    const clock = testClock(new Date('2025-07-21T04:30:00Z'))
    const app = await buildTestApp({}, { now: clock.now })
    const { cookie } = await signedIn(app)
    await put(app, cookie, { weight_goal: 140 })
    expect((await post(app, cookie, { weight: 152 })).json()).toEqual({
      date: '2025-07-20',
      weight: 152,
      goal_weight: 140,
    })
    expect((await post(app, cookie, { weight: 151.5 })).statusCode).toBe(200)
    clock.advance(60 * 60 * 1000)
    await put(app, cookie, { weight_goal: 138 })
    expect((await post(app, cookie, { weight: 150 })).json()).toEqual({
      date: '2025-07-21',
      weight: 150,
      goal_weight: 138,
    })
    const res = await list(app, cookie, 'start_date=2025-07-01&end_date=2025-07-31')
    expect(res.statusCode).toBe(200)
    expect(WeightLogListSchema.parse(res.json())).toEqual([
      { date: '2025-07-20', weight: 151.5, goal_weight: 140 },
      { date: '2025-07-21', weight: 150, goal_weight: 138 },
    ])
    expect((await list(app, cookie, 'start_date=2025-07-21&end_date=2025-07-21')).json()).toHaveLength(1)
  })

  it.each([
    [{ weight: 49.9 }, M.weightRange],
    [{ weight: 150.25 }, M.weightDecimals],
    [{ weight: '150' }, M.weightRange],
    [{}, M.weightRange],
  ])('refuses %j with “%s” and records nothing', async (payload, message) => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    const res = await post(app, cookie, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toContainEqual({ field: 'weight', message })
    expect(await app.db.select().from(weightLogs)).toEqual([])
  })

  it.each([
    ['start_date=2025-07-02&end_date=2025-07-01', WEIGHT_LOG_MESSAGES.startAfterEnd],
    ['start_date=2024-01-01&end_date=2025-01-01', WEIGHT_LOG_MESSAGES.rangeTooLong],
    ['start_date=2025-02-30&end_date=2025-03-01', 'Use a real calendar date written YYYY-MM-DD'],
    ['start_date=2025-07-01', 'Use a real calendar date written YYYY-MM-DD'],
  ])('answers %s with 400 and “%s”', async (query, message) => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    const res = await list(app, cookie, query)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message)
    expect(typeof res.json().detail).toBe('string')
  })

  it('lists only the signed-in user’s weights and requires a session', async () => {
    const clock = testClock()
    const app = await buildTestApp({}, { now: clock.now })
    const ada = await signedIn(app)
    const grace = await createUser(app, { name: 'Grace Hopper' })
    const graceCookie = await loginAs(app, grace)
    await post(app, ada.cookie, { weight: 150 })
    expect((await list(app, graceCookie, 'start_date=2025-07-01&end_date=2025-07-31')).json()).toEqual([])
    expect((await post(app, undefined, { weight: 150 })).statusCode).toBe(401)
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/weight-log?start_date=2025-07-01&end_date=2025-07-31',
    })
    expect(anonymous.statusCode).toBe(401)
    const rows = await app.db.select().from(weightLogs).where(eq(weightLogs.userId, ada.user.id))
    expect(rows).toHaveLength(1)
  })
})
