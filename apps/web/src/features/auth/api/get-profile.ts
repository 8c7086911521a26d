import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiClient } from '@/lib/api-client'
import { wasAuthenticatedStorage } from '../utils/auth-storage'

/**
 * `GET /api/profile` (spec §7): the signed-in user's e-mail and profile. Only the fields the shell
 * shows are read here; the full profile contract arrives with the profile issue in packages/shared.
 */
export const CurrentUserSchema = z.looseObject({
  email: z.string(),
  profile: z
    .looseObject({
      name: z.string().nullish(),
      image: z.string().nullish(),
    })
    .nullish(),
})
export type CurrentUser = z.infer<typeof CurrentUserSchema>

export const profileKeys = {
  all: ['profile'] as const,
}

export async function getProfile(signal?: AbortSignal): Promise<CurrentUser> {
  const user = await apiClient.get('/api/profile', CurrentUserSchema, { signal })
  // Spec §4: a successful profile fetch records that the user was authenticated.
  wasAuthenticatedStorage.set(true)
  return user
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // A 401 is the ordinary answer for a visitor; a network failure is reported at once.
    retry: false,
  })
}

/** Guests never ask the server who they are (spec §3: the guest user is never sent to the server). */
export function useProfile({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...profileQueryOptions(), enabled: isEnabled })
}
