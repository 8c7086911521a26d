import { createStorageItem } from '@/lib/storage'

/** docs/product.md#user: never sent to the server. */
export interface GuestUser {
  guest: true
  name: string
}

/** A guard, not a schema: every first render reads these before any schema has loaded (docs/decisions/046). */
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

/** docs/product.md#session-states: so an expiry can say ?expired=1. */
export const wasAuthenticatedStorage = createStorageItem(
  'wasAuthenticated',
  (value: unknown): value is boolean => typeof value === 'boolean',
)
