import type { GoogleIdentity } from './auth.service'
import { type OidcFlow, OidcFlowSchema, type OidcSettings, OidcSignIn } from './oidc'

export type GoogleSettings = Pick<OidcSettings, 'clientId' | 'clientSecret' | 'issuer' | 'redirectUri'>

/** What the browser keeps between the redirect to Google and the callback (a short-lived cookie). */
export const GoogleFlowSchema = OidcFlowSchema
export type GoogleFlow = OidcFlow

/** Google sign-in: one configuration of the OpenID Connect sign-in, with Google's account chooser. */
export class GoogleSignIn {
  readonly #oidc: OidcSignIn

  constructor(settings: GoogleSettings) {
    this.#oidc = new OidcSignIn({ ...settings, scopes: 'openid email profile', prompt: 'select_account' })
  }

  flowCookie(flow: GoogleFlow): string {
    return this.#oidc.flowCookie(flow)
  }

  readFlowCookie(raw: string | undefined): GoogleFlow | undefined {
    return this.#oidc.readFlowCookie(raw)
  }

  start(): Promise<{ url: URL; flow: GoogleFlow }> {
    return this.#oidc.start()
  }

  async finish(callbackUrl: URL, flow: GoogleFlow): Promise<GoogleIdentity> {
    const { groups: _groups, ...identity } = await this.#oidc.finish(callbackUrl, flow)
    return identity
  }
}
