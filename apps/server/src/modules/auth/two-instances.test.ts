import { AUTH_RULE_MESSAGES } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { buildTestApp, uniqueRateLimitPrefix } from '../../../test/build-test-app'
import { ssoConfig } from '../../../test/campus-sign-in'
import { createUser, loginAs, testOrigin } from '../../../test/login'
import { TestSamlIdp } from '../../../test/saml-idp'
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
      expect(res.json()).toEqual({ detail: AUTH_RULE_MESSAGES.tooManyAttempts })
    }
  })
})

describe('two server instances share the SAML one-time stores in Redis', () => {
  it.skipIf(!ready)(title('a response accepted by one is refused by the other (replay)'), async () => {
    const idp = new TestSamlIdp('http://localhost:3000/auth/saml/metadata', 'http://localhost:3000/auth/saml/acs')
    const config = { redisUrl, ...ssoConfig({ saml: await idp.spSettings({ allowIdpInitiated: true }) }) }
    const prefix = uniqueRateLimitPrefix()
    const a = await buildTestApp(config, { rateLimitKeyPrefix: prefix })
    const b = await buildTestApp(config, { rateLimitKeyPrefix: prefix, joinDatabase: true })
    const post = (app: AppInstance, samlResponse: string, requestId?: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/saml/acs',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(requestId ? { cookie: `cp_saml_request=${requestId}` } : {}),
        },
        payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
      })
    const person = { eppn: 'ada@northfield.test', mail: 'ada@northfield.test', displayName: 'Ada Lovelace' }

    // IdP-initiated: only the assertion id stands between a replay and a second sign-in.
    const unsolicited = await idp.response({ person })
    expect(String((await post(a, unsolicited)).headers.location)).toMatch(/^\/auth\/callback\?token=/)
    expect((await post(b, unsolicited)).headers.location).toBe('/auth/callback?error=sso_failed')

    // SP-initiated: a request made on one instance is answered on the other, once.
    const start = await a.inject({ url: '/auth/saml/login' })
    const requestId = start.cookies.find((c) => c.name === 'cp_saml_request')?.value as string
    const answer = await idp.response({ person, inResponseTo: requestId })
    expect(String((await post(b, answer, requestId)).headers.location)).toMatch(/^\/auth\/callback\?token=/)
    expect((await post(a, answer, requestId)).headers.location).toBe('/auth/callback?error=sso_failed')
  })
})
