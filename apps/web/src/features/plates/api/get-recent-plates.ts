import { useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { plateKeys } from './get-plate'

export const recentPlatesKeys = {
  before: (date: string) => [...plateKeys.all, 'recent', date] as const,
}

/** `GET /api/plate/recent?before`: the latest saved plates before a day (at most 7). */
export function getRecentPlates(before: string, signal?: AbortSignal) {
  return apiClient.get('/api/plate/recent', (schemas) => schemas.RecentPlatesResponseSchema, {
    params: { before },
    signal,
  })
}

export function useRecentPlates(before: string | null) {
  return useQuery({
    queryKey: recentPlatesKeys.before(before ?? ''),
    queryFn: ({ signal }) => getRecentPlates(before ?? '', signal),
    enabled: before !== null,
    meta: { isUserData: true },
  })
}
