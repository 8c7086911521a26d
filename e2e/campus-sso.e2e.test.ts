import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type OpenIdPeer, startOpenIdPeer } from '../apps/server/test/openid-peer'
import { TestSamlIdp } from '../apps/server/test/saml-idp'
import { type RunningApp, startApp } from './support/app-server'
import { newPage } from './support/browser'
import { closeContexts, filledDataDir, sharedBrowser } from './support/suite'

const fixture = (name: string) => new URL(`../apps/server/test/fixtures/saml/${name}`, import.meta.url).pathname

let north: OpenIdPeer
let south: OpenIdPeer
let idp: TestSamlIdp
let app: RunningApp
let browser: Browser

/** Two campus OpenID providers and a SAML IdP at once; the north provider and the IdP grant staff. */
async function campusEnv(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const metadataFile = (await idp.spSettings()).idpMetadata
  return {
    OIDC_PROVIDERS: 'north,south',
    OIDC_NORTH_ISSUER: north.issuer,
    OIDC_NORTH_CLIENT_ID: 'campusplate-north',
    OIDC_NORTH_CLIENT_SECRET: 'north-secret',
    OIDC_NORTH_LABEL: 'Continue with Northfield University',
    OIDC_NORTH_STAFF_GROUP: 'dining-team',
    OIDC_SOUTH_ISSUER: south.issuer,
    OIDC_SOUTH_CLIENT_ID: 'campusplate-south',
    OIDC_SOUTH_CLIENT_SECRET: 'south-secret',
    OIDC_SOUTH_LABEL: 'Continue with South College',
    SAML_IDP_METADATA: 'file' in metadataFile ? metadataFile.file : '',
    SAML_SP_KEY_FILE: fixture('sp.key.pem'),
    SAML_SP_CERT_FILE: fixture('sp.cert.pem'),
    SAML_LABEL: 'Continue with Northfield SSO',
    SAML_STAFF_VALUE: 'staff',
    ...extra,
  }
}

async function startCampusApp(extra: Record<string, string> = {}): Promise<RunningApp> {
  // The SP's address is the app's, known once it has started; the IdP reads it at each answer.
  const started = await startApp(await campusEnv(extra), { template: filledDataDir() })
  idp.spEntityId = `${started.baseUrl}/auth/saml/metadata`
  idp.acsUrl = `${started.baseUrl}/auth/saml/acs`
  return started
}

beforeAll(async () => {
  ;[north, south] = await Promise.all([startOpenIdPeer(), startOpenIdPeer()])
  idp = new TestSamlIdp('', '')
  await idp.listen()
  ;[app, browser] = await Promise.all([startCampusApp(), sharedBrowser()])
})

afterAll(async () => {
  await closeContexts(browser)
  await app?.stop()
  await Promise.all([north?.close(), south?.close(), idp?.close()])
})

const header = (page: Page) => page.getByRole('banner')

async function expectSignedIn(page: Page, name: string, email: string) {
  await page.waitForURL('**/dashboard')
  await header(page).getByText(name, { exact: true }).filter({ visible: true }).waitFor()
  await header(page).getByText(email, { exact: true }).filter({ visible: true }).waitFor()
}

/** A fresh browser context: the login screen, one campus button, back on the dashboard. */
async function signInWith(button: string, name: string, email: string) {
  const { page, context, errors } = await newPage(browser, 'desktop')
  await page.goto(`${app.baseUrl}/login`)
  await page.getByRole('button', { name: button }).click()
  await expectSignedIn(page, name, email)
  const profile = await (await page.request.get(`${app.baseUrl}/api/profile`)).json()
  expect(errors).toEqual([])
  await context.close()
  return profile as { email: string; staff?: boolean }
}

describe('campus single sign-on in Chromium', () => {
  test('each of two OpenID providers signs in, and a second sign-in finds the same account', async () => {
    north.identity = { sub: 'north-ada', email: 'ada@northfield.test', email_verified: true, name: 'Ada Lovelace' }
    await signInWith('Continue with Northfield University', 'Ada Lovelace', 'ada@northfield.test')
    Object.assign(south.identity, {
      sub: 'south-grace',
      email: 'grace@south.test',
      email_verified: true,
      name: 'Grace Hopper',
    })
    await signInWith('Continue with South College', 'Grace Hopper', 'grace@south.test')
    // Same subject, new address at the provider: still the account made the first time.
    north.identity = { ...north.identity, email: 'a.lovelace@northfield.test' }
    const again = await signInWith('Continue with Northfield University', 'Ada Lovelace', 'ada@northfield.test')
    expect(again.staff).toBeUndefined()
  })

  test('a staff group from the OpenID provider grants the staff role', async () => {
    north.identity = {
      sub: 'north-chef',
      email: 'chef@northfield.test',
      email_verified: true,
      name: 'Chef Boyardee',
      groups: ['dining-team'],
    }
    const profile = await signInWith('Continue with Northfield University', 'Chef Boyardee', 'chef@northfield.test')
    expect(profile.staff).toBe(true)
  })

  test('the SAML IdP signs in with the name and e-mail it releases, the staff affiliation grants the role, and a second sign-in finds the account', async () => {
    idp.person = {
      eppn: 'lin@northfield.test',
      mail: 'lin.chen@northfield.test',
      givenName: 'Lin',
      sn: 'Chen',
      affiliations: ['member', 'staff'],
    }
    const first = await signInWith('Continue with Northfield SSO', 'Lin Chen', 'lin.chen@northfield.test')
    expect(first.staff).toBe(true)
    idp.person = { ...idp.person, mail: 'lchen@northfield.test', affiliations: ['member'] }
    const second = await signInWith('Continue with Northfield SSO', 'Lin Chen', 'lin.chen@northfield.test')
    expect(second.staff).toBeUndefined()
  })

  test('campus-only mode shows only the campus buttons and refuses password sign-in and registration with 403', async () => {
    const campusOnly = await startCampusApp({ CAMPUS_ONLY: 'true', GUEST_MODE: 'false' })
    try {
      const { page, context, errors } = await newPage(browser, 'desktop')
      await page.goto(`${campusOnly.baseUrl}/login`)
      await page.getByRole('button', { name: 'Continue with Northfield SSO' }).waitFor()
      const buttons = await page.getByRole('main').getByRole('button').allTextContents()
      expect(buttons).toEqual([
        'Continue with Northfield University',
        'Continue with South College',
        'Continue with Northfield SSO',
      ])
      expect(await page.getByLabel('Email Address').count()).toBe(0)
      for (const [path, body] of [
        ['/auth/login', { email: 'ada@northfield.test', password: 'Grilled-Tofu-42' }],
        [
          '/auth/register',
          { first_name: 'Ada', last_name: 'L', email: 'x@northfield.test', password: 'Grilled-Tofu-42' },
        ],
      ] as const) {
        const res = await page.request.post(`${campusOnly.baseUrl}${path}`, {
          data: body,
          headers: { origin: campusOnly.baseUrl },
        })
        expect(res.status()).toBe(403)
        expect(await res.json()).toEqual({
          detail: 'This campus signs in with its own accounts only. Use the campus sign-in button.',
        })
      }
      expect(errors).toEqual([])
      await context.close()
    } finally {
      await campusOnly.stop()
      idp.acsUrl = `${app.baseUrl}/auth/saml/acs`
      idp.spEntityId = `${app.baseUrl}/auth/saml/metadata`
    }
  })
})
