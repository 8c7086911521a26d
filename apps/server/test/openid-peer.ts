import { OAuth2Server } from 'oauth2-mock-server'

export interface PeerIdentity {
  sub: string
  email: string
  email_verified: boolean
  name?: string
  picture?: string
  groups?: string[]
}

/**
 * A real OpenID provider on loopback (oauth2-mock-server): discovery, an authorize endpoint that
 * redirects straight back with a code, a token endpoint checking PKCE, and RS256 ID tokens carrying
 * the nonce. `identity` sets the claims of the next ID tokens.
 */
export async function startOpenIdPeer() {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  const peer = {
    issuer: server.issuer.url as string,
    identity: { sub: 'google-sub-1', email: 'student@campus.test', email_verified: true } as PeerIdentity,
    close: () => server.stop(),
  }
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, peer.identity)
  })
  return peer
}
export type OpenIdPeer = Awaited<ReturnType<typeof startOpenIdPeer>>
