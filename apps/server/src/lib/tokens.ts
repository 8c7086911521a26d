import { createHash, randomBytes } from 'node:crypto'

/** A random 256-bit token, base64url (43 characters): session cookies, reset and exchange tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps instead of a token (docs/product.md#security): its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * A token bound to a second secret held elsewhere (the sign-in exchange token and the browser's
 * binder cookie): only the pair finds the stored hash, so the token alone is useless.
 */
export function bindToken(token: string, binder: string): string {
  return `${token}.${binder}`
}
