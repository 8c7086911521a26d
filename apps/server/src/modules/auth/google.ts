import { hkdfSync } from 'node:crypto'
import { Signer } from '@fastify/cookie'
import * as oidc from 'openid-client'
import { z } from 'zod'
import type { GoogleIdentity } from './auth.service'

export interface GoogleSettings {
  clientId: string
  clientSecret: string
  issuer: string
  /** `${PUBLIC_URL}/auth/google/callback` */
  redirectUri: string
}

/** What the browser keeps between the redirect to Google and the callback (a short-lived cookie). */
export const GoogleFlowSchema = z.object({
  state: z.string().min(16).max(200),
  nonce: z.string().min(16).max(200),
  verifier: z.string().min(43).max(128),
})
export type GoogleFlow = z.infer<typeof GoogleFlowSchema>

const DISCOVERY_TIMEOUT_SECONDS = 10

/**
 * Google sign-in with openid-client: authorization code flow with PKCE (S256), state and nonce.
 * The issuer's metadata is discovered at the first sign-in and kept (a failed discovery is retried
 * at the next one). Nothing about a sign-in in progress is kept here: the instance stays stateless.
 */
export class GoogleSignIn {
  #configuration: Promise<oidc.Configuration> | undefined
  /** Every instance has the client secret, so each derives the same key and reads another's cookie. */
  readonly #flowSigner: Signer

  constructor(private readonly settings: GoogleSettings) {
    const key = hkdfSync('sha256', settings.clientSecret, '', 'campusplate google flow cookie', 32)
    this.#flowSigner = new Signer(Buffer.from(key))
  }

  /** The flow cookie's value: the flow, signed (HMAC-SHA256), so a callback accepts only our own. */
  flowCookie(flow: GoogleFlow): string {
    return this.#flowSigner.sign(Buffer.from(JSON.stringify(flow)).toString('base64url'))
  }

  /** The flow a cookie holds, when this server signed it; undefined otherwise. */
  readFlowCookie(raw: string | undefined): GoogleFlow | undefined {
    if (!raw || raw.length > 1000) return undefined
    const unsigned = this.#flowSigner.unsign(raw)
    if (!unsigned.valid) return undefined
    try {
      const parsed = GoogleFlowSchema.safeParse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')))
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

  /** The URL that sends the browser to Google, and the values to keep for the callback. */
  async start(): Promise<{ url: URL; flow: GoogleFlow }> {
    const configuration = await this.configuration()
    const flow: GoogleFlow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
    }
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      prompt: 'select_account',
    })
    return { url, flow }
  }

  /**
   * Redeems the code of the callback URL and verifies the ID token (signature, issuer, audience,
   * expiry, nonce), the state and the PKCE verifier; answers who signed in.
   */
  async finish(callbackUrl: URL, flow: GoogleFlow): Promise<GoogleIdentity> {
    const configuration = await this.configuration()
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims) throw new Error('the token response has no ID token')
    const email = typeof claims.email === 'string' ? claims.email : undefined
    if (!email) throw new Error('the ID token has no email claim')
    return {
      subject: claims.sub,
      email,
      // Google sends a boolean; some providers send the string "true".
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: typeof claims.name === 'string' ? claims.name : undefined,
      picture: typeof claims.picture === 'string' && claims.picture.startsWith('https://') ? claims.picture : undefined,
    }
  }
}
