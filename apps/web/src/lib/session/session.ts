import type { CurrentUser } from '@campusplate/shared'
import type { QueryClient } from '@tanstack/react-query'
import { clearLocalUserData } from '@/lib/local-user-data'
import { clearRuntimeCaches } from '@/lib/pwa/cache-names'
import { afterQueryNotifications, removeUserData } from '@/lib/query-client'
import { profileKeys, refreshProfile } from './current-user'
import { guestUserStorage, wasAuthenticatedStorage } from './session-storage'

/** docs/product.md#session-states; `null` when the server still does not know the browser (its cookie was not kept). */
export async function completeSignIn(queryClient: QueryClient): Promise<CurrentUser | null> {
  removeUserData(queryClient)
  // Whatever the service worker kept belonged to whoever used this browser before.
  await clearRuntimeCaches()
  const user = await refreshProfile(queryClient)
  if (user) guestUserStorage.remove()
  return user
}

/** Resolves once the app knows, so /login is not sent back; the worker's copies go too (docs/decisions/035). */
export async function clearSession(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData<CurrentUser | null>(profileKeys.all, null)
  await Promise.all([afterQueryNotifications(), clearRuntimeCaches()])
}

/** After it, a 401 is no longer the expiry of a session this person had. */
export function completeSignOut(queryClient: QueryClient): Promise<void> {
  wasAuthenticatedStorage.remove()
  // A shared computer: what this person kept on the device (plate drafts, custom meals) goes too.
  const userId = queryClient.getQueryData<CurrentUser | null>(profileKeys.all)?.user_id
  if (userId) clearLocalUserData(userId)
  return clearSession(queryClient)
}
