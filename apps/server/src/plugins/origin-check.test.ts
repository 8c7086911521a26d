import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { userDataCounts } from '../../test/counts'
import { createUser, loginAs } from '../../test/login'
import { TEST_TZ } from '../../test/test-config'
import { campusToday } from '../lib/campus-dates'
import { ORIGIN_REFUSED } from './origin-check'

const PLATE = { date: campusToday(TEST_TZ), items: [] }

describe('origin check on unsafe requests', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['the right host on another port', { origin: 'http://localhost:3001' }],
    ['the right host over https', { origin: 'https://localhost:3000' }],
    ['Origin: null', { origin: 'null' }],
    ['a malformed Origin', { origin: 'not a url' }],
    ['a foreign Referer without Origin', { referer: 'https://evil.example/page' }],
    [
      'a foreign Origin with our Referer',
      { origin: 'https://evil.example', referer: 'http://localhost:3000/dashboard' },
    ],
  ])('refuses %s with 403 and its detail', async (_case, headers) => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const before = await userDataCounts(app)
    for (const url of ['/auth/login', '/auth/logout', '/api/plate']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers,
        payload: { email: user.email, password: user.password },
      })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ detail: ORIGIN_REFUSED })
      expect(res.headers['set-cookie']).toBeUndefined()
    }
    expect(await userDataCounts(app)).toEqual(before)
  })

  it.each([
    ['http', 'http://localhost:3000'],
    ['https (the __Host- cookie)', 'https://plate.campus.edu'],
  ])('refuses a signed-in request with neither Origin nor Referer over %s', async (_scheme, publicUrl) => {
    const app = await buildTestApp({ publicUrl })
    const cookie = await loginAs(app, await createUser(app))
    const res = await app.inject({ method: 'POST', url: '/api/plate', headers: { cookie }, payload: PLATE })
    expect(res.statusCode).toBe(403)
    const logout = await app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } })
    expect(logout.statusCode).toBe(403)
    expect((await userDataCounts(app)).sessions).toBe(1)
  })

  it('lets a request without a cookie and without either header through (not a browser acting for a user)', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: user.password },
    })
    expect(res.statusCode).toBe(200)
  })

  it.each([
    ['our Origin', { origin: 'http://localhost:3000' }],
    ['our Referer without Origin', { referer: 'http://localhost:3000/login?expired=1' }],
  ])('accepts %s', async (_case, headers) => {
    const app = await buildTestApp()
    const cookie = await loginAs(app, await createUser(app))
    const res = await app.inject({ method: 'POST', url: '/api/plate', headers: { ...headers, cookie }, payload: PLATE })
    expect(res.statusCode).toBe(200)
  })

  it('compares with the origin of an https PUBLIC_URL', async () => {
    const app = await buildTestApp({ publicUrl: 'https://plate.campus.edu' })
    const user = await createUser(app)
    const payload = { email: user.email, password: user.password }
    const http = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { origin: 'http://plate.campus.edu' },
      payload,
    })
    expect(http.statusCode).toBe(403)
    const https = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { origin: 'https://plate.campus.edu' },
      payload,
    })
    expect(https.statusCode).toBe(200)
  })

  it('does not check safe methods', async () => {
    const app = await buildTestApp()
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } })
    expect(res.statusCode).toBe(200)
  })
})
