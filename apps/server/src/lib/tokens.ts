import { createHash, randomBytes } from 'node:crypto'

export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The database keeps only a token's hash (docs/product.md#security). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Only the pair finds the stored hash, so the token alone (the sign-in exchange token without its binder cookie) is useless. */
export function bindToken(token: string, binder: string): string {
  return `${token}.${binder}`
}
