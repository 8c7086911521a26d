import { Writable } from 'node:stream'
import { AUTH_RULE_MESSAGES } from '@campusplate/shared'
import { Redis } from 'ioredis'
import { describe, expect, it, vi } from 'vitest'
import { buildTestApp, uniqueRateLimitPrefix } from '../../test/build-test-app'
import { createUser, TEST_PASSWORD, testOrigin } from '../../test/login'
import { TEST_REDIS_URL } from '../../test/test-env'
import type { AppInstance } from '../app-types'
import { insertAuthToken } from '../modules/auth/auth.repository'
import { RATE_LIMITS } from './rate-limit'

const redisUrl = TEST_REDIS_URL

function login(app: AppInstance, email: string, password = 'Wrong-Password-1', remoteAddress = '203.0.113.7') {
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress,
    headers: testOrigin(app),
    payload: { email, password },
  })
}

function expectLimited(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429)
  expect(res.json()).toEqual({ detail: AUTH_RULE_MESSAGES.tooManyAttempts })
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
}

describe('auth rate limits', () => {
  it('answers 429 with a readable detail and Retry-After once an account had 10 login attempts from one address', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    for (let i = 0; i < RATE_LIMITS.login.perAccountAndAddress.max; i++) {
      expect((await login(app, user.email)).statusCode).toBe(400)
    }
    expectLimited(await login(app, user.email))
    // The right password does not get past the limit either, from that address and without a device cookie.
    expectLimited(await login(app, user.email, user.password))
    // Another account from the same address is not affected.
    expect((await login(app, 'someone.else@campus.test')).statusCode).toBe(400)
  })

  it('keys the account limit by the normalised address, so letter case does not evade it', async () => {
    const app = await buildTestApp(
      {},
      {
        rateLimitOverrides: {
          login: { perAccount: { max: 2, windowMs: 60_000 }, perAddress: { max: 100, windowMs: 60_000 } },
        },
      },
    )
    await login(app, 'ada@campus.test')
    await login(app, 'ADA@campus.test')
    expectLimited(await login(app, ' Ada@Campus.Test '))
  })

  it('limits one client address over many accounts', async () => {
    const app = await buildTestApp(
      {},
      {
        rateLimitOverrides: {
          login: { perAccount: { max: 100, windowMs: 60_000 }, perAddress: { max: 3, windowMs: 60_000 } },
        },
      },
    )
    for (let i = 0; i < 3; i++) expect((await login(app, `user${i}@campus.test`)).statusCode).toBe(400)
    expectLimited(await login(app, 'user9@campus.test'))
    // Another address is still served.
    expect((await login(app, 'user9@campus.test', 'Wrong-Password-1', '198.51.100.4')).statusCode).toBe(400)
  })

  it('keys by the socket’s address and ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const overrides = {
      login: { perAccount: { max: 100, windowMs: 60_000 }, perAddress: { max: 2, windowMs: 60_000 } },
    }
    const forwardedLogin = (app: AppInstance, n: number, remoteAddress: string, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress,
        headers: { ...testOrigin(app), 'x-forwarded-for': forwardedFor },
        payload: { email: `user${n}@campus.test`, password: 'Wrong-Password-1' },
      })

    // No trusted proxy (the default, also with HOST=0.0.0.0): a made-up header changes nothing.
    const direct = await buildTestApp({ host: '0.0.0.0' }, { rateLimitOverrides: overrides })
    expect((await forwardedLogin(direct, 1, '203.0.113.7', '10.0.0.1')).statusCode).toBe(400)
    expect((await forwardedLogin(direct, 2, '203.0.113.7', '10.0.0.2')).statusCode).toBe(400)
    expectLimited(await forwardedLogin(direct, 3, '203.0.113.7', '10.0.0.3'))

    // Behind the named proxy, each client counts alone, and a client's own entry is not believed.
    const proxied = await buildTestApp({ trustProxy: ['192.0.2.10'] }, { rateLimitOverrides: overrides })
    expect((await forwardedLogin(proxied, 1, '192.0.2.10', '198.51.100.1')).statusCode).toBe(400)
    expect((await forwardedLogin(proxied, 2, '192.0.2.10', '198.51.100.1')).statusCode).toBe(400)
    expectLimited(await forwardedLogin(proxied, 3, '192.0.2.10', '10.9.9.9, 198.51.100.1'))
    expect((await forwardedLogin(proxied, 4, '192.0.2.10', '198.51.100.2')).statusCode).toBe(400)
  })

  it('multiplies every limit by RATE_LIMIT_SCALE', async () => {
    const overrides = {
      login: { perAccount: { max: 2, windowMs: 60_000 }, perAddress: { max: 100, windowMs: 60_000 } },
    }
    const app = await buildTestApp({ rateLimitScale: 2 }, { rateLimitOverrides: overrides })
    for (let i = 0; i < 4; i++) expect((await login(app, 'ada@campus.test')).statusCode).toBe(400)
    expectLimited(await login(app, 'ada@campus.test'))
  })

  it('lets the account try again once its window has passed', async () => {
    const windowMs = 700
    const app = await buildTestApp(
      {},
      {
        rateLimitOverrides: {
          login: { perAccount: { max: 1, windowMs }, perAddress: { max: 100, windowMs: 60_000 } },
        },
      },
    )
    const limitedAt = Date.now()
    await login(app, 'ada@campus.test')
    expectLimited(await login(app, 'ada@campus.test'))
    await vi.waitFor(
      async () => {
        expect((await login(app, 'ada@campus.test')).statusCode).toBe(400)
      },
      { timeout: 10_000, interval: 250 },
    )
    // Not before the window: the limit held for (about) its length.
    expect(Date.now() - limitedAt).toBeGreaterThanOrEqual(windowMs - 100)
  })

  it('starts from zero in a fresh app (tests reset limits by building a new one)', async () => {
    const overrides = {
      login: { perAccount: { max: 1, windowMs: 60_000 }, perAddress: { max: 100, windowMs: 60_000 } },
    }
    const first = await buildTestApp({}, { rateLimitOverrides: overrides })
    await login(first, 'ada@campus.test')
    expectLimited(await login(first, 'ada@campus.test'))
    await first.close()
    const second = await buildTestApp({}, { rateLimitOverrides: overrides })
    expect((await login(second, 'ada@campus.test')).statusCode).toBe(400)
  })

  it.each([
    ['/auth/register', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@campus.test', password: TEST_PASSWORD }],
    ['/api/auth/forgot-password', { email: 'ada@campus.test' }],
    ['/api/auth/reset-password', { token: 'x'.repeat(43), new_password: TEST_PASSWORD }],
    ['/api/auth/reset-password/check', { token: 'x'.repeat(43) }],
    ['/auth/exchange-token', { token: 'x'.repeat(43) }],
  ])('limits %s too', async (url, payload) => {
    const limit = { perAccount: { max: 1, windowMs: 60_000 }, perAddress: { max: 1, windowMs: 60_000 } }
    const app = await buildTestApp(
      {},
      {
        rateLimitOverrides: {
          register: limit,
          forgotPassword: limit,
          resetPassword: limit,
          checkResetToken: limit,
          exchangeToken: limit,
        },
      },
    )
    const send = () => app.inject({ method: 'POST', url, headers: testOrigin(app), payload })
    expect((await send()).statusCode).not.toBe(429)
    expectLimited(await send())
    await app.background.idle()
  })

  it('leaves routes without limits alone', async () => {
    const app = await buildTestApp()
    for (let i = 0; i < 30; i++) {
      expect((await app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401)
    }
  })

  it.skipIf(!redisUrl)(
    'counts in Redis when REDIS_URL is set, and a fresh key prefix starts from zero (needs TEST_REDIS_URL)',
    async () => {
      const overrides = {
        login: { perAccount: { max: 2, windowMs: 60_000 }, perAddress: { max: 100, windowMs: 60_000 } },
      }
      const prefix = uniqueRateLimitPrefix()
      const first = await buildTestApp({ redisUrl }, { rateLimitOverrides: overrides, rateLimitKeyPrefix: prefix })
      await login(first, 'ada@campus.test')
      await login(first, 'ada@campus.test')
      expectLimited(await login(first, 'ada@campus.test'))
      await first.close()
      // Same prefix: the count lives in Redis, not in the closed app.
      const again = await buildTestApp({ redisUrl }, { rateLimitOverrides: overrides, rateLimitKeyPrefix: prefix })
      expectLimited(await login(again, 'ada@campus.test'))
      const fresh = await buildTestApp({ redisUrl }, { rateLimitOverrides: overrides, joinDatabase: true })
      expect((await login(fresh, 'ada@campus.test')).statusCode).toBe(400)
    },
  )

  it.skipIf(!redisUrl)(
    'names its Redis keys by the prefix and the call, with nothing undefined in them (needs TEST_REDIS_URL)',
    async () => {
      const prefix = uniqueRateLimitPrefix()
      const app = await buildTestApp({ redisUrl }, { rateLimitKeyPrefix: prefix })
      await login(app, 'ada@campus.test')
      const redis = new Redis(redisUrl as string)
      try {
        const keys = await redis.keys(`${prefix}*`)
        expect(keys.map((key) => key.slice(prefix.length).split(':').slice(0, 2).join(':')).sort()).toEqual([
          'login:account',
          'login:account-address',
          'login:address',
        ])
        expect(keys.filter((key) => key.includes('undefined'))).toEqual([])
      } finally {
        await redis.quit()
      }
    },
  )
})

const DEVICE_COOKIE = 'cp_device'

/** The device cookie an answer sets, as a `cookie` header. */
function deviceCookieOf(res: Awaited<ReturnType<typeof login>>): string {
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE)
  if (!cookie?.value) throw new Error('no device cookie was set')
  return `${DEVICE_COOKIE}=${cookie.value}`
}

function loginWith(app: AppInstance, email: string, password: string, remoteAddress: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress,
    headers: { ...testOrigin(app), ...(cookie ? { cookie } : {}) },
    payload: { email, password },
  })
}

const WINDOW_MS = 15 * 60_000
const SMALL_LOGIN_LIMITS = {
  login: {
    perAddress: { max: 100, windowMs: WINDOW_MS },
    perAccountAndAddress: { max: 3, windowMs: WINDOW_MS },
    perAccount: { max: 6, windowMs: WINDOW_MS },
    perDevice: { max: 3, windowMs: WINDOW_MS },
  },
}

const OWNER_HOME = '198.51.100.20'
const attacker = (n: number) => `203.0.113.${n}`

describe.each([
  ['in memory', undefined],
  ['in Redis (needs TEST_REDIS_URL)', redisUrl],
])('sign-in limits that let the owner in, %s', (_store, storeUrl) => {
  const store = { redisUrl: storeUrl }
  const skip = _store.startsWith('in Redis') && !storeUrl

  it.skipIf(skip)(
    "lets the owner in from another address while an attacker's wrong passwords are refused",
    async () => {
      const app = await buildTestApp(store)
      const owner = await createUser(app)
      for (let i = 0; i < RATE_LIMITS.login.perAccountAndAddress.max; i++) {
        expect((await loginWith(app, owner.email, 'Wrong-Password-1', attacker(1))).statusCode).toBe(400)
      }
      expectLimited(await loginWith(app, owner.email, 'Wrong-Password-1', attacker(1)))
      // No device cookie: a browser that never signed in, on the owner's own address.
      const res = await loginWith(app, owner.email, owner.password, OWNER_HOME)
      expect(res.statusCode).toBe(200)
      // The attacker's address stays refused, even with the right password.
      expectLimited(await loginWith(app, owner.email, owner.password, attacker(1)))
    },
  )

  it.skipIf(skip)(
    'holds a ceiling per account over all addresses, which a device cookie of the account passes',
    async () => {
      const app = await buildTestApp(store, { rateLimitOverrides: SMALL_LOGIN_LIMITS })
      const owner = await createUser(app)
      const device = deviceCookieOf(await loginWith(app, owner.email, owner.password, OWNER_HOME))
      // Five more attempts from two addresses fill the ceiling of 6 (the owner's sign-in was the first).
      for (const n of [1, 1, 1, 2, 2]) {
        expect((await loginWith(app, owner.email, 'Wrong-Password-1', attacker(n))).statusCode).toBe(400)
      }
      // A fresh address without the device cookie: the ceiling holds, for the right password too.
      expectLimited(await loginWith(app, owner.email, 'Wrong-Password-1', attacker(3)))
      expectLimited(await loginWith(app, owner.email, owner.password, '192.0.2.99'))
      // The owner's browser, from anywhere: let in.
      expect((await loginWith(app, owner.email, owner.password, '192.0.2.50', device)).statusCode).toBe(200)
      expect((await loginWith(app, owner.email, owner.password, attacker(1), device)).statusCode).toBe(200)
    },
  )

  it.skipIf(skip)('limits wrong passwords sent with a device cookie by that device', async () => {
    const app = await buildTestApp(store, { rateLimitOverrides: SMALL_LOGIN_LIMITS })
    const owner = await createUser(app)
    const device = deviceCookieOf(await loginWith(app, owner.email, owner.password, OWNER_HOME))
    for (let i = 0; i < 3; i++) {
      expect((await loginWith(app, owner.email, 'Wrong-Password-1', `192.0.2.${i}`, device)).statusCode).toBe(400)
    }
    expectLimited(await loginWith(app, owner.email, 'Wrong-Password-1', '192.0.2.9', device))
    // Without the cookie, the address's own count is untouched.
    expect((await loginWith(app, owner.email, owner.password, '192.0.2.9')).statusCode).toBe(200)
  })

  it.skipIf(skip)('gives no exemption for a device cookie of another account, or a made-up one', async () => {
    const app = await buildTestApp(store, { rateLimitOverrides: SMALL_LOGIN_LIMITS })
    const victim = await createUser(app)
    const attackerAccount = await createUser(app)
    const ownDevice = deviceCookieOf(await loginWith(app, attackerAccount.email, attackerAccount.password, attacker(1)))
    for (const cookie of [ownDevice, `${DEVICE_COOKIE}=${'A'.repeat(43)}`, ownDevice]) {
      expect((await loginWith(app, victim.email, 'Wrong-Password-1', attacker(1), cookie)).statusCode).toBe(400)
    }
    expectLimited(await loginWith(app, victim.email, 'Wrong-Password-1', attacker(1), ownDevice))
  })

  it.skipIf(skip)('counts IPv6 clients by their /64', async () => {
    const app = await buildTestApp(store, { rateLimitOverrides: SMALL_LOGIN_LIMITS })
    const owner = await createUser(app)
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff:ffff:ffff:ffff']) {
      expect((await loginWith(app, owner.email, 'Wrong-Password-1', address)).statusCode).toBe(400)
    }
    expectLimited(await loginWith(app, owner.email, 'Wrong-Password-1', '2001:db8:1:2:abcd::9'))
    // The neighbouring /64 is another client.
    expect((await loginWith(app, owner.email, owner.password, '2001:db8:1:3::1')).statusCode).toBe(200)
  })

  it.skipIf(skip)('counts the address limit of IPv6 clients by their /64 too', async () => {
    const app = await buildTestApp(store, {
      rateLimitOverrides: { login: { ...SMALL_LOGIN_LIMITS.login, perAddress: { max: 2, windowMs: WINDOW_MS } } },
    })
    expect((await loginWith(app, 'a@campus.test', 'Wrong-Password-1', '2001:db8:5:6::1')).statusCode).toBe(400)
    expect((await loginWith(app, 'b@campus.test', 'Wrong-Password-1', '2001:db8:5:6::2')).statusCode).toBe(400)
    expectLimited(await loginWith(app, 'c@campus.test', 'Wrong-Password-1', '2001:db8:5:6:7::3'))
  })
})

describe('the device cookie', () => {
  it('is set after a successful sign-in, HttpOnly and sent only to the sign-in call, and not on a failure', async () => {
    const app = await buildTestApp()
    const owner = await createUser(app)
    expect((await loginWith(app, owner.email, 'Wrong-Password-1', OWNER_HOME)).cookies).toEqual([])
    const res = await loginWith(app, owner.email, owner.password, OWNER_HOME)
    expect(res.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/auth/login',
      maxAge: 180 * 24 * 60 * 60,
    })
    // The same browser signing in again keeps its cookie.
    const again = await loginWith(app, owner.email, owner.password, OWNER_HOME, deviceCookieOf(res))
    expect(again.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined()
  })

  it('stops exempting a browser once the password is reset', async () => {
    const app = await buildTestApp({}, { rateLimitOverrides: SMALL_LOGIN_LIMITS })
    const owner = await createUser(app)
    const device = deviceCookieOf(await loginWith(app, owner.email, owner.password, OWNER_HOME))
    const resetToken = await insertAuthToken(app.db, owner.id, 'password_reset', app.now(), WINDOW_MS)
    const newPassword = 'Roasted-Beet-77'
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: testOrigin(app),
      payload: { token: resetToken, new_password: newPassword },
    })
    expect(reset.statusCode).toBe(200)
    for (let i = 0; i < 2; i++) await loginWith(app, owner.email, 'Wrong-Password-1', OWNER_HOME, device)
    // Counted against the account from this address (3 with the first sign-in), not the device.
    expectLimited(await loginWith(app, owner.email, newPassword, OWNER_HOME, device))
  })

  it('logs a reached limit with the account and the client address', async () => {
    let log = ''
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString()
        done()
      },
    })
    const app = await buildTestApp({ logLevel: 'warn' }, { rateLimitOverrides: SMALL_LOGIN_LIMITS, logStream })
    const owner = await createUser(app)
    for (let i = 0; i < 4; i++) await loginWith(app, owner.email, 'Wrong-Password-1', attacker(7))
    const limited = log
      .split('\n')
      .filter((line) => line.includes('"rate_limited"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(limited).toEqual([
      expect.objectContaining({
        event: 'rate_limited',
        userId: owner.id,
        clientAddress: attacker(7),
        call: 'login',
        limit: 'account and address',
      }),
    ])
    expect(log).not.toContain(owner.email)
  })
})
