import type { CurrentUser } from '@campusplate/shared'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient, isUnauthorizedError } from '@/lib/api-client'
import { wasAuthenticatedStorage } from './session-storage'

/** Below the features, so sign-in fills it, Profile updates it and Account clears it without importing one another. */
export const profileKeys = {
  all: ['profile'] as const,
}

/** A visitor's 401 is null; after a known user, a 401 is a session that ended (docs/product.md#session-states). */
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
    // Retried before 'Failed to connect to server': a flaky start must not look like a signed-out user.
  })
}

/** The guest user is never sent to the server (docs/product.md#user). */
export function useProfile({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...profileQueryOptions(), enabled: isEnabled })
}

/** A probe sent before the session existed would answer "nobody", so it is cancelled and a new one sent. */
export async function refreshProfile(queryClient: QueryClient): Promise<CurrentUser | null> {
  await queryClient.cancelQueries({ queryKey: profileKeys.all })
  return queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 })
}
