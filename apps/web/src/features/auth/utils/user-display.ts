import { SESSION_MESSAGES } from '@/lib/session/messages'

/** docs/product.md#header */
export function displayName(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? ''
  return trimmed === '' ? SESSION_MESSAGES.userFallbackName : trimmed
}

/** docs/product.md#header */
export function displayInitial(name: string | null | undefined): string {
  const [first] = Array.from(name?.trim() ?? '')
  return first ? first.toLocaleUpperCase() : SESSION_MESSAGES.userFallbackInitial
}
