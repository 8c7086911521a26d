import type { CurrentUser, Profile } from '@campusplate/shared'
import type { QueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { profileKeys } from '@/lib/session/current-user'

export type AccountProfileChange = Partial<Pick<Profile, 'name' | 'image'>>

/** docs/product.md#calls; the answer is checked only for success. */
export async function updateProfile(change: AccountProfileChange): Promise<void> {
  await apiClient.put('/api/profile', (schemas) => schemas.UnreadAnswerSchema, change)
}

/** The header reads the cached current user, so it shows the change at once. */
export function applyProfileChange(queryClient: QueryClient, change: AccountProfileChange): void {
  queryClient.setQueryData<CurrentUser | null>(profileKeys.all, (user) =>
    user ? { ...user, profile: { ...user.profile, ...change } } : user,
  )
}
