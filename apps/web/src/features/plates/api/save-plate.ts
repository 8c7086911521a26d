import {
  PlateConflictSchema,
  type PlateResponse,
  PlateResponseSchema,
  type PlateSaveRequest,
} from '@campusplate/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { ApiError, apiClient } from '@/lib/api-client'
import { whenOnline } from '@/lib/use-online'
import { plateKeys } from './get-plate'

/** A save that has not been answered after this long (offline included) fails and says so. */
export const SAVE_PLATE_TIMEOUT_MS = 10_000

/**
 * `POST /api/plate` (spec §7): the whole plate of a date; the answer is the plate as saved. With a
 * `version`, a plate saved elsewhere meanwhile answers 409 (see `plateConflictOf`). Offline, it
 * waits for the connection, but never longer than the timeout.
 */
export async function savePlate(body: PlateSaveRequest, timeoutMs = SAVE_PLATE_TIMEOUT_MS) {
  const signal = AbortSignal.timeout(timeoutMs)
  await whenOnline(signal)
  return apiClient.post('/api/plate', PlateResponseSchema, body, { signal })
}

/** The plate as saved now, when a save failed because it named a version that is no longer current. */
export function plateConflictOf(error: unknown): PlateResponse | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const parsed = PlateConflictSchema.safeParse(error.body)
  return parsed.success ? parsed.data.plate : null
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
    onSuccess: (plate, request) => {
      queryClient.setQueryData(plateKeys.byDate(request.date), plate)
      // "Repeat a recent plate" of a later day lists this plate now.
      void queryClient.invalidateQueries({ queryKey: [...plateKeys.all, 'recent'] })
    },
  })
}

/** Takes a plate the server answered (a conflict's current plate) as the saved plate of its date. */
export function useAcceptSavedPlate() {
  const queryClient = useQueryClient()
  return useCallback(
    (plate: PlateResponse) => queryClient.setQueryData(plateKeys.byDate(plate.date), plate),
    [queryClient],
  )
}
