import { useQuery } from '@tanstack/react-query'
import { apiClient, buildUrl } from '@/lib/api-client'

export const plateKeys = {
  all: ['plates'] as const,
  byDate: (date: string) => ['plates', date] as const,
}

/** `GET /api/plate?date` (docs/product.md#calls): the saved plate of a day (an empty one if nothing was saved). */
export function getPlate(date: string, signal?: AbortSignal) {
  return apiClient.get('/api/plate', (schemas) => schemas.PlateResponseSchema, { params: { date }, signal })
}

/** The URL `getPlate` reads, which is also the key of the service worker's offline copy. */
export function plateUrl(date: string): string {
  return buildUrl('/api/plate', { date })
}

/** docs/product.md#session-states: only a registered user's plate is loaded; a guest's never is. */
export function useSavedPlate(date: string | null, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: plateKeys.byDate(date ?? ''),
    queryFn: ({ signal }) => getPlate(date ?? '', signal),
    enabled: isEnabled && date !== null,
    // Offline, the request is still made once: the service worker may hold the day's plate.
    networkMode: 'offlineFirst',
    meta: { isUserData: true },
  })
}
