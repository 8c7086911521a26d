import type { ProfileUpdateInput } from '@campusplate/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { profileKeys, profileQueryOptions, refreshProfile } from '@/lib/session/current-user'

export const profileSettingsKeys = {
  energyTarget: [...profileKeys.all, 'energy-target'] as const,
}

/** docs/product.md#profile-cards: each card loads the profile when the screen opens. */
export function useSettingsProfile() {
  return useQuery({ ...profileQueryOptions(), staleTime: 0, refetchOnMount: 'always' })
}

/** `GET /api/profile/energy-target`: the target and what explains it, for the campus day `today`. */
export function energyTargetQueryOptions(today: string) {
  return queryOptions({
    queryKey: [...profileSettingsKeys.energyTarget, today],
    queryFn: ({ signal }) =>
      apiClient.get('/api/profile/energy-target', (schemas) => schemas.EnergyTargetResponseSchema, { signal }),
    staleTime: 0,
  })
}

export function useEnergyTarget(today: string) {
  return useQuery(energyTargetQueryOptions(today))
}

/** `PUT /api/profile` with only the fields sent. */
export function updateProfile(update: ProfileUpdateInput): Promise<unknown> {
  return apiClient.put('/api/profile', (schemas) => schemas.UnreadAnswerSchema, update)
}

/** `POST /api/weight-log`: today's weight. */
export function postWeightLog(weight: number): Promise<unknown> {
  return apiClient.post('/api/weight-log', (schemas) => schemas.WeightLogEntrySchema, { weight })
}

/**
 * Saves part of the profile, then follows docs/product.md#profile-cards: the cached current user is refreshed (the
 * header's name and photo follow) and, where `refreshesEnergy`, the energy target is asked again.
 * A failure is left to the caller's form, which stays dirty and shows nothing (docs/product.md#errors).
 */
export function useSaveProfile({ refreshesEnergy = true }: { refreshesEnergy?: boolean } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      await refreshProfile(queryClient).catch(() => undefined)
      if (refreshesEnergy) await queryClient.invalidateQueries({ queryKey: profileSettingsKeys.energyTarget })
    },
  })
}
