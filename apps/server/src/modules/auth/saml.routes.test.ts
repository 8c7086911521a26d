import { inflateRawSync } from 'node:zlib'
import { CurrentUserSchema } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { exchangeForSession, landing, ssoConfig } from '../../../test/campus-sign-in'
import { userDataCounts } from '../../../test/counts'
import { logCollector } from '../../../test/log-collector'
import { type AssertionOptions, TestSamlIdp } from '../../../test/saml-idp'
import type { AppInstance } from '../../app-types'
import type { SamlConfig } from '../../config/sso-env'
import { users } from '../../db/schema/index'

const SP_ENTITY_ID = 'http://localhost:3000/auth/saml/metadata'
const ACS = 'http://localhost:3000/auth/saml/acs'
const ADA = {
  eppn: 'ada@northfield.test',
  mail: 'Ada.Lovelace@Northfield.test',
  givenName: 'Ada',
  sn: 'Lovelace',
  affiliations: ['member', 'staff'],
}

async function samlApp(extra: Partial<SamlConfig> = {}, options: Parameters<typeof buildTestApp>[1] = {}) {
  const idp = new TestSamlIdp(SP_ENTITY_ID, ACS)
  const saml = await idp.spSettings(extra)
  const app = await buildTestApp({ ...ssoConfig({ saml }), logLevel: 'info' }, options)
  return { app, idp }
}

/** Our /auth/saml/login: answers the AuthnRequest's id and the cookie naming it. */
async function startSignIn(app: AppInstance, next?: string) {
  const res = await app.inject({ url: `/auth/saml/login${next ? `?next=${encodeURIComponent(next)}` : ''}` })
  expect(res.statusCode).toBe(302)
  const url = new URL(String(res.headers.location))
  const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8')
  const requestId = /\sID="([^"]+)"/.exec(request)?.[1] as string
  const cookie = res.cookies.find((c) => c.name === 'cp_saml_request')?.value
  expect(cookie).toBe(requestId)
  return { url, request, requestId, relayState: url.searchParams.get('RelayState') }
}

/** The browser posts the IdP's form to our ACS (from the IdP's origin). */
function postToAcs(app: AppInstance, samlResponse: string, requestId: string | undefined, relayState = '') {
  return app.inject({
    method: 'POST',
    url: '/auth/saml/acs',
    headers: {
      origin: 'http://idp.northfield.test',
      'content-type': 'application/x-www-form-urlencoded',
      ...(requestId ? { cookie: `cp_saml_request=${requestId}` } : {}),
    },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
  })
}

async function signIn(app: AppInstance, idp: TestSamlIdp, options: Partial<AssertionOptions> = {}) {
  const { requestId } = await startSignIn(app)
  const res = await postToAcs(app, await idp.response({ person: ADA, inResponseTo: requestId, ...options }), requestId)
  expect(res.statusCode).toBe(302)
  return landing(res)
}

describe('SAML service provider', () => {
  it('publishes SP metadata with the entity id, ACS, certificate and the attributes it asks for', async () => {
    const { app } = await samlApp()
    const res = await app.inject({ url: '/auth/saml/metadata' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/samlmetadata+xml')
    expect(res.body).toContain(`entityID="${SP_ENTITY_ID}"`)
    expect(res.body).toContain(`Location="${ACS}"`)
    expect(res.body).toContain('use="signing"')
    expect(res.body).toContain('use="encryption"')
    for (const name of ['eduPersonPrincipalName', 'mail', 'displayName', 'givenName', 'sn', 'eduPersonAffiliation']) {
      expect(res.body).toContain(`FriendlyName="${name}"`)
    }
  })

  it('sends a signed AuthnRequest to the IdP with RelayState kept to a same-origin path', async () => {
    const { app, idp } = await samlApp()
    const start = await startSignIn(app, '/history')
    expect(`${start.url.origin}${start.url.pathname}`).toBe(idp.ssoUrl)
    expect(start.url.searchParams.get('Signature')).toBeTruthy()
    expect(start.request).toContain(`AssertionConsumerServiceURL="${ACS}"`)
    expect(start.relayState).toBe('/history')
    for (const unsafe of ['https://evil.test/', '//evil.test/x', '/\\evil.test']) {
      expect((await startSignIn(app, unsafe)).relayState).toBe('/dashboard')
    }
  })

  it('creates the account from the attributes, finds it again by eduPersonPrincipalName, and grants staff from the affiliation', async () => {
    const { app, idp } = await samlApp({ staffValue: 'staff' })
    const cookie = await exchangeForSession(app, await signIn(app, idp))
    const profile = CurrentUserSchema.parse((await app.inject({ url: '/api/profile', headers: { cookie } })).json())
    expect(profile).toMatchObject({ email: 'ada.lovelace@northfield.test', profile: { name: 'Ada Lovelace' } })
    const [row] = await app.db.select().from(users).where(eq(users.email, 'ada.lovelace@northfield.test'))
    expect(row).toMatchObject({ role: 'staff', staffSource: 'identity_provider', passwordHash: null })
    await exchangeForSession(app, await signIn(app, idp, { person: { ...ADA, mail: 'ada@other.test' } }))
    expect((await userDataCounts(app)).users).toBe(1)
  })

  it('accepts an encrypted assertion and a signed response around an unsigned assertion', async () => {
    const { app, idp } = await samlApp()
    expect((await signIn(app, idp, { encrypt: true })).location.searchParams.get('token')).toBeTruthy()
    const responseOnly = await signIn(app, idp, { assertionSigner: 'none', responseSigner: 'idp' })
    expect(responseOnly.location.searchParams.get('token')).toBeTruthy()
  })

  it('keeps the RelayState path for the app to return to', async () => {
    const { app, idp } = await samlApp()
    const { requestId } = await startSignIn(app, '/history')
    const res = await postToAcs(
      app,
      await idp.response({ person: ADA, inResponseTo: requestId }),
      requestId,
      '/history',
    )
    expect(landing(res).location.searchParams.get('next')).toBe('/history')
  })
})

describe('SAML responses that are refused', () => {
  const cases: [string, Partial<AssertionOptions> | 'replay' | 'idp-initiated' | 'other-browser', RegExp][] = [
    ['a wrong audience', { audience: 'https://other-sp.test/metadata' }, /audience/i],
    [
      'an expired assertion',
      { notBeforeSeconds: -900, notOnOrAfterSeconds: -600 },
      /expired|no valid subject confirmation/i,
    ],
    ['an assertion not yet valid', { notBeforeSeconds: 600 }, /not yet valid/i],
    ['another recipient', { recipient: 'https://other-sp.test/acs' }, /recipient/i],
    ['an unsigned assertion in an unsigned response', { assertionSigner: 'none' }, /signature/i],
    ['an assertion signed by another key', { assertionSigner: 'other' }, /signature/i],
    ['a response signed by another key', { assertionSigner: 'none', responseSigner: 'other' }, /signature/i],
    ['the signed assertion moved into Extensions', { wrap: 'extensions' }, /signature/i],
    ['the signed assertion moved into Advice', { wrap: 'advice' }, /signature/i],
    ['a second, unsigned assertion beside the signed one', { wrap: 'sibling' }, /multiple assertions/i],
    ['a replayed response', 'replay', /InResponseTo|replay/i],
    ['an IdP-initiated response (not enabled)', 'idp-initiated', /InResponseTo is missing/i],
    ['a response to a request of another browser', 'other-browser', /another browser/i],
  ]

  it.each(cases)(
    'refuses %s, creates nothing, and logs the reason without personal data',
    async (_what, attack, reason) => {
      const logs = logCollector()
      const { app, idp } = await samlApp({}, { logStream: logs.stream })
      const { requestId } = await startSignIn(app)
      let res: Awaited<ReturnType<typeof postToAcs>>
      if (attack === 'replay') {
        const response = await idp.response({ person: ADA, inResponseTo: requestId })
        const first = await postToAcs(app, response, requestId)
        expect(landing(first).location.searchParams.get('token')).toBeTruthy()
        await app.db.delete(users)
        res = await postToAcs(app, response, requestId)
      } else if (attack === 'idp-initiated') {
        res = await postToAcs(app, await idp.response({ person: ADA }), undefined)
      } else if (attack === 'other-browser') {
        res = await postToAcs(app, await idp.response({ person: ADA, inResponseTo: requestId }), 'another-request-id')
      } else {
        res = await postToAcs(app, await idp.response({ person: ADA, inResponseTo: requestId, ...attack }), requestId)
      }
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe('/auth/callback?error=sso_failed')
      expect(await userDataCounts(app)).toMatchObject({ users: 0, identities: 0, sessions: 0 })
      const refused = logs.lines().find((line) => line.event === 'campus_sign_in_refused')
      expect(refused).toMatchObject({ provider: 'saml' })
      expect(String(refused?.reason)).toMatch(reason)
      for (const personal of ['ada@northfield.test', 'Ada.Lovelace', 'Lovelace', 'mallory']) {
        expect(logs.collected.text).not.toContain(personal)
      }
    },
  )

  it('accepts an IdP-initiated response once it is enabled, and still only once', async () => {
    const { app, idp } = await samlApp({ allowIdpInitiated: true })
    const response = await idp.response({ person: ADA })
    expect(landing(await postToAcs(app, response, undefined)).location.searchParams.get('token')).toBeTruthy()
    expect((await postToAcs(app, response, undefined)).headers.location).toBe('/auth/callback?error=sso_failed')
  })
})
