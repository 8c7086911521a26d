import { createPublicKey, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateRawSync } from 'node:zlib'
import { SignedXml } from 'xml-crypto'
import { encrypt } from 'xml-encryption'
import type { SamlConfig } from '../src/config/sso-env'
import { escapeXml } from '../src/modules/auth/saml'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/saml/${name}`, import.meta.url), 'utf8')

/** Test-only key pairs (self-signed, made for these tests): our SP's, the IdP's, and a stranger's. */
export const SAML_KEYS = {
  sp: { key: fixture('sp.key.pem'), cert: fixture('sp.cert.pem') },
  idp: { key: fixture('idp.key.pem'), cert: fixture('idp.cert.pem') },
  other: { key: fixture('other-idp.key.pem'), cert: fixture('other-idp.cert.pem') },
}

const certBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')

export interface SamlPerson {
  eppn: string
  mail: string
  displayName?: string
  givenName?: string
  sn?: string
  affiliations?: string[]
}

export interface AssertionOptions {
  person: SamlPerson
  inResponseTo?: string
  audience?: string
  recipient?: string
  /** Seconds from now; negative for the past. */
  notBeforeSeconds?: number
  notOnOrAfterSeconds?: number
  /** Who signs the assertion: the IdP's key (default), another key, or nobody. */
  assertionSigner?: 'idp' | 'other' | 'none'
  responseSigner?: 'idp' | 'other' | 'none'
  encrypt?: boolean
  /** XML signature wrapping: where a forged assertion and the signed one go. */
  wrap?: 'extensions' | 'advice' | 'sibling'
}

/**
 * A SAML 2.0 identity provider built in the tests with xml-crypto (RSA-SHA256, exclusive c14n) and
 * xml-encryption (AES-256-GCM, RSA-OAEP): its metadata, signed (and optionally encrypted) responses,
 * and, over HTTP on loopback, the redirect endpoint a browser reaches, which answers with the
 * auto-posting form real IdPs send.
 */
export class TestSamlIdp {
  readonly entityId: string
  person: SamlPerson = { eppn: 'ada@northfield.test', mail: 'ada@northfield.test', displayName: 'Ada Lovelace' }
  #server: Server | undefined
  ssoUrl: string

  constructor(
    /** Ours: set once the app's address is known (a browser test picks its port at start). */
    public spEntityId: string,
    public acsUrl: string,
    base = 'http://localhost:1',
  ) {
    this.entityId = `${base}/idp`
    this.ssoUrl = `${base}/sso`
  }

  metadata(): string {
    return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${this.entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="true">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certBody(SAML_KEYS.idp.cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${this.ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`
  }

  /** Writes the metadata to a file and answers the SP settings that read it. */
  async spSettings(extra: Partial<SamlConfig> = {}): Promise<SamlConfig> {
    const dir = await mkdtemp(join(tmpdir(), 'campusplate-saml-'))
    const file = join(dir, 'idp-metadata.xml')
    await writeFile(file, this.metadata())
    return {
      id: 'saml',
      label: 'Continue with Northfield SSO',
      spEntityId: this.spEntityId,
      spPrivateKey: SAML_KEYS.sp.key,
      spCertificate: SAML_KEYS.sp.cert,
      idpMetadata: { file },
      idpMetadataRefreshMinutes: 60,
      staffValue: undefined,
      allowIdpInitiated: false,
      clockSkewSeconds: 60,
      ...extra,
    }
  }

  assertionXml(options: AssertionOptions, id = `_a${randomUUID()}`): string {
    const now = Date.now()
    const at = (seconds: number) => new Date(now + seconds * 1000).toISOString()
    const notBefore = at(options.notBeforeSeconds ?? -30)
    const notOnOrAfter = at(options.notOnOrAfterSeconds ?? 300)
    const person = options.person
    const attribute = (name: string, friendly: string, list: (string | undefined)[]) => {
      const present = list.filter((value): value is string => value !== undefined)
      if (present.length === 0) return ''
      const valuesXml = present
        .map((value) => `<saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue>`)
        .join('')
      return `<saml:Attribute Name="${name}" FriendlyName="${friendly}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri">${valuesXml}</saml:Attribute>`
    }
    const inResponseTo = options.inResponseTo ? ` InResponseTo="${options.inResponseTo}"` : ''
    return `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${at(0)}"><saml:Issuer>${this.entityId}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:transient">_t${randomUUID()}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}" Recipient="${options.recipient ?? this.acsUrl}"${inResponseTo}/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${options.audience ?? this.spEntityId}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${at(0)}" SessionIndex="_s${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attribute('urn:oid:1.3.6.1.4.1.5923.1.1.1.6', 'eduPersonPrincipalName', [person.eppn])}${attribute('urn:oid:0.9.2342.19200300.100.1.3', 'mail', [person.mail])}${attribute('urn:oid:2.16.840.1.113730.3.1.241', 'displayName', [person.displayName])}${attribute('urn:oid:2.5.4.42', 'givenName', [person.givenName])}${attribute('urn:oid:2.5.4.4', 'sn', [person.sn])}${attribute('urn:oid:1.3.6.1.4.1.5923.1.1.1.1', 'eduPersonAffiliation', person.affiliations ?? [])}</saml:AttributeStatement></saml:Assertion>`
  }

  /** A complete SAMLResponse, base64 as the HTTP-POST binding carries it. */
  async response(options: AssertionOptions): Promise<string> {
    const assertionSigner = options.assertionSigner ?? 'idp'
    let assertion = this.assertionXml(options)
    if (assertionSigner !== 'none') assertion = sign(assertion, 'Assertion', assertionSigner)
    if (options.wrap) {
      // The attacker keeps the IdP's signed assertion and adds one of their own, unsigned.
      const forged = this.assertionXml({
        ...options,
        person: { ...options.person, eppn: 'mallory@evil.test', mail: 'mallory@evil.test' },
      })
      if (options.wrap === 'sibling') assertion = `${assertion}${forged}`
      if (options.wrap === 'advice')
        assertion = forged.replace('</saml:Conditions>', `</saml:Conditions><saml:Advice>${assertion}</saml:Advice>`)
      if (options.wrap === 'extensions') assertion = `<samlp:Extensions>${assertion}</samlp:Extensions>${forged}`
    }
    if (options.encrypt)
      assertion = `<saml:EncryptedAssertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${await encryptFor(assertion)}</saml:EncryptedAssertion>`
    const inResponseTo = options.inResponseTo ? ` InResponseTo="${options.inResponseTo}"` : ''
    let response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID()}" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${options.recipient ?? this.acsUrl}"${inResponseTo}><saml:Issuer>${this.entityId}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`
    const responseSigner = options.responseSigner ?? 'none'
    if (responseSigner !== 'none') response = sign(response, 'Response', responseSigner)
    return Buffer.from(response).toString('base64')
  }

  /** Serves the SSO endpoint on loopback: a browser arriving with our AuthnRequest gets an auto-posting form. */
  async listen(): Promise<string> {
    this.#server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      if (url.pathname === '/metadata') {
        res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(this.metadata())
        return
      }
      if (url.pathname !== '/sso') {
        res.writeHead(404).end()
        return
      }
      const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8')
      const requestId = /\sID="([^"]+)"/.exec(request)?.[1]
      const relayState = url.searchParams.get('RelayState') ?? ''
      void this.response({ person: this.person, inResponseTo: requestId }).then((samlResponse) => {
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><title>Northfield SSO</title><form method="post" action="${this.acsUrl}"><input type="hidden" name="SAMLResponse" value="${samlResponse}"><input type="hidden" name="RelayState" value="${escapeXml(relayState)}"><button>Continue</button></form><script>document.forms[0].submit()</script>`,
          )
      })
    })
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve))
    const address = this.#server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const base = `http://localhost:${port}`
    ;(this as { entityId: string }).entityId = `${base}/idp`
    this.ssoUrl = `${base}/sso`
    return base
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()))
  }
}

function sign(xml: string, element: 'Assertion' | 'Response', signer: 'idp' | 'other'): string {
  const keys = signer === 'idp' ? SAML_KEYS.idp : SAML_KEYS.other
  const signature = new SignedXml({
    privateKey: keys.key,
    publicCert: keys.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  })
  const target = `/*[local-name(.)='${element}']`
  signature.addReference({
    xpath: target,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  })
  signature.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `${target}/*[local-name(.)='Issuer']`, action: 'after' },
  })
  return signature.getSignedXml()
}

function encryptFor(assertion: string): Promise<string> {
  const publicKey = createPublicKey(SAML_KEYS.sp.cert).export({ type: 'spki', format: 'pem' }).toString()
  return new Promise((resolve, reject) =>
    encrypt(
      assertion,
      {
        rsa_pub: publicKey,
        pem: SAML_KEYS.sp.cert,
        encryptionAlgorithm: 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
        keyEncryptionAlgorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  )
}
