import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

const MENU_STALE_MS = 5 * 60_000

export const availableOptionsKeys = {
  all: ['available-options'] as const,
  byDate: (date: string) => ['available-options', date] as const,
}

/** `GET /api/available-options?date=`: the halls and meals served on a date. */
export function getAvailableOptions(date: string, signal?: AbortSignal) {
  return apiClient.get('/api/available-options', (schemas) => schemas.AvailableOptionsSchema, {
    params: { date },
    signal,
  })
}

export const availableOptionsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: availableOptionsKeys.byDate(date),
    queryFn: ({ signal }) => getAvailableOptions(date, signal),
    staleTime: MENU_STALE_MS,
  })

export function useAvailableOptions(date: string | null) {
  return useQuery({ ...availableOptionsQueryOptions(date ?? ''), enabled: date !== null })
}
