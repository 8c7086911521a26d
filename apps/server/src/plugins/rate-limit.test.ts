import { AUTH_MESSAGES } from '@campusplate/shared'
import { describe, expect, it, vi } from 'vitest'
import { buildTestApp, uniqueRateLimitPrefix } from '../../test/build-test-app'
import { createUser, TEST_PASSWORD, testOrigin } from '../../test/login'
import { TEST_REDIS_URL } from '../../test/test-env'
import type { AppInstance } from '../app-types'
import { AUTH_RATE_LIMITS } from './rate-limit'

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
  expect(res.json()).toEqual({ detail: AUTH_MESSAGES.tooManyAttempts })
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
}

describe('auth rate limits', () => {
  it('answers 429 with a readable detail and Retry-After once an account had 10 login attempts', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    for (let i = 0; i < AUTH_RATE_LIMITS.login.perAccount.max; i++) {
      expect((await login(app, user.email)).statusCode).toBe(400)
    }
    expectLimited(await login(app, user.email))
    // The right password does not get past the limit either.
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
})
