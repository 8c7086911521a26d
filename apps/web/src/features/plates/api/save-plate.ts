import { PlateResponseSchema, type PlateSaveRequest } from '@campusplate/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { whenOnline } from '@/lib/use-online'
import { plateKeys } from './get-plate'

/** A save that has not been answered after this long (offline included) fails and says so. */
export const SAVE_PLATE_TIMEOUT_MS = 10_000

/**
 * `POST /api/plate` (spec §7): the whole plate of a date; the answer is the plate as saved.
 * Offline, it waits for the connection, but never longer than the timeout.
 */
export async function savePlate(body: PlateSaveRequest, timeoutMs = SAVE_PLATE_TIMEOUT_MS) {
  const signal = AbortSignal.timeout(timeoutMs)
  await whenOnline(signal)
  return apiClient.post('/api/plate', PlateResponseSchema, body, { signal })
}

export function useSavePlate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PlateSaveRequest) => savePlate(body),
    // The wait for the network and its timeout are savePlate's own: a paused mutation would wait for ever.
    networkMode: 'always',
    // A load of the same date still on its way would land after the save and undo it on screen.
    onMutate: (request) => queryClient.cancelQueries({ queryKey: plateKeys.byDate(request.date) }),
    // The answer is what GET would return now: no second request needed.
    onSuccess: (plate, request) => queryClient.setQueryData(plateKeys.byDate(request.date), plate),
  })
}
