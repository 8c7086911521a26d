import { ACCOUNT_MESSAGES, AUTH_RULE_MESSAGES } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { userDataCounts } from '../../../test/counts'
import { createUser, loginAs, sessionCookieOf, TEST_PASSWORD, testOrigin } from '../../../test/login'
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer'
import type { AppInstance } from '../../app-types'
import { users } from '../../db/schema/index'

const NEW_PASSWORD = 'Roasted-Squash-77'

let peers: SmtpPeer[] = []
afterEach(async () => {
  await Promise.all(peers.map((peer) => peer.close()))
  peers = []
})

function call(
  app: AppInstance,
  method: 'PUT' | 'POST' | 'DELETE' | 'GET',
  url: string,
  cookie: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { ...testOrigin(app), cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

const profileStatus = async (app: AppInstance, cookie: string) =>
  (await app.inject({ url: '/api/profile', headers: { cookie } })).statusCode

async function storedUser(app: AppInstance, id: string) {
  const [row] = await app.db.select().from(users).where(eq(users.id, id))
  return row
}

describe('PUT /api/profile/email', () => {
  it('moves the account to the new address, ends every session and tells the old address', async () => {
    const peer = await startSmtpPeer()
    peers.push(peer)
    const app = await buildTestApp({ smtpUrl: peer.url })
    const user = await createUser(app, { email: 'old@campus.test' })
    const cookie = await loginAs(app, user)
    const otherDevice = await loginAs(app, user)

    const res = await call(app, 'PUT', '/api/profile/email', cookie, { email: ' New@Campus.test ' })

    expect(res.statusCode).toBe(200)
    expect(res.cookies.find((c) => c.name === 'cp_session')?.value).toBe('')
    // A replayed cookie from before the change, on this device or another, is no longer a session.
    expect(await profileStatus(app, cookie)).toBe(401)
    expect(await profileStatus(app, otherDevice)).toBe(401)
    expect((await storedUser(app, user.id))?.email).toBe('new@campus.test')
    expect(await loginAs(app, { email: 'new@campus.test', password: user.password })).toBeTruthy()
    await app.background.idle()
    expect(peer.mails).toHaveLength(1)
    expect(peer.mails[0]?.to).toEqual(['old@campus.test'])
    expect(peer.mails[0]?.text).toContain('new@campus.test')
  })

  it('answers 409 with the product’s message when another account has the address, and changes nothing', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const other = await createUser(app, { email: 'taken@campus.test' })
    const cookie = await loginAs(app, user)

    const res = await call(app, 'PUT', '/api/profile/email', cookie, { email: 'TAKEN@campus.test' })

    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ detail: 'This email address is already in use.' })
    expect((await storedUser(app, user.id))?.email).toBe(user.email)
    expect((await storedUser(app, other.id))?.email).toBe('taken@campus.test')
    expect(await profileStatus(app, cookie)).toBe(200)
  })

  it.each([
    [{ email: '' }, ACCOUNT_MESSAGES.emailEmpty],
    [{ email: 'not-an-address' }, ACCOUNT_MESSAGES.emailInvalid],
    [{ email: 42 }, ACCOUNT_MESSAGES.emailEmpty],
    [{}, ACCOUNT_MESSAGES.emailEmpty],
  ])('refuses %j with 400 and keeps the session', async (payload, message) => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const cookie = await loginAs(app, user)
    const res = await call(app, 'PUT', '/api/profile/email', cookie, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].message).toBe(message)
    expect((await storedUser(app, user.id))?.email).toBe(user.email)
    expect(await profileStatus(app, cookie)).toBe(200)
  })

  it('answers 401 without a session', async () => {
    const app = await buildTestApp()
    const res = await app.inject({
      method: 'PUT',
      url: '/api/profile/email',
      headers: testOrigin(app),
      payload: { email: 'a@b.cd' },
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('POST /api/account/change-password', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const cookie = await loginAs(app, user)
    const otherDevice = await loginAs(app, user)

    const res = await call(app, 'POST', '/api/account/change-password', cookie, {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
    })

    expect(res.statusCode).toBe(200)
    expect(await profileStatus(app, cookie)).toBe(200)
    expect(await profileStatus(app, otherDevice)).toBe(401)
    const oldLogin = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: testOrigin(app),
      payload: { email: user.email, password: TEST_PASSWORD },
    })
    expect(oldLogin.statusCode).toBe(400)
    expect(await loginAs(app, { email: user.email, password: NEW_PASSWORD })).toBeTruthy()
  })

  it('answers 400 (not 401) with the product’s message for a wrong current password, and changes nothing', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const cookie = await loginAs(app, user)
    const hashBefore = (await storedUser(app, user.id))?.passwordHash

    const res = await call(app, 'POST', '/api/account/change-password', cookie, {
      current_password: 'Not-My-Password-1',
      new_password: NEW_PASSWORD,
    })

    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toBe('Current password is incorrect.')
    expect((await storedUser(app, user.id))?.passwordHash).toBe(hashBefore)
    expect(await profileStatus(app, cookie)).toBe(200)
  })

  it.each([
    [{ new_password: NEW_PASSWORD }, 'Current password is required'],
    [{ current_password: TEST_PASSWORD, new_password: 'short1A' }, 'Password must be at least 8 characters long'],
    [
      { current_password: TEST_PASSWORD, new_password: 'alllower1' },
      'Password must contain at least one uppercase letter',
    ],
    [
      { current_password: TEST_PASSWORD, new_password: 'ALLUPPER1' },
      'Password must contain at least one lowercase letter',
    ],
    [{ current_password: TEST_PASSWORD, new_password: 'NoDigitsHere' }, 'Password must contain at least one number'],
    [{ current_password: TEST_PASSWORD, new_password: 'Password1' }, AUTH_RULE_MESSAGES.passwordCommon],
    [
      { current_password: TEST_PASSWORD, new_password: 'Abcdefg1\u0000' },
      'Must not contain the NUL character (\\u0000)',
    ],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const cookie = await loginAs(app, user)
    const hashBefore = (await storedUser(app, user.id))?.passwordHash
    const res = await call(app, 'POST', '/api/account/change-password', cookie, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].message).toBe(message)
    expect((await storedUser(app, user.id))?.passwordHash).toBe(hashBefore)
  })

  it('lets an account without a password (Google sign-up) set its first one without a current password', async () => {
    const app = await buildTestApp()
    const user = await createUser(app, { googleSubject: 'google-sub-1' })
    const cookie = await loginAs(app, user)
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id))
    const status = await call(app, 'GET', '/api/account', cookie)
    expect(status.json()).toEqual({ email: user.email, has_password: false, has_google: true })

    const res = await call(app, 'POST', '/api/account/change-password', cookie, { new_password: NEW_PASSWORD })

    expect(res.statusCode).toBe(200)
    expect((await call(app, 'GET', '/api/account', cookie)).json().has_password).toBe(true)
    expect(await loginAs(app, { email: user.email, password: NEW_PASSWORD })).toBeTruthy()
  })
  it('limits attempts per signed-in account: a stolen session cannot keep guessing the current password', async () => {
    const app = await buildTestApp(
      {},
      {
        rateLimitOverrides: {
          changePassword: { perUser: { max: 2, windowMs: 60_000 }, perAddress: { max: 100, windowMs: 60_000 } },
        },
      },
    )
    const user = await createUser(app)
    const cookie = await loginAs(app, user)
    const otherDevice = await loginAs(app, user)
    const attempt = (session: string, current: string) =>
      call(app, 'POST', '/api/account/change-password', session, {
        current_password: current,
        new_password: NEW_PASSWORD,
      })
    expect((await attempt(cookie, 'Wrong-Guess-1')).statusCode).toBe(400)
    expect((await attempt(cookie, 'Wrong-Guess-2')).statusCode).toBe(400)
    // The third attempt, even with the right password and from another session of the account, is refused.
    for (const session of [cookie, otherDevice]) {
      const limited = await attempt(session, TEST_PASSWORD)
      expect(limited.statusCode).toBe(429)
      expect(limited.json().detail).toBe(AUTH_RULE_MESSAGES.tooManyAttempts)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    }
    expect(await loginAs(app, user)).toBeTruthy()
    // Another account on the same address is not affected.
    const other = await createUser(app)
    expect((await attempt(await loginAs(app, other), TEST_PASSWORD)).statusCode).toBe(200)
  })
})

describe('DELETE /api/account', () => {
  it('removes every row of the user, clears the cookie, and the address can register again', async () => {
    const app = await buildTestApp()
    const before = await userDataCounts(app)
    const user = await createUser(app, { email: 'leaving@campus.test' })
    const cookie = await loginAs(app, user)
    await call(app, 'POST', '/api/plate', cookie, { date: '2025-07-20', items: [] })

    const res = await call(app, 'DELETE', '/api/account', cookie)

    expect(res.statusCode).toBe(200)
    expect(sessionCookieOf(res)).toBeUndefined()
    expect(res.cookies.find((c) => c.name === 'cp_session')?.value).toBe('')
    expect(await userDataCounts(app)).toEqual(before)
    expect(await profileStatus(app, cookie)).toBe(401)
    const again = await app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: testOrigin(app),
      payload: { first_name: 'Ada', last_name: 'Again', email: 'leaving@campus.test', password: NEW_PASSWORD },
    })
    expect(again.statusCode).toBe(201)
  })

  it("leaves another user's data alone", async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const other = await createUser(app)
    const cookie = await loginAs(app, user)
    await loginAs(app, other)
    const res = await call(app, 'DELETE', '/api/account', cookie)
    expect(res.statusCode).toBe(200)
    expect(await storedUser(app, other.id)).toBeDefined()
    expect((await userDataCounts(app)).users).toBe(1)
  })
})
