import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

// Campus sign-in settings (docs/decisions/057); config/env.ts turns these errors into its ConfigError.

export interface OidcProviderConfig {
  /** Lower-case id in the URLs (`/auth/oidc/<id>/login`) and in the identities table. */
  id: string
  label: string
  issuer: string
  clientId: string
  clientSecret: string
  scopes: string
  claims: { email: string; name: string; groups: string }
  /** An account is staff while its groups claim holds this value; unset: the provider grants no role. */
  staffGroup: string | undefined
  /** The e-mail claim counts as verified without `email_verified` (for providers that never send it). */
  trustEmail: boolean
}

export interface SamlConfig {
  id: 'saml'
  label: string
  /** Our entity id; the SP metadata URL unless set. */
  spEntityId: string
  /** PEM: signs our requests, decrypts encrypted assertions, and is published in the metadata. */
  spPrivateKey: string
  spCertificate: string
  /** Where the IdP's metadata comes from: a local file, or an https URL fetched again on a schedule. */
  idpMetadata: { file: string } | { url: string }
  idpMetadataRefreshMinutes: number
  staffValue: string | undefined
  allowIdpInitiated: boolean
  clockSkewSeconds: number
}

export interface SsoConfig {
  oidcProviders: readonly OidcProviderConfig[]
  saml: SamlConfig | undefined
  /** Password registration and sign-in are off: only the campus buttons (and Google, if set) sign in. */
  campusOnly: boolean
  guestMode: boolean
}

const ID_PATTERN = /^[a-z][a-z0-9-]{0,31}$/
const RESERVED_IDS = ['google', 'saml']

export class SsoConfigError extends Error {}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase()
  if (value === undefined || value === '') return fallback
  if (['1', 'true', 'on', 'yes'].includes(value)) return true
  if (['0', 'false', 'off', 'no'].includes(value)) return false
  throw new SsoConfigError(`Invalid ${name}: must be true or false (got ${JSON.stringify(env[name])})`)
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

function required(env: NodeJS.ProcessEnv, name: string, why: string): string {
  const value = text(env, name)
  if (!value) throw new SsoConfigError(`Invalid ${name}: must be set ${why}`)
  return value
}

/** https, or http on loopback only (a local provider in tests). */
export function isProviderUrl(value: string): boolean {
  try {
    const url = new URL(value)
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback)
  } catch {
    return false
  }
}

function oidcProvider(env: NodeJS.ProcessEnv, id: string): OidcProviderConfig {
  const prefix = `OIDC_${id.toUpperCase().replaceAll('-', '_')}_`
  const why = `for OIDC_PROVIDERS=${env.OIDC_PROVIDERS}`
  const issuer = required(env, `${prefix}ISSUER`, why)
  if (!isProviderUrl(issuer)) {
    throw new SsoConfigError(`Invalid ${prefix}ISSUER: must be an https:// URL (or http:// on 127.0.0.1 or localhost)`)
  }
  const scopes = text(env, `${prefix}SCOPES`) ?? 'openid email profile'
  if (!scopes.split(/\s+/).includes('openid')) {
    throw new SsoConfigError(`Invalid ${prefix}SCOPES: must include openid (got ${JSON.stringify(scopes)})`)
  }
  return {
    id,
    label: text(env, `${prefix}LABEL`) ?? `Continue with ${id}`,
    issuer,
    clientId: required(env, `${prefix}CLIENT_ID`, why),
    clientSecret: required(env, `${prefix}CLIENT_SECRET`, why),
    scopes,
    claims: {
      email: text(env, `${prefix}EMAIL_CLAIM`) ?? 'email',
      name: text(env, `${prefix}NAME_CLAIM`) ?? 'name',
      groups: text(env, `${prefix}GROUPS_CLAIM`) ?? 'groups',
    },
    staffGroup: text(env, `${prefix}STAFF_GROUP`),
    trustEmail: flag(env, `${prefix}TRUST_EMAIL`, false),
  }
}

function readPem(env: NodeJS.ProcessEnv, name: string, kind: 'PRIVATE KEY' | 'CERTIFICATE'): string {
  const path = required(env, name, 'when SAML_IDP_METADATA is set')
  let pem: string
  try {
    pem = readFileSync(resolve(path), 'utf8')
  } catch {
    throw new SsoConfigError(`Invalid ${name}: cannot read ${JSON.stringify(path)}`)
  }
  if (!pem.includes(kind))
    throw new SsoConfigError(`Invalid ${name}: must be a PEM file holding a ${kind.toLowerCase()}`)
  return pem
}

function samlConfig(env: NodeJS.ProcessEnv, publicUrl: string): SamlConfig | undefined {
  const metadata = text(env, 'SAML_IDP_METADATA')
  if (!metadata) return undefined
  let idpMetadata: SamlConfig['idpMetadata']
  if (/^[a-z]+:\/\//i.test(metadata)) {
    if (!isProviderUrl(metadata)) {
      throw new SsoConfigError('Invalid SAML_IDP_METADATA: must be a file path or an https:// URL')
    }
    idpMetadata = { url: metadata }
  } else {
    idpMetadata = { file: resolve(metadata) }
  }
  const minutes = Number(text(env, 'SAML_IDP_METADATA_REFRESH_MINUTES') ?? '60')
  if (!Number.isInteger(minutes) || minutes < 5 || minutes > 10_080) {
    throw new SsoConfigError('Invalid SAML_IDP_METADATA_REFRESH_MINUTES: must be a whole number from 5 to 10080')
  }
  const skew = Number(text(env, 'SAML_CLOCK_SKEW_SECONDS') ?? '60')
  if (!Number.isInteger(skew) || skew < 0 || skew > 300) {
    throw new SsoConfigError('Invalid SAML_CLOCK_SKEW_SECONDS: must be a whole number from 0 to 300')
  }
  return {
    id: 'saml',
    label: text(env, 'SAML_LABEL') ?? 'Continue with campus sign-in',
    spEntityId: text(env, 'SAML_SP_ENTITY_ID') ?? `${publicUrl}/auth/saml/metadata`,
    spPrivateKey: readPem(env, 'SAML_SP_KEY_FILE', 'PRIVATE KEY'),
    spCertificate: readPem(env, 'SAML_SP_CERT_FILE', 'CERTIFICATE'),
    idpMetadata,
    idpMetadataRefreshMinutes: minutes,
    staffValue: text(env, 'SAML_STAFF_VALUE'),
    allowIdpInitiated: flag(env, 'SAML_ALLOW_IDP_INITIATED', false),
    clockSkewSeconds: skew,
  }
}

export function loadSsoConfig(env: NodeJS.ProcessEnv, publicUrl: string): SsoConfig {
  const ids = (text(env, 'OIDC_PROVIDERS') ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id !== '')
  for (const id of ids) {
    if (!ID_PATTERN.test(id) || RESERVED_IDS.includes(id)) {
      throw new SsoConfigError(
        `Invalid OIDC_PROVIDERS: ${JSON.stringify(id)} must be a short lower-case name (letters, digits, -), not google or saml`,
      )
    }
  }
  if (new Set(ids).size !== ids.length) throw new SsoConfigError('Invalid OIDC_PROVIDERS: a provider is named twice')
  return {
    oidcProviders: ids.map((id) => oidcProvider(env, id)),
    saml: samlConfig(env, publicUrl),
    campusOnly: flag(env, 'CAMPUS_ONLY', false),
    guestMode: flag(env, 'GUEST_MODE', true),
  }
}
