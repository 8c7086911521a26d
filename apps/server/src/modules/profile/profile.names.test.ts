import { CurrentUserSchema } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { createUser, loginAs, sessionCookieOf, TEST_PASSWORD, testOrigin } from '../../../test/login'
import type { AppInstance } from '../../app-types'

async function storedName(app: AppInstance, cookie: string): Promise<string | null | undefined> {
  const res = await app.inject({ url: '/api/profile', headers: { cookie } })
  return CurrentUserSchema.parse(res.json()).profile.name
}

describe('names without control or bidirectional formatting characters', () => {
  it.each([
    ['a right-to-left override', 'Ada\u202e ecalevoL', 'Ada ecalevoL'],
    ['isolates', '\u2067Ada\u2069 Lovelace', 'Ada Lovelace'],
    ['a terminal escape', 'Ada\u001b[2J Lovelace', 'Ada [2J Lovelace'],
  ])('PUT /api/profile stores a name with %s without it', async (_what, name, stored) => {
    const app = await buildTestApp()
    const cookie = await loginAs(app, await createUser(app))
    const res = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { ...testOrigin(app), cookie },
      payload: { name },
    })
    expect(res.statusCode).toBe(200)
    expect(await storedName(app, cookie)).toBe(stored)
  })

  it('POST /auth/register names the profile without them', async () => {
    const app = await buildTestApp()
    const res = await app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: testOrigin(app),
      payload: {
        first_name: '\u202eAda',
        last_name: 'Love\u0007lace\u2066',
        email: 'ada@campus.test',
        password: TEST_PASSWORD,
      },
    })
    expect(res.statusCode).toBe(201)
    expect(await storedName(app, sessionCookieOf(res) as string)).toBe('Ada Love lace')
  })
})
