import { AUTH_RULE_MESSAGES } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { userDataCounts } from '../../../test/counts'
import { createUser, loginAs, TEST_PASSWORD, testOrigin } from '../../../test/login'

/**
 * docs/product.md#tests: every auth call refuses malformed JSON, wrong types, missing fields, huge
 * bodies, out-of-range values and the wrong media type with a clear 4xx, sets no cookie and changes
 * no row.
 */
const ROUTES = {
  '/auth/login': { email: 'ada@campus.test', password: TEST_PASSWORD },
  '/auth/register': { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@campus.test', password: TEST_PASSWORD },
  '/api/auth/forgot-password': { email: 'ada@campus.test' },
  '/api/auth/reset-password': { token: 'x'.repeat(43), new_password: TEST_PASSWORD },
  '/auth/exchange-token': { token: 'x'.repeat(43) },
} as const
type Route = keyof typeof ROUTES

interface BadCase {
  name: string
  route: Route
  body: string
  contentType?: string
  status: number
  detail?: string | RegExp
}

const json = (value: unknown) => JSON.stringify(value)
const routes = Object.keys(ROUTES) as Route[]

const cases: BadCase[] = [
  ...routes.flatMap((route): BadCase[] => [
    { name: 'malformed JSON', route, body: '{"email": ', status: 400, detail: 'The request body is not valid JSON.' },
    { name: 'an array', route, body: '[]', status: 400 },
    { name: 'null', route, body: 'null', status: 400 },
    { name: 'an empty object', route, body: '{}', status: 400 },
    { name: 'a huge body', route, body: json({ ...ROUTES[route], pad: 'x'.repeat(20_000) }), status: 413 },
    // Fastify reads text/plain as a string, which the schema then refuses.
    { name: 'text/plain', route, body: 'email=ada', contentType: 'text/plain', status: 400 },
    {
      name: 'a form post',
      route,
      body: 'email=ada%40campus.test',
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
    },
  ]),
  // Wrong types and missing or out-of-range fields, per call.
  { name: 'email as a number', route: '/auth/login', body: json({ email: 42, password: 'x' }), status: 400 },
  {
    name: 'a missing password',
    route: '/auth/login',
    body: json({ email: 'ada@campus.test' }),
    status: 400,
    detail: `password: ${AUTH_RULE_MESSAGES.passwordRequired}`,
  },
  {
    name: 'an empty e-mail',
    route: '/auth/login',
    body: json({ email: ' ', password: 'x' }),
    status: 400,
    detail: `email: ${AUTH_RULE_MESSAGES.emailRequired}`,
  },
  {
    name: 'a 201-character password',
    route: '/auth/login',
    body: json({ email: 'ada@campus.test', password: 'x'.repeat(201) }),
    status: 400,
  },
  {
    name: 'an invalid e-mail',
    route: '/auth/register',
    body: json({ ...ROUTES['/auth/register'], email: 'ada@campus' }),
    status: 400,
    detail: `email: ${AUTH_RULE_MESSAGES.emailInvalid}`,
  },
  {
    name: 'a 255-character e-mail',
    route: '/auth/register',
    body: json({ ...ROUTES['/auth/register'], email: `${'a'.repeat(243)}@campus.test` }),
    status: 400,
  },
  {
    name: 'a blank first name',
    route: '/auth/register',
    body: json({ ...ROUTES['/auth/register'], first_name: '   ' }),
    status: 400,
    detail: `first_name: ${AUTH_RULE_MESSAGES.firstNameRequired}`,
  },
  {
    name: 'a missing last name',
    route: '/auth/register',
    body: json({ first_name: 'Ada', email: 'ada@campus.test', password: TEST_PASSWORD }),
    status: 400,
    detail: `last_name: ${AUTH_RULE_MESSAGES.lastNameRequired}`,
  },
  {
    name: 'a 51-character first name',
    route: '/auth/register',
    body: json({ ...ROUTES['/auth/register'], first_name: 'A'.repeat(51) }),
    status: 400,
  },
  {
    name: 'a password as a list',
    route: '/auth/register',
    body: json({ ...ROUTES['/auth/register'], password: [TEST_PASSWORD] }),
    status: 400,
  },
  {
    name: 'an e-mail as an object',
    route: '/api/auth/forgot-password',
    body: json({ email: { $ne: null } }),
    status: 400,
  },
  {
    name: 'a short token',
    route: '/api/auth/reset-password',
    body: json({ token: 'abc', new_password: TEST_PASSWORD }),
    status: 400,
    detail: `token: ${AUTH_RULE_MESSAGES.resetLinkInvalid}`,
  },
  {
    name: 'a weak new password',
    route: '/api/auth/reset-password',
    body: json({ token: 'x'.repeat(43), new_password: 'short' }),
    status: 400,
    detail: `new_password: ${AUTH_RULE_MESSAGES.passwordTooShort}`,
  },
  {
    name: 'a token as a number',
    route: '/auth/exchange-token',
    body: json({ token: 1234567890123456 }),
    status: 400,
    detail: `token: ${AUTH_RULE_MESSAGES.exchangeTokenInvalid}`,
  },
  {
    name: 'a 201-character token',
    route: '/auth/exchange-token',
    body: json({ token: 'x'.repeat(201) }),
    status: 400,
  },
]

describe('bad input to the auth calls', () => {
  it.each(cases.map((c) => [`${c.route} refuses ${c.name} with ${c.status}`, c] as const))('%s', async (_title, c) => {
    const app = await buildTestApp()
    const user = await createUser(app, { email: 'ada@campus.test' })
    const cookie = await loginAs(app, user)
    const before = await userDataCounts(app)
    const res = await app.inject({
      method: 'POST',
      url: c.route,
      headers: { ...testOrigin(app), cookie, 'content-type': c.contentType ?? 'application/json' },
      payload: c.body,
    })
    expect(res.statusCode).toBe(c.status)
    const body = res.json()
    expect(typeof body.detail).toBe('string')
    if (c.detail) expect(body.detail).toMatch(c.detail)
    expect(res.headers['set-cookie']).toBeUndefined()
    await app.background.idle()
    expect(await userDataCounts(app)).toEqual(before)
    expect(res.body).not.toMatch(/stack|at .*\.ts:|SELECT|select /)
  })
})
