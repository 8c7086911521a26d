import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './env'

const fixture = (name: string) => new URL(`../../test/fixtures/saml/${name}`, import.meta.url).pathname
const base = { CAMPUS_TZ: 'America/Chicago', PUBLIC_URL: 'https://dining.northfield.edu' }

describe('campus sign-in settings', () => {
  it('are off by default: no providers, passwords and guests allowed', () => {
    expect(loadConfig(base).sso).toEqual({ oidcProviders: [], saml: undefined, campusOnly: false, guestMode: true })
  })

  it('read each OpenID provider named in OIDC_PROVIDERS from its own variables', () => {
    const { sso } = loadConfig({
      ...base,
      OIDC_PROVIDERS: 'north, entra-id',
      OIDC_NORTH_ISSUER: 'https://sso.northfield.edu/realms/campus',
      OIDC_NORTH_CLIENT_ID: 'campusplate',
      OIDC_NORTH_CLIENT_SECRET: 'secret',
      OIDC_NORTH_LABEL: 'Continue with Northfield University',
      OIDC_NORTH_STAFF_GROUP: 'dining-team',
      OIDC_ENTRA_ID_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
      OIDC_ENTRA_ID_CLIENT_ID: 'app',
      OIDC_ENTRA_ID_CLIENT_SECRET: 'secret-2',
      OIDC_ENTRA_ID_SCOPES: 'openid email profile',
      OIDC_ENTRA_ID_GROUPS_CLAIM: 'roles',
      OIDC_ENTRA_ID_TRUST_EMAIL: 'true',
      CAMPUS_ONLY: 'true',
      GUEST_MODE: 'off',
    })
    expect(sso.oidcProviders).toEqual([
      {
        id: 'north',
        label: 'Continue with Northfield University',
        issuer: 'https://sso.northfield.edu/realms/campus',
        clientId: 'campusplate',
        clientSecret: 'secret',
        scopes: 'openid email profile',
        claims: { email: 'email', name: 'name', groups: 'groups' },
        staffGroup: 'dining-team',
        trustEmail: false,
      },
      expect.objectContaining({
        id: 'entra-id',
        claims: { email: 'email', name: 'name', groups: 'roles' },
        trustEmail: true,
      }),
    ])
    expect(sso).toMatchObject({ campusOnly: true, guestMode: false })
  })

  it('read the SAML IdP metadata source and our key pair', () => {
    const { sso } = loadConfig({
      ...base,
      SAML_IDP_METADATA: 'https://idp.northfield.edu/idp/shibboleth',
      SAML_SP_KEY_FILE: fixture('sp.key.pem'),
      SAML_SP_CERT_FILE: fixture('sp.cert.pem'),
    })
    expect(sso.saml).toMatchObject({
      spEntityId: 'https://dining.northfield.edu/auth/saml/metadata',
      idpMetadata: { url: 'https://idp.northfield.edu/idp/shibboleth' },
      idpMetadataRefreshMinutes: 60,
      allowIdpInitiated: false,
      clockSkewSeconds: 60,
    })
    expect(sso.saml?.spPrivateKey).toContain('PRIVATE KEY')
  })

  it.each([
    [{ OIDC_PROVIDERS: 'google' }, 'Invalid OIDC_PROVIDERS'],
    [{ OIDC_PROVIDERS: 'north' }, 'Invalid OIDC_NORTH_ISSUER: must be set'],
    [
      {
        OIDC_PROVIDERS: 'north',
        OIDC_NORTH_ISSUER: 'http://sso.northfield.edu',
        OIDC_NORTH_CLIENT_ID: 'a',
        OIDC_NORTH_CLIENT_SECRET: 'b',
      },
      'Invalid OIDC_NORTH_ISSUER: must be an https:// URL',
    ],
    [
      {
        OIDC_PROVIDERS: 'north',
        OIDC_NORTH_ISSUER: 'https://sso.northfield.edu',
        OIDC_NORTH_CLIENT_ID: 'a',
        OIDC_NORTH_CLIENT_SECRET: 'b',
        OIDC_NORTH_SCOPES: 'email profile',
      },
      'Invalid OIDC_NORTH_SCOPES: must include openid',
    ],
    [{ SAML_IDP_METADATA: 'http://idp.northfield.edu/metadata' }, 'Invalid SAML_IDP_METADATA'],
    [{ SAML_IDP_METADATA: '/etc/idp.xml' }, 'Invalid SAML_SP_KEY_FILE: must be set'],
    [
      {
        SAML_IDP_METADATA: '/etc/idp.xml',
        SAML_SP_KEY_FILE: fixture('sp.cert.pem'),
        SAML_SP_CERT_FILE: fixture('sp.cert.pem'),
      },
      'Invalid SAML_SP_KEY_FILE: must be a PEM file holding a private key',
    ],
    [{ CAMPUS_ONLY: 'maybe' }, 'Invalid CAMPUS_ONLY: must be true or false'],
  ])('refuse %j with a line naming the variable', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError)
    expect(() => loadConfig({ ...base, ...env })).toThrow(message)
  })
})
