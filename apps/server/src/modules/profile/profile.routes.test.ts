import { CurrentUserSchema } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { createUser, loginAs } from '../../../test/login'
import type { AppInstance } from '../../app-types'
import { profiles, users } from '../../db/schema/index'

async function profileOf(app: AppInstance, cookie: string | undefined) {
  return app.inject({ method: 'GET', url: '/api/profile', headers: cookie ? { cookie } : {} })
}

describe('GET /api/profile', () => {
  it('answers 401 Not authenticated without a session', async () => {
    const app = await buildTestApp()
    const res = await profileOf(app, undefined)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ detail: 'Not authenticated' })
  })

  it.each([
    ['an unknown token', 'cp_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['an empty token', 'cp_session='],
    ['an overlong token', `cp_session=${'a'.repeat(5000)}`],
  ])('answers 401 for %s and clears a stale cookie', async (_case, cookie) => {
    const app = await buildTestApp()
    const res = await profileOf(app, cookie)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ detail: 'Not authenticated' })
  })

  it('answers the e-mail and the profile with the fields not yet stored as null or []', async () => {
    const app = await buildTestApp()
    const user = await createUser(app, { name: 'Grace Hopper' })
    const res = await profileOf(app, await loginAs(app, user))
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = CurrentUserSchema.parse(res.json())
    expect(body).toMatchObject({
      email: user.email,
      profile: { name: 'Grace Hopper', image: null, sex: null, meal_preference: [], allergens: [] },
    })
  })
})

describe('GET /api/profile and the image URL rule (docs/product.md#photo)', () => {
  it.each([
    ['a /static/ path', '/static/avatars/ada.webp', '/static/avatars/ada.webp'],
    ['an https URL', 'https://lh3.googleusercontent.com/a/photo', 'https://lh3.googleusercontent.com/a/photo'],
    ['a javascript: URL', 'javascript:alert(1)', null],
    ['a data:text/html URL', 'data:text/html,<script>alert(1)</script>', null],
    ['plain http elsewhere', 'http://example.com/a.png', null],
  ])('answers a stored image that is %s as %j', async (_case, stored, answered) => {
    const app = await buildTestApp()
    const user = await createUser(app)
    await app.db.update(profiles).set({ image: stored }).where(eq(profiles.userId, user.id))
    const res = await profileOf(app, await loginAs(app, user))
    expect(res.statusCode).toBe(200)
    expect(CurrentUserSchema.parse(res.json()).profile.image).toBe(answered)
  })
})

describe('GET /api/profile after the account is gone', () => {
  it('answers 401 once the user was deleted (the session goes with it)', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const cookie = await loginAs(app, user)
    await app.db.delete(users).where(eq(users.id, user.id))
    expect((await profileOf(app, cookie)).statusCode).toBe(401)
  })
})
