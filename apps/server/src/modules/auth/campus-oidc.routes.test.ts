import { AUTH_RULE_MESSAGES, CurrentUserSchema, SSO_MESSAGES } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { exchangeForSession, oidcProvider, oidcSignIn, ssoConfig } from '../../../test/campus-sign-in'
import { userDataCounts } from '../../../test/counts'
import { logCollector } from '../../../test/log-collector'
import { createUser, sessionCookieOf, testOrigin } from '../../../test/login'
import { type OpenIdPeer, startOpenIdPeer } from '../../../test/openid-peer'
import type { AppInstance } from '../../app-types'
import { identities, profiles, users } from '../../db/schema/index'

let north: OpenIdPeer
let south: OpenIdPeer
beforeAll(async () => {
  ;[north, south] = await Promise.all([startOpenIdPeer(), startOpenIdPeer()])
})
afterAll(async () => {
  await Promise.all([north.close(), south.close()])
})

/** Two campus providers at once; the north one grants staff to its `dining-team` group. */
function twoProviders(extra: Parameters<typeof ssoConfig>[0] = {}) {
  return ssoConfig({
    oidcProviders: [
      oidcProvider('north', north, { label: 'Continue with Northfield University', staffGroup: 'dining-team' }),
      oidcProvider('south', south, { claims: { email: 'mail', name: 'display_name', groups: 'roles' } }),
    ],
    ...extra,
  })
}

const profileOf = async (app: AppInstance, cookie: string) =>
  CurrentUserSchema.parse((await app.inject({ url: '/api/profile', headers: { cookie } })).json())
const roleOf = async (app: AppInstance, email: string) =>
  (await app.db.select({ role: users.role, source: users.staffSource }).from(users).where(eq(users.email, email)))[0]

describe('campus OpenID Connect providers', () => {
  it('lists each provider as its own button in /api/app-config', async () => {
    const app = await buildTestApp(twoProviders())
    const config = (await app.inject({ url: '/api/app-config' })).json()
    expect(config.sign_in_providers).toEqual([
      { id: 'north', label: 'Continue with Northfield University', login_path: '/auth/oidc/north/login' },
      { id: 'south', label: 'Continue with south', login_path: '/auth/oidc/south/login' },
    ])
    expect(config).toMatchObject({ password_sign_in: true, guest_mode: true })
  })

  it('sends each provider its own client, PKCE, state and nonce', async () => {
    const app = await buildTestApp(twoProviders())
    for (const [id, peer] of [
      ['north', north],
      ['south', south],
    ] as const) {
      const res = await app.inject({ url: `/auth/oidc/${id}/login` })
      const url = new URL(String(res.headers.location))
      expect(`${url.origin}${url.pathname}`).toBe(`${peer.issuer}/authorize`)
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: `campusplate-${id}`,
        redirect_uri: `http://localhost:3000/auth/oidc/${id}/callback`,
        code_challenge_method: 'S256',
      })
      expect(url.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(32)
      expect(String(res.headers['set-cookie'])).toContain(`Path=/auth/oidc/${id}`)
    }
  })

  it('creates an account from each issuer, with the claims it is configured to read, and finds it again by subject', async () => {
    const app = await buildTestApp(twoProviders())
    north.identity = { sub: 'n-1', email: 'Ada@North.test', email_verified: true, name: 'Ada Lovelace' }
    Object.assign(south.identity, {
      sub: 's-1',
      mail: 'grace@south.test',
      email_verified: true,
      display_name: 'Grace Hopper',
    })
    const ada = await exchangeForSession(app, await oidcSignIn(app, 'north'))
    const grace = await exchangeForSession(app, await oidcSignIn(app, 'south'))
    expect(await profileOf(app, ada)).toMatchObject({ email: 'ada@north.test', profile: { name: 'Ada Lovelace' } })
    expect(await profileOf(app, grace)).toMatchObject({ email: 'grace@south.test', profile: { name: 'Grace Hopper' } })
    // The same subject with another address is the same account.
    north.identity = { sub: 'n-1', email: 'ada.lovelace@north.test', email_verified: true, name: 'Ada Lovelace' }
    const again = await exchangeForSession(app, await oidcSignIn(app, 'north'))
    expect((await profileOf(app, again)).email).toBe('ada@north.test')
    expect((await userDataCounts(app)).users).toBe(2)
    const rows = await app.db.select({ provider: identities.provider, subject: identities.subject }).from(identities)
    expect(rows).toEqual(
      expect.arrayContaining([
        { provider: 'north', subject: 'n-1' },
        { provider: 'south', subject: 's-1' },
      ]),
    )
  })

  it('keeps the name from the identity until the user changes it', async () => {
    const app = await buildTestApp(twoProviders())
    north.identity = { sub: 'n-2', email: 'lin@north.test', email_verified: true, name: 'Lin Chen' }
    const cookie = await exchangeForSession(app, await oidcSignIn(app, 'north'))
    north.identity = { ...north.identity, name: 'Lin Chen-Park' }
    await oidcSignIn(app, 'north')
    expect((await profileOf(app, cookie)).profile.name).toBe('Lin Chen-Park')
    await app.db.update(profiles).set({ name: 'Lin' })
    north.identity = { ...north.identity, name: 'Lin C. Park' }
    await oidcSignIn(app, 'north')
    expect((await profileOf(app, cookie)).profile.name).toBe('Lin')
  })

  it('grants staff from the configured group, withdraws it without the group, and never touches an operator grant', async () => {
    const app = await buildTestApp(twoProviders())
    north.identity = { sub: 'n-3', email: 'chef@north.test', email_verified: true, groups: ['students', 'dining-team'] }
    const cookie = await exchangeForSession(app, await oidcSignIn(app, 'north'))
    expect(await roleOf(app, 'chef@north.test')).toEqual({ role: 'staff', source: 'identity_provider' })
    expect((await app.inject({ url: '/api/profile', headers: { cookie } })).json().staff).toBe(true)
    north.identity = { ...north.identity, groups: ['students'] }
    await oidcSignIn(app, 'north')
    expect(await roleOf(app, 'chef@north.test')).toEqual({ role: 'student', source: null })
    await app.db.update(users).set({ role: 'staff', staffSource: 'operator' })
    await oidcSignIn(app, 'north')
    expect(await roleOf(app, 'chef@north.test')).toEqual({ role: 'staff', source: 'operator' })
  })

  it('refuses an unverified e-mail and creates nothing, logging only the provider and the reason', async () => {
    const logs = logCollector()
    const app = await buildTestApp({ ...twoProviders(), logLevel: 'info' }, { logStream: logs.stream })
    north.identity = { sub: 'n-4', email: 'eve@north.test', email_verified: false, name: 'Eve Example' }
    const { location } = await oidcSignIn(app, 'north')
    expect(location.search).toBe('?error=sso_email_unverified')
    expect(await userDataCounts(app)).toMatchObject({ users: 0, identities: 0 })
    const refused = logs.lines().find((line) => line.event === 'campus_sign_in_refused')
    expect(refused).toMatchObject({ provider: 'north', reason: 'sso_email_unverified' })
    expect(logs.collected.text).not.toContain('eve@north.test')
    expect(logs.collected.text).not.toContain('Eve Example')
  })

  it('answers sso_not_configured for an unknown provider', async () => {
    const app = await buildTestApp(twoProviders())
    const res = await app.inject({ url: '/auth/oidc/west/login' })
    expect(res.headers.location).toBe('/auth/callback?error=sso_not_configured')
  })
})

describe('linking an existing password account', () => {
  async function linkAttempt(app: AppInstance, token: string, binder: string | undefined, password: string) {
    return app.inject({
      method: 'POST',
      url: '/api/auth/link-account',
      headers: { ...testOrigin(app), ...(binder ? { cookie: `cp_link=${binder}` } : {}) },
      payload: { token, password },
    })
  }

  it('asks for the password instead of linking silently, then links once it is proven', async () => {
    const app = await buildTestApp(twoProviders())
    const user = await createUser(app, { email: 'ada@north.test' })
    north.identity = { sub: 'n-5', email: 'ada@north.test', email_verified: true, name: 'Ada L' }
    const first = await oidcSignIn(app, 'north')
    expect(first.location.pathname).toBe('/auth/callback')
    const link = first.location.searchParams.get('link') as string
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(first.location.searchParams.get('token')).toBeNull()
    // Nothing is linked yet: a second try asks again.
    expect((await oidcSignIn(app, 'north')).location.searchParams.get('link')).toBeTruthy()

    const again = await oidcSignIn(app, 'north')
    const token = again.location.searchParams.get('link') as string
    const wrong = await linkAttempt(app, token, again.linkBinder, 'Not-The-Password-1')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ detail: AUTH_RULE_MESSAGES.invalidCredentials })
    expect((await linkAttempt(app, token, undefined, user.password)).json()).toEqual({
      detail: SSO_MESSAGES.linkTokenInvalid,
    })
    const right = await linkAttempt(app, token, again.linkBinder, user.password)
    expect(right.statusCode).toBe(200)
    const cookie = sessionCookieOf(right) as string
    expect((await profileOf(app, cookie)).email).toBe('ada@north.test')
    expect((await linkAttempt(app, token, again.linkBinder, user.password)).statusCode).toBe(400)
    // From now on the identity signs straight in to that account.
    const next = await oidcSignIn(app, 'north')
    expect((await profileOf(app, await exchangeForSession(app, next))).email).toBe('ada@north.test')
    expect((await userDataCounts(app)).users).toBe(1)
  })
})

describe('campus-only mode', () => {
  it('refuses password sign-in and registration with a clear 403 and says so in /api/app-config', async () => {
    const app = await buildTestApp(twoProviders({ campusOnly: true, guestMode: false }))
    const user = await createUser(app)
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: testOrigin(app),
      payload: { email: user.email, password: user.password },
    })
    expect(login.statusCode).toBe(403)
    expect(login.json()).toEqual({ detail: SSO_MESSAGES.campusOnly })
    const register = await app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: testOrigin(app),
      payload: {
        first_name: 'New',
        last_name: 'Student',
        email: 'new@campus.test',
        password: 'Grilled-Tofu-42',
      },
    })
    expect(register.statusCode).toBe(403)
    expect(register.json()).toEqual({ detail: SSO_MESSAGES.campusOnly })
    expect((await userDataCounts(app)).users).toBe(1)
    expect((await app.inject({ url: '/api/app-config' })).json()).toMatchObject({
      password_sign_in: false,
      guest_mode: false,
    })
  })
})
