import { expect } from 'vitest'
import type { AppInstance } from '../src/app-types'
import type { OidcProviderConfig, SsoConfig } from '../src/config/sso-env'
import { sessionCookieOf, testOrigin } from './login'
import type { OpenIdPeer } from './openid-peer'

/** A campus OpenID provider's settings for a peer on loopback. */
export function oidcProvider(
  id: string,
  peer: OpenIdPeer,
  extra: Partial<OidcProviderConfig> = {},
): OidcProviderConfig {
  return {
    id,
    label: `Continue with ${id}`,
    issuer: peer.issuer,
    clientId: `campusplate-${id}`,
    clientSecret: `secret-of-${id}`,
    scopes: 'openid email profile',
    claims: { email: 'email', name: 'name', groups: 'groups' },
    staffGroup: undefined,
    trustEmail: false,
    ...extra,
  }
}

export function ssoConfig(extra: Partial<SsoConfig> = {}): { sso: SsoConfig } {
  return { sso: { oidcProviders: [], saml: undefined, campusOnly: false, guestMode: true, ...extra } }
}

/** Where a campus sign-in sends the browser, and the binder cookies it leaves. */
export interface CampusLanding {
  location: URL
  exchangeBinder: string | undefined
  linkBinder: string | undefined
}

export function landing(res: {
  headers: Record<string, unknown>
  cookies: { name: string; value: string }[]
}): CampusLanding {
  return {
    location: new URL(String(res.headers.location), 'http://localhost:3000'),
    exchangeBinder: res.cookies.find((c) => c.name === 'cp_exchange' && c.value !== '')?.value,
    linkBinder: res.cookies.find((c) => c.name === 'cp_link' && c.value !== '')?.value,
  }
}

/** Our /auth/oidc/<id>/login → the peer's authorize endpoint (fetched for real) → our callback. */
export async function oidcSignIn(app: AppInstance, id: string): Promise<CampusLanding> {
  const start = await app.inject({ url: `/auth/oidc/${id}/login` })
  expect(start.statusCode).toBe(302)
  const flow = start.cookies.find((c) => c.name === 'cp_oidc_flow')
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' })
  expect(authorize.status).toBe(302)
  const back = new URL(authorize.headers.get('location') as string)
  expect(back.pathname).toBe(`/auth/oidc/${id}/callback`)
  const callback = await app.inject({
    url: `${back.pathname}${back.search}`,
    headers: flow ? { cookie: `cp_oidc_flow=${flow.value}` } : {},
  })
  expect(callback.statusCode).toBe(302)
  return landing(callback)
}

/** Trades the callback's token for the session cookie, as the web app's /auth/callback does. */
export async function exchangeForSession(app: AppInstance, signedIn: CampusLanding): Promise<string> {
  const token = signedIn.location.searchParams.get('token')
  expect(token, signedIn.location.href).toMatch(/^[A-Za-z0-9_-]{43}$/)
  const res = await app.inject({
    method: 'POST',
    url: '/auth/exchange-token',
    headers: { ...testOrigin(app), cookie: `cp_exchange=${signedIn.exchangeBinder}` },
    payload: { token },
  })
  expect(res.statusCode).toBe(200)
  return sessionCookieOf(res) as string
}
