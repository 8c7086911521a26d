import { hkdfSync } from 'node:crypto'
import { Signer } from '@fastify/cookie'
import * as oidc from 'openid-client'
import { z } from 'zod'

/** One OpenID Connect provider: Google, or a campus provider configured by OIDC_<ID>_* (config/sso-env.ts). */
export interface OidcSettings {
  clientId: string
  clientSecret: string
  issuer: string
  redirectUri: string
  /** Space-separated; must include `openid`. */
  scopes?: string
  claims?: { email: string; name: string; groups: string }
  /** The ID token's e-mail counts as verified without an `email_verified` claim (Entra ID sends none). */
  trustEmail?: boolean
  prompt?: string
  /** Tells the flow cookies of two providers apart. */
  cookieLabel?: string
}

/** Kept in a short-lived cookie, so no instance holds state for a sign-in in progress. */
export const OidcFlowSchema = z.object({
  state: z.string().min(16).max(200),
  nonce: z.string().min(16).max(200),
  verifier: z.string().min(43).max(128),
})
export type OidcFlow = z.infer<typeof OidcFlowSchema>

export interface OidcIdentity {
  subject: string
  email: string
  emailVerified: boolean
  name: string | undefined
  picture: string | undefined
  groups: string[]
}

const DISCOVERY_TIMEOUT_SECONDS = 10
const DEFAULT_CLAIMS = { email: 'email', name: 'name', groups: 'groups' }

function groupsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string')
  return []
}

/** Code flow with PKCE, state and nonce; metadata is discovered at the first sign-in, retried after a failure. */
export class OidcSignIn {
  #configuration: Promise<oidc.Configuration> | undefined
  /** Every instance has the client secret, so each derives the same key and reads another's cookie. */
  readonly #flowSigner: Signer

  constructor(private readonly settings: OidcSettings) {
    const info = `campusplate ${settings.cookieLabel ?? 'google'} flow cookie`
    const key = hkdfSync('sha256', settings.clientSecret, '', info, 32)
    this.#flowSigner = new Signer(Buffer.from(key))
  }

  /** Signed, so a callback accepts only our own. */
  flowCookie(flow: OidcFlow): string {
    return this.#flowSigner.sign(Buffer.from(JSON.stringify(flow)).toString('base64url'))
  }

  readFlowCookie(raw: string | undefined): OidcFlow | undefined {
    if (!raw || raw.length > 1000) return undefined
    const unsigned = this.#flowSigner.unsign(raw)
    if (!unsigned.valid) return undefined
    try {
      const parsed = OidcFlowSchema.safeParse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')))
      return parsed.success ? parsed.data : undefined
    } catch {
      return undefined
    }
  }

  private configuration(): Promise<oidc.Configuration> {
    if (!this.#configuration) {
      const issuer = new URL(this.settings.issuer)
      // config/env.ts accepts an http issuer only on loopback (a local OpenID provider in tests).
      const insecure = issuer.protocol === 'http:'
      this.#configuration = oidc
        .discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
          timeout: DISCOVERY_TIMEOUT_SECONDS,
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          this.#configuration = undefined
          throw error
        })
    }
    return this.#configuration
  }

  async start(): Promise<{ url: URL; flow: OidcFlow }> {
    const configuration = await this.configuration()
    const flow: OidcFlow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
    }
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes ?? 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      ...(this.settings.prompt ? { prompt: this.settings.prompt } : {}),
    })
    return { url, flow }
  }

  async finish(callbackUrl: URL, flow: OidcFlow): Promise<OidcIdentity> {
    const configuration = await this.configuration()
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims) throw new Error('the token response has no ID token')
    const names = this.settings.claims ?? DEFAULT_CLAIMS
    const email = claims[names.email]
    if (typeof email !== 'string' || email === '') throw new Error('the ID token has no e-mail claim')
    const name = claims[names.name]
    return {
      subject: claims.sub,
      email,
      // Google sends a boolean; some providers send the string "true".
      emailVerified:
        this.settings.trustEmail === true || claims.email_verified === true || claims.email_verified === 'true',
      name: typeof name === 'string' ? name : undefined,
      picture: typeof claims.picture === 'string' && claims.picture.startsWith('https://') ? claims.picture : undefined,
      groups: groupsOf(claims[names.groups]),
    }
  }
}
