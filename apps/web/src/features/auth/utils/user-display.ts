import { AUTH_MESSAGES } from '../messages'

/** docs/product.md#header */
export function displayName(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? ''
  return trimmed === '' ? AUTH_MESSAGES.userFallbackName : trimmed
}

/** docs/product.md#header */
export function displayInitial(name: string | null | undefined): string {
  const [first] = Array.from(name?.trim() ?? '')
  return first ? first.toLocaleUpperCase() : AUTH_MESSAGES.userFallbackInitial
}
