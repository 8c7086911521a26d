import type { CurrentUser } from '@campusplate/shared'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient, isUnauthorizedError } from '@/lib/api-client'
import { wasAuthenticatedStorage } from './session-storage'

/**
 * The signed-in user's query lives below the features: the sign-in screens fill it, Profile updates
 * it after a save and Account clears it when the account goes, without importing one another.
 */
export const profileKeys = {
  all: ['profile'] as const,
}

/**
 * `GET /api/profile` (docs/product.md#calls): the signed-in user, or `null` for a visitor without a session.
 * A 401 is the ordinary answer to a visitor's probe; once a user was known, though (in this page,
 * or before a reload by the persisted was-authenticated flag), a 401 means their session ended, so
 * it is thrown for the app-wide expiry handling (docs/product.md#session-states: /login?expired=1).
 */
export async function getProfile(queryClient: QueryClient, signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const user = await apiClient.get('/api/profile', (schemas) => schemas.CurrentUserSchema, { signal })
    // docs/product.md#session-states: a successful profile fetch records that the user was authenticated.
    wasAuthenticatedStorage.set(true)
    return user
  } catch (error) {
    const hadUser =
      queryClient.getQueryData<CurrentUser | null>(profileKeys.all) != null || wasAuthenticatedStorage.get() === true
    if (isUnauthorizedError(error) && !hadUser) return null
    throw error
  }
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ client, signal }) => getProfile(client, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // A network or server failure is retried (the client's default) before the app settles on
    // 'Failed to connect to server': a flaky start must not look like a signed-out user.
  })
}

/** Guests never ask the server who they are (docs/product.md#user: the guest user is never sent to the server). */
export function useProfile({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...profileQueryOptions(), enabled: isEnabled })
}

/**
 * Asks the server again who is signed in (after sign-in, registration or the Google callback).
 * A probe still under way was sent before the session existed, and fetchQuery would hand back its
 * answer ("nobody"): it is cancelled, and a new one is sent.
 */
export async function refreshProfile(queryClient: QueryClient): Promise<CurrentUser | null> {
  await queryClient.cancelQueries({ queryKey: profileKeys.all })
  return queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 })
}
