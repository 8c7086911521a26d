import {
  AUTH_RULE_MESSAGES,
  CurrentUserSchema,
  ProfileNameSchema,
  RECENT_PROOF_MAX_AGE_MS,
  RECENT_PROOF_MESSAGES,
} from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testClock } from '../../../test/build-test-app'
import { userDataCounts } from '../../../test/counts'
import { createUser, loginAs, sessionCookieOf, testOrigin } from '../../../test/login'
import { type OpenIdPeer, startOpenIdPeer } from '../../../test/openid-peer'
import { startSmtpPeer } from '../../../test/smtp-peer'
import type { AppInstance } from '../../app-types'
import type { AppConfig } from '../../config/env'
import { users } from '../../db/schema/index'
import { insertAuthToken } from './auth.repository'

let peer: OpenIdPeer
beforeAll(async () => {
  peer = await startOpenIdPeer()
})
afterAll(async () => {
  await peer.close()
})

const PICTURE = 'https://lh3.googleusercontent.com/a/student-photo'

function googleConfig(): Partial<AppConfig> {
  return {
    google: { clientId: 'campusplate-test', clientSecret: 'test-secret', issuer: peer.issuer },
    googleIssuer: peer.issuer,
  }
}

function identity(overrides: Partial<OpenIdPeer['identity']> = {}) {
  peer.identity = {
    sub: 'google-sub-1',
    email: 'new.student@campus.test',
    email_verified: true,
    name: 'New Student',
    picture: PICTURE,
    ...overrides,
  }
}

/**
 * Drives the whole redirect dance: our /auth/google/login → the provider's authorize endpoint
 * (fetched for real; it answers with a redirect carrying the code) → our callback with the flow
 * cookie. Answers where the callback sends the browser.
 */
async function signInWithGoogle(
  app: AppInstance,
  tamper: { state?: string; dropCookie?: boolean; cookie?: (value: string) => string } = {},
): Promise<{ location: URL; callbackSetCookie: string; binder: string | undefined }> {
  const start = await app.inject({ url: '/auth/google/login' })
  expect(start.statusCode).toBe(302)
  const flow = start.cookies.find((c) => c.name === 'cp_google_flow')
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' })
  expect(authorize.status).toBe(302)
  const back = new URL(authorize.headers.get('location') as string)
  expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/auth/google/callback')
  if (tamper.state) back.searchParams.set('state', tamper.state)
  const callback = await app.inject({
    url: `${back.pathname}${back.search}`,
    headers:
      tamper.dropCookie || !flow
        ? {}
        : { cookie: `cp_google_flow=${tamper.cookie ? tamper.cookie(flow.value) : flow.value}` },
  })
  expect(callback.statusCode).toBe(302)
  return {
    location: new URL(String(callback.headers.location), 'http://localhost:3000'),
    callbackSetCookie: String(callback.headers['set-cookie']),
    binder: callback.cookies.find((c) => c.name === 'cp_exchange')?.value,
  }
}

/** The browser's exchange call: the token from the URL, the binder cookie the callback left. */
function exchange(app: AppInstance, token: string, binder: string | undefined) {
  return app.inject({
    method: 'POST',
    url: '/auth/exchange-token',
    headers: { ...testOrigin(app), ...(binder === undefined ? {} : { cookie: `cp_exchange=${binder}` }) },
    payload: { token },
  })
}

/** Signs in with Google through to the session cookie. */
async function googleSession(app: AppInstance): Promise<string> {
  const { location, binder } = await signInWithGoogle(app)
  expect(location.pathname).toBe('/auth/callback')
  const token = location.searchParams.get('token')
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  const res = await exchange(app, token as string, binder)
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ ok: true })
  return sessionCookieOf(res) as string
}

const profileOf = (app: AppInstance, cookie: string) => app.inject({ url: '/api/profile', headers: { cookie } })
const passwordLogin = (app: AppInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/auth/login', headers: testOrigin(app), payload: { email, password } })

describe('GET /auth/google/login', () => {
  it('redirects to the provider with PKCE (S256), state, nonce and our callback, keeping them in a short-lived cookie', async () => {
    const app = await buildTestApp(googleConfig())
    const res = await app.inject({ url: '/auth/google/login' })
    expect(res.statusCode).toBe(302)
    const url = new URL(String(res.headers.location))
    expect(`${url.origin}${url.pathname}`).toBe(`${peer.issuer}/authorize`)
    const params = Object.fromEntries(url.searchParams)
    expect(params).toMatchObject({
      client_id: 'campusplate-test',
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/auth/google/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    })
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(params.state?.length).toBeGreaterThanOrEqual(32)
    expect(params.nonce?.length).toBeGreaterThanOrEqual(32)
    const cookie = String(res.headers['set-cookie'])
    // The flow, base64url, then its signature.
    expect(cookie).toMatch(/^cp_google_flow=[A-Za-z0-9_-]+\.[A-Za-z0-9%]+;/)
    expect(cookie).toContain('Max-Age=600')
    expect(cookie).toContain('Path=/auth/google')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    // The cookie holds the verifier; the URL only its challenge.
    expect(String(res.headers.location)).not.toContain(cookie.split(';')[0]?.split('=')[1] as string)
  })

  it('redirects to /auth/callback?error=google_not_configured when Google is not configured', async () => {
    const app = await buildTestApp({ google: undefined })
    const res = await app.inject({ url: '/auth/google/login' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/auth/callback?error=google_not_configured')
    const callback = await app.inject({ url: '/auth/google/callback?code=x&state=y' })
    expect(callback.headers.location).toBe('/auth/callback?error=google_not_configured')
  })

  it('redirects with google_failed when the provider cannot be discovered', async () => {
    const app = await buildTestApp({
      google: { clientId: 'x', clientSecret: 'y', issuer: 'http://127.0.0.1:9' },
    })
    const res = await app.inject({ url: '/auth/google/login' })
    expect(res.headers.location).toBe('/auth/callback?error=google_failed')
  })
})

describe('Google sign-in through a real OpenID provider', () => {
  it('creates an account for a new Google user with the verified e-mail, name and picture', async () => {
    const app = await buildTestApp(googleConfig())
    identity({ email: 'New.Student@Campus.TEST' })
    const cookie = await googleSession(app)
    const profile = CurrentUserSchema.parse((await profileOf(app, cookie)).json())
    expect(profile.email).toBe('new.student@campus.test')
    expect(profile.profile).toMatchObject({ name: 'New Student', image: PICTURE })
    const [user] = await app.db.select().from(users)
    expect(user).toMatchObject({ googleSubject: 'google-sub-1', passwordHash: null })
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date)
  })

  it.each([
    [
      'a long name, cut at a word',
      `Maria ${'Antonia '.repeat(5)}de la Santisima Trinidad`,
      'Maria Antonia Antonia Antonia Antonia Antonia de',
    ],
    ['a name with line breaks and spaces', '  Ada\n\tLovelace ', 'Ada Lovelace'],
    ['a one-letter name (the address instead)', 'Q', 'new.student'],
  ])('keeps the profile name within docs/product.md#name for %s', async (_case, name, expected) => {
    const app = await buildTestApp(googleConfig())
    identity({ name })
    const cookie = await googleSession(app)
    const profile = CurrentUserSchema.parse((await profileOf(app, cookie)).json())
    expect(profile.profile.name).toBe(expected)
    expect(ProfileNameSchema.parse(profile.profile.name)).toBe(expected)
  })

  it('signs the same Google user into the same account next time', async () => {
    const app = await buildTestApp(googleConfig())
    identity()
    await googleSession(app)
    identity({ email: 'renamed@campus.test' })
    const cookie = await googleSession(app)
    expect((await userDataCounts(app)).users).toBe(1)
    expect((await profileOf(app, cookie)).json().email).toBe('new.student@campus.test')
  })

  it.each([
    // What an attacker who planted a flow cookie of their own would send: no signature.
    ['without its signature', (value: string) => value.split('.')[0] as string],
    [
      'with its flow changed after signing',
      (value: string) => {
        const [payload = '', signature = ''] = value.split('.')
        const flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
        const changed = Buffer.from(JSON.stringify({ ...flow, nonce: `${flow.nonce}x` })).toString('base64url')
        return `${changed}.${signature}`
      },
    ],
  ])('refuses a flow cookie %s (invalid_state) and creates nothing', async (_what, tamperCookie) => {
    const app = await buildTestApp(googleConfig())
    identity()
    const { location } = await signInWithGoogle(app, { cookie: tamperCookie })
    expect(`${location.pathname}${location.search}`).toBe('/auth/callback?error=invalid_state')
    expect(await app.db.select().from(users)).toEqual([])
  })

  it('clears the flow cookie at the callback', async () => {
    const app = await buildTestApp(googleConfig())
    identity()
    const { callbackSetCookie } = await signInWithGoogle(app)
    expect(callbackSetCookie).toMatch(/cp_google_flow=; Max-Age=0; Path=\/auth\/google/)
  })

  it('links a proven account with the same address and keeps its password and sessions', async () => {
    const app = await buildTestApp(googleConfig())
    const user = await createUser(app, { email: 'ada@campus.test', emailVerifiedAt: new Date('2025-01-01T00:00:00Z') })
    const existing = await loginAs(app, user)
    identity({ sub: 'google-ada', email: 'ada@campus.test' })
    const cookie = await googleSession(app)
    expect((await profileOf(app, cookie)).json().email).toBe('ada@campus.test')
    expect((await userDataCounts(app)).users).toBe(1)
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.googleSubject).toBe('google-ada')
    expect(row?.emailVerifiedAt?.toISOString()).toBe('2025-01-01T00:00:00.000Z')
    expect((await profileOf(app, existing)).statusCode).toBe(200)
    expect((await passwordLogin(app, user.email, user.password)).statusCode).toBe(200)
  })

  it('links an unproven account by removing its password and ending its sessions (pre-hijacking)', async () => {
    const app = await buildTestApp(googleConfig())
    // Someone registered the address before its owner ever signed in.
    const squatter = await createUser(app, { email: 'ada@campus.test' })
    const squatterSession = await loginAs(app, squatter)
    identity({ sub: 'google-ada', email: 'ada@campus.test' })
    const owner = await googleSession(app)

    expect((await profileOf(app, squatterSession)).statusCode).toBe(401)
    const login = await passwordLogin(app, squatter.email, squatter.password)
    expect(login.statusCode).toBe(400)
    expect(login.json()).toEqual({ detail: AUTH_RULE_MESSAGES.invalidCredentials })
    expect((await profileOf(app, owner)).statusCode).toBe(200)
    const [row] = await app.db.select().from(users).where(eq(users.id, squatter.id))
    expect(row?.passwordHash).toBeNull()
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date)
  })

  it('refuses to re-link an address already linked to another Google account', async () => {
    const app = await buildTestApp(googleConfig())
    await createUser(app, { email: 'ada@campus.test', googleSubject: 'google-old', emailVerifiedAt: new Date() })
    identity({ sub: 'google-new', email: 'ada@campus.test' })
    const { location } = await signInWithGoogle(app)
    expect(location.search).toBe('?error=google_failed')
  })

  it('refuses an unverified Google e-mail and creates nothing', async () => {
    const app = await buildTestApp(googleConfig())
    identity({ email_verified: false })
    const { location } = await signInWithGoogle(app)
    expect(location.pathname).toBe('/auth/callback')
    expect(location.search).toBe('?error=google_email_unverified')
    expect((await userDataCounts(app)).users).toBe(0)
  })

  it.each([
    ['a state that does not match the cookie', { state: 'forged-state-forged-state-forged-state' }],
    ['no flow cookie', { dropCookie: true }],
  ])('redirects with invalid_state for %s and creates nothing', async (_case, tamper) => {
    const app = await buildTestApp(googleConfig())
    identity()
    const { location } = await signInWithGoogle(app, tamper)
    expect(location.search).toBe('?error=invalid_state')
    expect(await userDataCounts(app)).toMatchObject({ users: 0, authTokens: 0 })
  })

  it('redirects with google_denied when the person cancels at Google', async () => {
    const app = await buildTestApp(googleConfig())
    const res = await app.inject({ url: '/auth/google/callback?error=access_denied&state=x' })
    expect(res.headers.location).toBe('/auth/callback?error=google_denied')
  })

  it('redirects with google_failed when the code is not accepted', async () => {
    const app = await buildTestApp(googleConfig())
    const start = await app.inject({ url: '/auth/google/login' })
    const flow = start.cookies.find((c) => c.name === 'cp_google_flow')
    const state = new URL(String(start.headers.location)).searchParams.get('state')
    const res = await app.inject({
      url: `/auth/google/callback?code=made-up-code&state=${state}`,
      headers: { cookie: `cp_google_flow=${flow?.value}` },
    })
    expect(res.headers.location).toBe('/auth/callback?error=google_failed')
  })
})

describe('POST /auth/exchange-token', () => {
  it('trades a token once; a replay is refused', async () => {
    const app = await buildTestApp(googleConfig())
    identity()
    const { location, binder } = await signInWithGoogle(app)
    const token = location.searchParams.get('token') as string
    const first = await exchange(app, token, binder)
    expect(first.statusCode).toBe(200)
    expect(first.cookies.find((c) => c.name === 'cp_exchange')).toMatchObject({ value: '', maxAge: 0 })
    const replay = await exchange(app, token, binder)
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toEqual({ detail: AUTH_RULE_MESSAGES.exchangeTokenInvalid })
    expect(sessionCookieOf(replay)).toBeUndefined()
  })

  it('leaves the binder in an HttpOnly, SameSite=Lax cookie sent only to the exchange, for 60 seconds', async () => {
    const app = await buildTestApp(googleConfig())
    identity()
    const { callbackSetCookie, binder } = await signInWithGoogle(app)
    expect(binder).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(callbackSetCookie).toMatch(
      /cp_exchange=[A-Za-z0-9_-]{43}; Max-Age=60; Path=\/auth\/exchange-token; HttpOnly; SameSite=Lax/,
    )
  })

  it('refuses the token in a browser that did not sign in (login CSRF), without spending it', async () => {
    const app = await buildTestApp(googleConfig())
    identity()
    // Someone signs in with their own Google account and sends the callback link to another person.
    const { location, binder } = await signInWithGoogle(app)
    const token = location.searchParams.get('token') as string
    for (const otherBrowser of [undefined, 'x'.repeat(43)]) {
      const res = await exchange(app, token, otherBrowser)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ detail: AUTH_RULE_MESSAGES.exchangeTokenInvalid })
      expect(sessionCookieOf(res)).toBeUndefined()
    }
    expect((await exchange(app, token, binder)).statusCode).toBe(200)
  })

  it('accepts a token for 60 seconds and refuses it after', async () => {
    const clock = testClock()
    const app = await buildTestApp(googleConfig(), { now: clock.now })
    identity()
    const early = await signInWithGoogle(app)
    const late = await signInWithGoogle(app)
    clock.advance(59_999)
    expect((await exchange(app, early.location.searchParams.get('token') as string, early.binder)).statusCode).toBe(200)
    clock.advance(1)
    const expired = await exchange(app, late.location.searchParams.get('token') as string, late.binder)
    expect(expired.statusCode).toBe(400)
    expect(expired.json()).toEqual({ detail: AUTH_RULE_MESSAGES.exchangeTokenInvalid })
  })

  it('refuses a password-reset token', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const token = await insertAuthToken(app.db, user.id, 'password_reset', app.now(), 60_000)
    expect((await exchange(app, token, undefined)).statusCode).toBe(400)
    expect((await exchange(app, token, 'x'.repeat(43))).statusCode).toBe(400)
  })
})

describe('a Google sign-in as the proof of a session (docs/decisions/054), and its notice', () => {
  const firstPassword = (app: AppInstance, cookie: string) =>
    app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      headers: { ...testOrigin(app), cookie },
      payload: { new_password: 'Roasted-Squash-77' },
    })

  it('lets an account without a password set its first one for 10 minutes after signing in with Google', async () => {
    const clock = testClock()
    const app = await buildTestApp(googleConfig(), { now: clock.now })
    identity({ sub: 'google-only', email: 'only.google@campus.test' })
    const early = await googleSession(app)
    const late = await googleSession(app)
    clock.advance(RECENT_PROOF_MAX_AGE_MS + 1)
    const refused = await firstPassword(app, late)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ detail: RECENT_PROOF_MESSAGES.googleNeeded })

    // Continue with Google again: the new session has a fresh proof.
    const again = await googleSession(app)
    expect((await firstPassword(app, again)).statusCode).toBe(200)
    expect((await profileOf(app, early)).statusCode).toBe(401)
  })

  it('does not count for an account that has a password: that one must give it', async () => {
    const app = await buildTestApp(googleConfig())
    await createUser(app, { email: 'ada@campus.test', googleSubject: 'google-ada', emailVerifiedAt: new Date() })
    identity({ sub: 'google-ada', email: 'ada@campus.test' })
    const cookie = await googleSession(app)
    const res = await app.inject({ method: 'DELETE', url: '/api/account', headers: { ...testOrigin(app), cookie } })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ detail: RECENT_PROOF_MESSAGES.passwordNeeded })
  })

  it('mails the account a notice when a Google account is linked to it, and none at later sign-ins', async () => {
    const smtp = await startSmtpPeer()
    try {
      const app = await buildTestApp({ ...googleConfig(), smtpUrl: smtp.url })
      await createUser(app, { email: 'ada@campus.test', emailVerifiedAt: new Date('2025-01-01T00:00:00Z') })
      identity({ sub: 'google-ada', email: 'ada@campus.test' })
      await googleSession(app)
      await googleSession(app)
      await app.background.idle()
      expect(smtp.mails).toHaveLength(1)
      expect(smtp.mails[0]?.to).toEqual(['ada@campus.test'])
      expect(smtp.mails[0]?.subject).toBe('A Google account was linked to your CampusPlate account')
      expect(smtp.mails[0]?.text).toMatch(/When: .+\r?\nFrom: .+, from the address 127\.0\.0\.1/)
      expect(smtp.mails[0]?.text).toContain('If this was not you')
    } finally {
      await smtp.close()
    }
  })
})
