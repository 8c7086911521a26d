import { AUTH_MESSAGES } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { buildTestApp, uniqueRateLimitPrefix } from '../../../test/build-test-app'
import { createUser, loginAs, testOrigin } from '../../../test/login'
import { TEST_POSTGRES_URL, TEST_REDIS_URL } from '../../../test/test-env'
import type { AppInstance } from '../../app-types'

const redisUrl = TEST_REDIS_URL
const ready = Boolean(TEST_POSTGRES_URL && TEST_REDIS_URL)

/**
 * docs/product.md#scaling: instances are stateless, so any number can run behind a load balancer. Two
 * apps here share one PostgreSQL database and one Redis, each with its own connection pool.
 */
async function twoInstances(): Promise<[AppInstance, AppInstance]> {
  const prefix = uniqueRateLimitPrefix()
  const first = await buildTestApp({ redisUrl }, { rateLimitKeyPrefix: prefix })
  const second = await buildTestApp({ redisUrl }, { rateLimitKeyPrefix: prefix, joinDatabase: true })
  return [first, second]
}

const title = (what: string) => (ready ? what : `${what} (skipped: needs TEST_DATABASE_URL and TEST_REDIS_URL)`)

describe('two server instances on one PostgreSQL and one Redis', () => {
  it.skipIf(!ready)(title('a session made on one is valid on the other, and a logout on either ends it'), async () => {
    const [a, b] = await twoInstances()
    const user = await createUser(a)
    const cookie = await loginAs(a, user)
    const onB = await b.inject({ url: '/api/profile', headers: { cookie } })
    expect(onB.statusCode).toBe(200)
    expect(onB.json().email).toBe(user.email)
    await b.inject({ method: 'POST', url: '/auth/logout', headers: { ...testOrigin(b), cookie } })
    expect((await a.inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(401)
  })

  it.skipIf(!ready)(title('share the login rate limit'), async () => {
    const [a, b] = await twoInstances()
    const attempt = (app: AppInstance) =>
      app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: testOrigin(app),
        payload: { email: 'ada@campus.test', password: 'Wrong-Password-1' },
      })
    // Ten attempts spread over both instances use up the account's allowance on both.
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 === 0 ? a : b)).statusCode).toBe(400)
    for (const app of [a, b]) {
      const res = await attempt(app)
      expect(res.statusCode).toBe(429)
      expect(res.json()).toEqual({ detail: AUTH_MESSAGES.tooManyAttempts })
    }
  })
})
