import { AUTH_RULE_MESSAGES, CurrentUserSchema } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildTestApp, testClock } from '../../../test/build-test-app'
import { userDataCounts } from '../../../test/counts'
import { createUser, loginAs, sessionCookieOf, TEST_PASSWORD, testOrigin } from '../../../test/login'
import type { AppInstance } from '../../app-types'
import { sessions, users } from '../../db/schema/index'
import { hashToken } from '../../lib/tokens'

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60
const HOUR_MS = 60 * 60 * 1000

function post(app: AppInstance, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { ...testOrigin(app), ...headers }, payload: payload as object })
}

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@campus.test',
  password: TEST_PASSWORD,
  ...overrides,
})

async function profileOf(app: AppInstance, cookie: string | undefined) {
  return app.inject({ method: 'GET', url: '/api/profile', headers: cookie ? { cookie } : {} })
}

describe('POST /auth/register', () => {
  it('creates the account, names the profile "First Last" and signs the user in', async () => {
    const app = await buildTestApp()
    const res = await post(app, '/auth/register', registration({ email: '  Ada@Campus.TEST ' }))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ ok: true })
    const cookie = sessionCookieOf(res)
    expect(cookie).toBeDefined()
    const profile = await profileOf(app, cookie)
    expect(profile.statusCode).toBe(200)
    const body = CurrentUserSchema.parse(profile.json())
    expect(body.email).toBe('ada@campus.test')
    expect(body.profile.name).toBe('Ada Lovelace')
    expect(body.profile.image).toBeNull()
  })

  it('stores an argon2id hash, never the password', async () => {
    const app = await buildTestApp()
    await post(app, '/auth/register', registration())
    const [user] = await app.db.select().from(users)
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(user?.passwordHash).not.toContain(TEST_PASSWORD)
    expect(user?.emailVerifiedAt).toBeNull()
  })

  it('answers 409 for an address that already has an account, whatever its letter case', async () => {
    const app = await buildTestApp()
    await createUser(app, { email: 'ada@campus.test' })
    const before = await userDataCounts(app)
    const res = await post(app, '/auth/register', registration({ email: 'ADA@campus.test' }))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ detail: AUTH_RULE_MESSAGES.emailTaken })
    expect(sessionCookieOf(res)).toBeUndefined()
    expect(await userDataCounts(app)).toEqual(before)
  })

  it.each(['Password1', 'Passw0rd', 'Qwerty123', 'Abcd1234'])(
    'refuses the common password %s and says so',
    async (password) => {
      const app = await buildTestApp()
      const res = await post(app, '/auth/register', registration({ password }))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        detail: AUTH_RULE_MESSAGES.passwordCommon,
        errors: [{ field: 'password', message: AUTH_RULE_MESSAGES.passwordCommon }],
      })
      expect((await userDataCounts(app)).users).toBe(0)
    },
  )

  it.each([
    ['short1A', AUTH_RULE_MESSAGES.passwordTooShort],
    ['ALLUPPER123', AUTH_RULE_MESSAGES.passwordLowercase],
    ['alllower123', AUTH_RULE_MESSAGES.passwordUppercase],
    ['NoDigitsHere', AUTH_RULE_MESSAGES.passwordNumber],
  ])('refuses the password %j with the product’s message', async (password, message) => {
    const app = await buildTestApp()
    const res = await post(app, '/auth/register', registration({ password }))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toContainEqual({ field: 'password', message })
    expect((await userDataCounts(app)).users).toBe(0)
  })
})

describe('POST /auth/login', () => {
  it('signs in with the cookie flags of docs/product.md#security', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const res = await post(app, '/auth/login', { email: user.email, password: user.password })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })
    const setCookie = String(res.headers['set-cookie'])
    expect(setCookie).toMatch(/^cp_session=[A-Za-z0-9_-]{43};/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).toContain('Path=/')
    expect(setCookie).toContain(`Max-Age=${THIRTY_DAYS_SECONDS}`)
    expect(setCookie).not.toContain('Secure')
  })

  it('names the cookie __Host-cp_session and marks it Secure when PUBLIC_URL is https, and reads only that name', async () => {
    const app = await buildTestApp({ publicUrl: 'https://plate.campus.edu' })
    const user = await createUser(app)
    const res = await post(app, '/auth/login', { email: user.email, password: user.password })
    expect(res.statusCode).toBe(200)
    const setCookie = String(res.headers['set-cookie'])
    expect(setCookie).toMatch(/^__Host-cp_session=[A-Za-z0-9_-]{43};/)
    expect(setCookie).toMatch(/; Secure/)
    expect(setCookie).toContain('Path=/')
    expect(setCookie).not.toContain('Domain')
    const token = setCookie.split(';')[0]?.split('=')[1] as string
    expect((await profileOf(app, `__Host-cp_session=${token}`)).statusCode).toBe(200)
    // A plain-named cookie (which a sibling subdomain could plant) is not a session here.
    expect((await profileOf(app, `cp_session=${token}`)).statusCode).toBe(401)

    const logout = await post(app, '/auth/logout', undefined, { cookie: `__Host-cp_session=${token}` })
    expect(String(logout.headers['set-cookie'])).toMatch(/^__Host-cp_session=; Max-Age=0; Path=\/;.*Secure/)
    expect((await profileOf(app, `__Host-cp_session=${token}`)).statusCode).toBe(401)
  })

  it('reads only cp_session when PUBLIC_URL is http', async () => {
    const app = await buildTestApp()
    const cookie = await loginAs(app, await createUser(app))
    const token = cookie.split('=')[1] as string
    expect((await profileOf(app, `cp_session=${token}`)).statusCode).toBe(200)
    expect((await profileOf(app, `__Host-cp_session=${token}`)).statusCode).toBe(401)
  })

  it('keeps only the SHA-256 of the session token', async () => {
    const app = await buildTestApp()
    const cookie = await loginAs(app, await createUser(app))
    const token = cookie.split('=')[1] as string
    const rows = await app.db.select().from(sessions)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.tokenHash).toBe(hashToken(token))
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('accepts the address in any letter case', async () => {
    const app = await buildTestApp()
    const user = await createUser(app, { email: 'grace@campus.test' })
    const res = await post(app, '/auth/login', { email: 'Grace@CAMPUS.test', password: user.password })
    expect(res.statusCode).toBe(200)
  })

  it('gives a wrong password, an unknown address and a Google-only account the same answer', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const googleOnly = await createUser(app, { googleSubject: 'g-1' })
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, googleOnly.id))
    const answers = await Promise.all([
      post(app, '/auth/login', { email: user.email, password: 'Wrong-Password-1' }),
      post(app, '/auth/login', { email: 'nobody@campus.test', password: TEST_PASSWORD }),
      post(app, '/auth/login', { email: googleOnly.email, password: TEST_PASSWORD }),
    ])
    for (const res of answers) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ detail: AUTH_RULE_MESSAGES.invalidCredentials })
      expect(res.headers['set-cookie']).toBeUndefined()
    }
    expect((await userDataCounts(app)).sessions).toBe(0)
  })

  it('replaces the session the browser already had instead of keeping it', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const first = await loginAs(app, user)
    const res = await post(app, '/auth/login', { email: user.email, password: user.password }, { cookie: first })
    const second = sessionCookieOf(res)
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
    expect((await profileOf(app, first)).statusCode).toBe(401)
    expect((await profileOf(app, second)).statusCode).toBe(200)
  })
})

describe('POST /auth/logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const app = await buildTestApp()
    const cookie = await loginAs(app, await createUser(app))
    const res = await post(app, '/auth/logout', undefined, { cookie })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })
    const cleared = String(res.headers['set-cookie'])
    expect(cleared).toMatch(/^cp_session=; Max-Age=0; Path=\//)
    expect(cleared).toContain('HttpOnly')
    expect((await userDataCounts(app)).sessions).toBe(0)
    expect((await profileOf(app, cookie)).statusCode).toBe(401)
  })

  it('answers ok without a session too', async () => {
    const app = await buildTestApp()
    const res = await post(app, '/auth/logout', undefined)
    expect(res.statusCode).toBe(200)
  })

  it('ends only the session it was sent with', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const laptop = await loginAs(app, user)
    const phone = await loginAs(app, user)
    await post(app, '/auth/logout', undefined, { cookie: laptop })
    expect((await profileOf(app, laptop)).statusCode).toBe(401)
    expect((await profileOf(app, phone)).statusCode).toBe(200)
  })
})

describe('sessions', () => {
  it('slide to 30 days after use, written at most once a day', async () => {
    const clock = testClock()
    const app = await buildTestApp({}, { now: clock.now })
    const cookie = await loginAs(app, await createUser(app))
    const expiresAt = async () => (await app.db.select().from(sessions))[0]?.expiresAt.getTime()
    const created = await expiresAt()

    clock.advance(20 * HOUR_MS)
    const sameDay = await profileOf(app, cookie)
    expect(sameDay.statusCode).toBe(200)
    expect(sameDay.headers['set-cookie']).toBeUndefined()
    expect(await expiresAt()).toBe(created)

    clock.advance(5 * HOUR_MS)
    const nextDay = await profileOf(app, cookie)
    expect(nextDay.statusCode).toBe(200)
    expect(String(nextDay.headers['set-cookie'])).toContain(`Max-Age=${THIRTY_DAYS_SECONDS}`)
    expect(await expiresAt()).toBe(clock.now().getTime() + THIRTY_DAYS_SECONDS * 1000)
  })

  it('expire 30 days after the last use', async () => {
    const clock = testClock()
    const app = await buildTestApp({}, { now: clock.now })
    const cookie = await loginAs(app, await createUser(app))
    clock.advance(THIRTY_DAYS_SECONDS * 1000 - 1000)
    expect((await profileOf(app, cookie)).statusCode).toBe(200)
    clock.advance(THIRTY_DAYS_SECONDS * 1000 + 1000)
    const res = await profileOf(app, cookie)
    expect(res.statusCode).toBe(401)
    expect(String(res.headers['set-cookie'])).toContain('cp_session=;')
  })

  it('end 90 days after sign-in however often they are used, the cookie shrinking to the time left', async () => {
    const clock = testClock()
    const app = await buildTestApp({}, { now: clock.now })
    const cookie = await loginAs(app, await createUser(app))
    const signedInAt = clock.now().getTime()
    for (let day = 1; day <= 75; day++) {
      clock.advance(24 * HOUR_MS)
      expect((await profileOf(app, cookie)).statusCode).toBe(200)
    }
    // Day 76: 30 more days would pass the 90-day end, so the expiry stops there.
    clock.advance(24 * HOUR_MS)
    const late = await profileOf(app, cookie)
    expect(late.statusCode).toBe(200)
    expect(String(late.headers['set-cookie'])).toContain(`Max-Age=${14 * 24 * 60 * 60}`)
    expect((await app.db.select().from(sessions))[0]?.expiresAt.getTime()).toBe(signedInAt + 90 * 24 * HOUR_MS)

    clock.advance(14 * 24 * HOUR_MS - 1000)
    expect((await profileOf(app, cookie)).statusCode).toBe(200)
    clock.advance(1000)
    expect((await profileOf(app, cookie)).statusCode).toBe(401)
  })

  it('end 90 days after sign-in even when a row says it expires later', async () => {
    const clock = testClock()
    const app = await buildTestApp({}, { now: clock.now })
    const cookie = await loginAs(app, await createUser(app))
    // A session written before the absolute end existed, refreshed on day 89.
    await app.db.update(sessions).set({ expiresAt: new Date(clock.now().getTime() + 119 * 24 * HOUR_MS) })
    clock.advance(90 * 24 * HOUR_MS)
    expect((await profileOf(app, cookie)).statusCode).toBe(401)
  })
})
