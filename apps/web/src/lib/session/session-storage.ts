import { createStorageItem } from '@/lib/storage'

/** docs/product.md#user: a guest user is a local object with guest=true and name 'Guest User'; never sent to the server. */
export interface GuestUser {
  guest: true
  name: string
}

/**
 * The two records every first render reads, before any schema has loaded (decision 046), are
 * checked by a guard: a field or two each, with nothing for zod to add.
 */
function isGuestUser(value: unknown): value is GuestUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    'guest' in value &&
    value.guest === true &&
    'name' in value &&
    typeof value.name === 'string'
  )
}

export const guestUserStorage = createStorageItem('guestUser', isGuestUser)

/** docs/product.md#session-states: whether a session had been authenticated, so an expiry can say ?expired=1. */
export const wasAuthenticatedStorage = createStorageItem(
  'wasAuthenticated',
  (value: unknown): value is boolean => typeof value === 'boolean',
)
