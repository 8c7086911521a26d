import {
  PlateConflictSchema,
  type PlateResponse,
  PlateResponseSchema,
  type PlateSaveRequest,
} from '@campusplate/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { ApiError, apiClient } from '@/lib/api-client'
import { plateKeys } from './get-plate'

/**
 * `POST /api/plate` (spec §7): the whole plate of a date; the answer is the plate as saved. With a
 * `version`, a plate saved elsewhere meanwhile answers 409 (see `plateConflictOf`).
 */
export function savePlate(body: PlateSaveRequest) {
  return apiClient.post('/api/plate', PlateResponseSchema, body)
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
    mutationFn: savePlate,
    // A load of the same date still on its way would land after the save and undo it on screen.
    onMutate: (request) => queryClient.cancelQueries({ queryKey: plateKeys.byDate(request.date) }),
    // The answer is what GET would return now: no second request needed.
    onSuccess: (plate, request) => queryClient.setQueryData(plateKeys.byDate(request.date), plate),
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
