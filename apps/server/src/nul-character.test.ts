import { NUL_CHARACTER_MESSAGE } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app'
import { userDataCounts } from '../test/counts'
import { createUser, loginAs, TEST_PASSWORD, testOrigin } from '../test/login'
import type { AppInstance } from './app-types'

/**
 * PostgreSQL cannot hold or compare the NUL character in text, so a NUL that reached a query
 * answered 500. Every text field of every route is refused at the boundary instead: 400, a detail
 * naming the field, no cookie set and no row changed.
 */
const NUL = '\u0000'
const withNul = (value: string) => `${value.slice(0, 2)}${NUL}${value.slice(2)}`

interface TextField {
  method: 'GET' | 'POST'
  url: string
  /** Where the NUL goes: a query parameter, or a path in the JSON body. */
  field: string
  body?: Record<string, unknown>
  query?: Record<string, string>
  signedIn?: boolean
}

const PLATE = {
  date: '2025-07-20',
  items: [
    {
      food_id: 'custom-toast',
      quantity: 1,
      custom_macros: { name: 'Toast', calories: 80, protein: 3, carbs: 14, totalFat: 1 },
    },
  ],
}

const FIELDS: TextField[] = [
  ...['email', 'password'].map((field) => ({
    method: 'POST' as const,
    url: '/auth/login',
    field,
    body: { email: 'ada@campus.test', password: TEST_PASSWORD },
  })),
  ...['first_name', 'last_name', 'email', 'password'].map((field) => ({
    method: 'POST' as const,
    url: '/auth/register',
    field,
    body: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@campus.test', password: TEST_PASSWORD },
  })),
  { method: 'POST', url: '/api/auth/forgot-password', field: 'email', body: { email: 'ada@campus.test' } },
  ...['token', 'new_password'].map((field) => ({
    method: 'POST' as const,
    url: '/api/auth/reset-password',
    field,
    body: { token: 'x'.repeat(43), new_password: TEST_PASSWORD },
  })),
  { method: 'POST', url: '/auth/exchange-token', field: 'token', body: { token: 'x'.repeat(43) } },
  ...['code', 'state', 'error'].map((field) => ({
    method: 'GET' as const,
    url: '/auth/google/callback',
    field,
    query: { code: 'abcdef', state: 'abcdef', error: 'access_denied' },
  })),
  ...['date', 'dining_hall', 'meal_name'].map((field) => ({
    method: 'GET' as const,
    url: '/foods',
    field,
    query: { date: '2025-07-20', dining_hall: 'North Hall', meal_name: 'Lunch' },
  })),
  { method: 'GET', url: '/api/available-options', field: 'date', query: { date: '2025-07-20' } },
  { method: 'GET', url: '/api/plate', field: 'date', query: { date: '2025-07-20' }, signedIn: true },
  ...['date', 'items.0.food_id', 'items.0.custom_macros.name'].map((field) => ({
    method: 'POST' as const,
    url: '/api/plate',
    field,
    body: PLATE,
    signedIn: true,
  })),
]

function putNul(body: Record<string, unknown>, path: string): Record<string, unknown> {
  const copy = structuredClone(body)
  const keys = path.split('.')
  let parent = copy as Record<string, unknown>
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>
  const last = keys.at(-1) as string
  parent[last] = withNul(String(parent[last]))
  return copy
}

async function send(app: AppInstance, field: TextField, cookie: string | undefined) {
  const params = Object.entries(field.query ?? {}).map(([key, value]): [string, string] => [
    key,
    key === field.field ? withNul(value) : value,
  ])
  const query = params.length > 0 ? `?${new URLSearchParams(params)}` : ''
  return app.inject({
    method: field.method,
    url: `${field.url}${query}`,
    headers: { ...testOrigin(app), ...(cookie ? { cookie } : {}) },
    ...(field.body ? { payload: putNul(field.body, field.field) } : {}),
  })
}

describe('a NUL character in any text field', () => {
  it.each(FIELDS.map((field) => [`${field.method} ${field.url}`, field.field, field] as const))(
    '%s %s answers 400 with a clear detail and changes nothing',
    async (_route, _field, field) => {
      const app = await buildTestApp()
      const cookie = field.signedIn ? await loginAs(app, await createUser(app)) : undefined
      // The account the sign-in bodies name exists, so a NUL that slipped through would reach its row.
      await createUser(app, { email: 'ada@campus.test' })
      const before = await userDataCounts(app)
      const res = await send(app, field, cookie)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        detail: `${field.field}: ${NUL_CHARACTER_MESSAGE}`,
        errors: [{ field: field.field, message: NUL_CHARACTER_MESSAGE }],
      })
      expect(res.headers['set-cookie']).toBeUndefined()
      expect(await userDataCounts(app)).toEqual(before)
    },
  )
})
