import { useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/** So "Updated 2 h ago" moves on while the menu stays open. */
const FRESHNESS_REFRESH_MS = 5 * 60_000

export const menuFreshnessKeys = {
  byDate: (date: string) => ['menu-freshness', date] as const,
}

export function getMenuFreshness(date: string, signal?: AbortSignal) {
  return apiClient.get('/api/menu-freshness', (schemas) => schemas.MenuFreshnessSchema, { params: { date }, signal })
}

export function useMenuFreshness(date: string) {
  return useQuery({
    queryKey: menuFreshnessKeys.byDate(date),
    queryFn: ({ signal }) => getMenuFreshness(date, signal),
    staleTime: FRESHNESS_REFRESH_MS,
    refetchInterval: FRESHNESS_REFRESH_MS,
  })
}
