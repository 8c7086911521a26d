import type { CurrentUser } from '@campusplate/shared'
import type { QueryClient } from '@tanstack/react-query'
import { clearLocalUserData } from '@/lib/local-user-data'
import { clearRuntimeCaches } from '@/lib/pwa/cache-names'
import { afterQueryNotifications, removeUserData } from '@/lib/query-client'
import { profileKeys, refreshProfile } from './current-user'
import { guestUserStorage, wasAuthenticatedStorage } from './session-storage'

/**
 * docs/product.md#session-states: login, registration and the Google callback "on success fetch the profile and become
 * authenticated". A guest who signs in stops being a guest. `null` when the server still does not
 * know the browser (its session cookie was not kept).
 */
export async function completeSignIn(queryClient: QueryClient): Promise<CurrentUser | null> {
  removeUserData(queryClient)
  // Whatever the service worker kept belonged to whoever used this browser before.
  await clearRuntimeCaches()
  const user = await refreshProfile(queryClient)
  if (user) guestUserStorage.remove()
  return user
}

/**
 * docs/product.md#session-states "Logout success clears the user": the profile becomes "nobody", without asking the
 * server again (the user's cached answers go with it, see AuthProvider). Resolves once the app
 * knows, so a move to /login that follows is not sent back by a screen that still saw the user.
 * Used by sign-out and by the 401 handling alike: the service worker's copies of API answers go too
 * (decision 035), so nothing of this person is served offline to whoever comes next.
 */
export async function clearSession(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData<CurrentUser | null>(profileKeys.all, null)
  await Promise.all([afterQueryNotifications(), clearRuntimeCaches()])
}

/** An explicit sign-out: after it, a 401 is no longer the expiry of a session this person had. */
export function completeSignOut(queryClient: QueryClient): Promise<void> {
  wasAuthenticatedStorage.remove()
  // A shared computer: what this person kept on the device (plate drafts, custom meals) goes too.
  const userId = queryClient.getQueryData<CurrentUser | null>(profileKeys.all)?.user_id
  if (userId) clearLocalUserData(userId)
  return clearSession(queryClient)
}
