import type { ProfileUpdateInput } from '@campusplate/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { profileKeys, profileQueryOptions, refreshProfile } from '@/lib/session/current-user'

export const profileSettingsKeys = {
  energyTarget: [...profileKeys.all, 'energy-target'] as const,
}

/** docs/product.md#profile-cards */
export function useSettingsProfile() {
  return useQuery({ ...profileQueryOptions(), staleTime: 0, refetchOnMount: 'always' })
}

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

export function updateProfile(update: ProfileUpdateInput): Promise<unknown> {
  return apiClient.put('/api/profile', (schemas) => schemas.UnreadAnswerSchema, update)
}

export function postWeightLog(weight: number): Promise<unknown> {
  return apiClient.post('/api/weight-log', (schemas) => schemas.WeightLogEntrySchema, { weight })
}

/** docs/product.md#profile-cards; a failure is left to the caller's form, which stays dirty (docs/product.md#errors). */
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
