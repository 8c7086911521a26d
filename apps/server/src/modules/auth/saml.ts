import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inflateRawSync } from 'node:zlib'
import { generateServiceProviderMetadata, type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml'
import { DOMParser } from '@xmldom/xmldom'
import type { SamlConfig } from '../../config/sso-env'
import type { OnceStore } from './saml-cache'
import { requestIdCache } from './saml-cache'

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata'
const DS = 'http://www.w3.org/2000/09/xmldsig#'
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect'
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer'
const PERSISTENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent'
export const SAML_REQUEST_TTL_MS = 10 * 60 * 1000
const METADATA_TIMEOUT_MS = 10_000

/** The attributes we read, by their SAML names (REFEDS / eduPerson OIDs) and common friendly names. */
export const SAML_ATTRIBUTES = {
  pairwiseId: ['urn:oasis:names:tc:SAML:attribute:pairwise-id', 'pairwise-id'],
  subjectId: ['urn:oasis:names:tc:SAML:attribute:subject-id', 'subject-id'],
  eppn: ['urn:oid:1.3.6.1.4.1.5923.1.1.1.6', 'eduPersonPrincipalName'],
  mail: [
    'urn:oid:0.9.2342.19200300.100.1.3',
    'mail',
    'email',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  ],
  displayName: [
    'urn:oid:2.16.840.1.113730.3.1.241',
    'displayName',
    'http://schemas.microsoft.com/identity/claims/displayname',
  ],
  givenName: ['urn:oid:2.5.4.42', 'givenName', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname'],
  sn: ['urn:oid:2.5.4.4', 'sn', 'surname', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname'],
  groups: [
    'urn:oid:1.3.6.1.4.1.5923.1.1.1.1',
    'eduPersonAffiliation',
    'urn:oid:1.3.6.1.4.1.5923.1.1.1.9',
    'eduPersonScopedAffiliation',
    'urn:oid:1.3.6.1.4.1.5923.1.5.1.1',
    'isMemberOf',
    'groups',
    'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups',
  ],
} as const

/** The attributes the SP metadata asks for (names as in the REFEDS R&S bundle), with their OIDs. */
const REQUESTED = [
  ['urn:oid:1.3.6.1.4.1.5923.1.1.1.6', 'eduPersonPrincipalName', true],
  ['urn:oasis:names:tc:SAML:attribute:pairwise-id', 'pairwise-id', false],
  ['urn:oid:0.9.2342.19200300.100.1.3', 'mail', true],
  ['urn:oid:2.16.840.1.113730.3.1.241', 'displayName', false],
  ['urn:oid:2.5.4.42', 'givenName', false],
  ['urn:oid:2.5.4.4', 'sn', false],
  ['urn:oid:1.3.6.1.4.1.5923.1.1.1.9', 'eduPersonScopedAffiliation', false],
  ['urn:oid:1.3.6.1.4.1.5923.1.1.1.1', 'eduPersonAffiliation', false],
] as const

export interface IdpMetadata {
  entityId: string
  ssoUrl: string
  certificates: string[]
}

/** A refused SAML response: `reason` is for the log and never holds an attribute's value. */
export class SamlRefused extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

export interface SamlIdentity {
  subject: string
  email: string
  name: string | undefined
  groups: string[]
  inResponseTo: string | undefined
}

const text = (node: Element | null | undefined) => (node?.textContent ?? '').trim()

export function parseIdpMetadata(xml: string): IdpMetadata {
  const doc = new DOMParser().parseFromString(xml, 'text/xml')
  const entities = Array.from(doc.getElementsByTagNameNS(MD, 'EntityDescriptor'))
  for (const entity of entities) {
    const idp = entity.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0]
    if (!idp) continue
    const sso = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService')).find(
      (service) => service.getAttribute('Binding') === REDIRECT_BINDING,
    )
    const certificates = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor'))
      .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
      .flatMap((key) =>
        Array.from(key.getElementsByTagNameNS(DS, 'X509Certificate')).map((cert) => text(cert).replace(/\s+/g, '')),
      )
      .filter((cert) => cert !== '')
    const entityId = entity.getAttribute('entityID') ?? ''
    const ssoUrl = sso?.getAttribute('Location') ?? ''
    if (!entityId || !ssoUrl || certificates.length === 0) {
      throw new Error(
        'the IdP metadata lacks an entityID, an HTTP-Redirect SingleSignOnService or a signing certificate',
      )
    }
    return { entityId, ssoUrl, certificates }
  }
  throw new Error('the metadata describes no identity provider (IDPSSODescriptor)')
}

function values(profile: Profile, names: readonly string[]): string[] {
  return names.map((name) => valuesOf(profile, name)).find((list) => list.length > 0) ?? []
}

function valuesOf(profile: Profile, name: string): string[] {
  const value = ((profile.attributes ?? {}) as Record<string, unknown>)[name]
  return (Array.isArray(value) ? value : [value])
    .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    .map((entry) => entry.trim())
}

type Parsed = Record<string, unknown> & { $?: Record<string, string> }
const first = (node: unknown, key: string): Parsed | undefined => {
  const list = (node as Record<string, unknown> | undefined)?.[key]
  return Array.isArray(list) ? (list[0] as Parsed) : undefined
}

/** SP-initiated only (docs/decisions/057): InResponseTo must name one of our requests, once, and each assertion counts once. */
export class SamlSignIn {
  #metadata: IdpMetadata | undefined
  #loading: Promise<IdpMetadata> | undefined
  #timer: NodeJS.Timeout | undefined
  readonly acsUrl: string

  constructor(
    private readonly settings: SamlConfig,
    publicUrl: string,
    private readonly store: OnceStore,
    private readonly onRefreshFailed: (error: unknown) => void,
  ) {
    this.acsUrl = `${publicUrl}/auth/saml/acs`
  }

  /** Loads the IdP metadata now and again on the schedule; a failed refresh keeps the last good copy. */
  startRefreshing(): void {
    void this.refresh().catch(this.onRefreshFailed)
    this.#timer = setInterval(
      () => void this.refresh().catch(this.onRefreshFailed),
      this.settings.idpMetadataRefreshMinutes * 60_000,
    )
    this.#timer.unref()
  }

  stop(): void {
    clearInterval(this.#timer)
  }

  async refresh(): Promise<IdpMetadata> {
    this.#loading ??= this.#load().finally(() => {
      this.#loading = undefined
    })
    return this.#loading
  }

  async #load(): Promise<IdpMetadata> {
    const source = this.settings.idpMetadata
    let xml: string
    if ('file' in source) {
      xml = await readFile(source.file, 'utf8')
    } else {
      const res = await fetch(source.url, { signal: AbortSignal.timeout(METADATA_TIMEOUT_MS) })
      if (!res.ok) throw new Error(`the IdP metadata URL answered ${res.status}`)
      xml = await res.text()
    }
    this.#metadata = parseIdpMetadata(xml)
    return this.#metadata
  }

  async #idp(): Promise<IdpMetadata> {
    return this.#metadata ?? (await this.refresh())
  }

  #saml(idp: IdpMetadata): SAML {
    return new SAML({
      issuer: this.settings.spEntityId,
      callbackUrl: this.acsUrl,
      entryPoint: idp.ssoUrl,
      idpIssuer: idp.entityId,
      idpCert: idp.certificates,
      audience: this.settings.spEntityId,
      privateKey: this.settings.spPrivateKey,
      publicCert: this.settings.spCertificate,
      decryptionPvk: this.settings.spPrivateKey,
      signatureAlgorithm: 'sha256',
      digestAlgorithm: 'sha256',
      // A signed response or a signed assertion: node-saml refuses an answer with neither.
      wantAssertionsSigned: false,
      wantAuthnResponseSigned: false,
      acceptedClockSkewMs: this.settings.clockSkewSeconds * 1000,
      validateInResponseTo: this.settings.allowIdpInitiated
        ? ValidateInResponseTo.ifPresent
        : ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
      cacheProvider: requestIdCache(this.store, SAML_REQUEST_TTL_MS),
      identifierFormat: null,
      // Campus IdPs choose their own methods (MFA); asking for passwords only would refuse them.
      disableRequestedAuthnContext: true,
    })
  }

  metadataXml(): string {
    const xml = generateServiceProviderMetadata({
      issuer: this.settings.spEntityId,
      callbackUrl: this.acsUrl,
      decryptionCert: this.settings.spCertificate,
      publicCerts: this.settings.spCertificate,
      decryptionPvk: this.settings.spPrivateKey,
      privateKey: this.settings.spPrivateKey,
      identifierFormat: PERSISTENT,
      wantAssertionsSigned: true,
    })
    const requested = REQUESTED.map(
      ([name, friendly, required]) =>
        `<RequestedAttribute FriendlyName="${friendly}" Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri" isRequired="${required}"/>`,
    ).join('')
    const service = `<AttributeConsumingService index="1"><ServiceName xml:lang="en">${escapeXml(this.settings.label)}</ServiceName>${requested}</AttributeConsumingService>`
    return xml.replace('</SPSSODescriptor>', `${service}</SPSSODescriptor>`)
  }

  /** The IdP URL carrying our signed AuthnRequest, and that request's id (for the browser's cookie). */
  async loginUrl(relayState: string): Promise<{ url: string; requestId: string }> {
    const url = await this.#saml(await this.#idp()).getAuthorizeUrlAsync(relayState, undefined, {})
    const request = new URL(url).searchParams.get('SAMLRequest') ?? ''
    const xml = inflateRawSync(Buffer.from(request, 'base64')).toString('utf8')
    const requestId = /\sID="([^"]+)"/.exec(xml)?.[1]
    if (!requestId) throw new Error('the AuthnRequest has no ID')
    return { url, requestId }
  }

  async verify(samlResponse: string): Promise<SamlIdentity> {
    const idp = await this.#idp()
    let profile: Profile | null
    try {
      ;({ profile } = await this.#saml(idp).validatePostResponseAsync({ SAMLResponse: samlResponse }))
    } catch (error) {
      throw new SamlRefused(error instanceof Error ? error.message.slice(0, 200) : 'invalid response')
    }
    if (!profile) throw new SamlRefused('the response holds no assertion')
    const assertion = (profile.getAssertion?.() as { Assertion?: Parsed } | undefined)?.Assertion
    const subject = first(assertion, 'Subject')
    const confirmations = (subject?.SubjectConfirmation ?? []) as Parsed[]
    const recipientOk = confirmations.some(
      (confirmation) =>
        confirmation.$?.Method === BEARER &&
        first(confirmation, 'SubjectConfirmationData')?.$?.Recipient === this.acsUrl,
    )
    if (!recipientOk) throw new SamlRefused('no bearer confirmation names our ACS URL as its recipient')
    const assertionId = assertion?.$?.ID
    if (!assertionId) throw new SamlRefused('the assertion has no ID')
    const notOnOrAfter = Date.parse(first(assertion, 'Conditions')?.$?.NotOnOrAfter ?? '')
    const ttl = Number.isNaN(notOnOrAfter) ? SAML_REQUEST_TTL_MS : notOnOrAfter - Date.now()
    const skew = this.settings.clockSkewSeconds * 1000
    const key = `assertion:${createHash('sha256').update(`${idp.entityId}\n${assertionId}`).digest('hex')}`
    if (!(await this.store.putIfAbsent(key, '1', Math.min(Math.max(ttl + skew, 60_000), 24 * 3_600_000)))) {
      throw new SamlRefused('the assertion was used before (replay)')
    }
    const stable =
      values(profile, SAML_ATTRIBUTES.pairwiseId)[0] ??
      values(profile, SAML_ATTRIBUTES.subjectId)[0] ??
      values(profile, SAML_ATTRIBUTES.eppn)[0] ??
      (profile.nameIDFormat === PERSISTENT && profile.nameID ? profile.nameID : undefined)
    if (!stable)
      throw new SamlRefused('no stable subject (pairwise-id, subject-id, eduPersonPrincipalName or persistent NameID)')
    const email = values(profile, SAML_ATTRIBUTES.mail)[0]
    if (!email) throw new SamlRefused('no mail attribute')
    const given = values(profile, SAML_ATTRIBUTES.givenName)[0]
    const sn = values(profile, SAML_ATTRIBUTES.sn)[0]
    const name =
      values(profile, SAML_ATTRIBUTES.displayName)[0] ??
      (given || sn ? [given, sn].filter(Boolean).join(' ') : undefined)
    return {
      subject: stable,
      email,
      name,
      groups: SAML_ATTRIBUTES.groups.flatMap((name) => valuesOf(profile, name)),
      inResponseTo: typeof profile.inResponseTo === 'string' ? profile.inResponseTo : undefined,
    }
  }
}

export function escapeXml(value: string): string {
  return value.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] as string)
}
