import type { PlateResponse, PlateSaveRequest } from '@campusplate/shared'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { ApiError, apiClient } from '@/lib/api-client'
import { RUNTIME_CACHES, updateCachedAnswer } from '@/lib/pwa/cache-names'
import { loadedSchemas } from '@/lib/schema-loader'
import { plateKeys, plateUrl } from './get-plate'

export const SAVE_PLATE_TIMEOUT_MS = 10_000

/** docs/product.md#calls: with a `version`, a plate saved elsewhere meanwhile answers 409. */
export async function savePlate(body: PlateSaveRequest, timeoutMs = SAVE_PLATE_TIMEOUT_MS) {
  return apiClient.post('/api/plate', (schemas) => schemas.PlateResponseSchema, body, {
    signal: AbortSignal.timeout(timeoutMs),
  })
}

/** The server was not reached: no network, or no answer before the save's timeout. */
export function isSaveUnreached(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 0) || error instanceof DOMException
}

/** The plate as saved now, when a save failed because it named a version that is no longer current. */
export function plateConflictOf(error: unknown): PlateResponse | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  // The client makes an answer's ApiError once the schemas have arrived (api-client.ts).
  const parsed = loadedSchemas()?.PlateConflictSchema.safeParse(error.body)
  return parsed?.success ? parsed.data.plate : null
}

/** Also the service worker's offline copy (decision 035); `sentAt` keeps an answer from before a sign-out out of it. */
export function rememberSavedPlate(queryClient: QueryClient, plate: PlateResponse, sentAt: number): void {
  queryClient.setQueryData(plateKeys.byDate(plate.date), plate)
  void updateCachedAnswer(RUNTIME_CACHES.userData, plateUrl(plate.date), plate, sentAt)
}

export function useSavePlate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PlateSaveRequest) => savePlate(body),
    // The timeout is savePlate's own: a paused mutation would wait for ever.
    networkMode: 'always',
    // A load of the same date still on its way would land after the save and undo it on screen.
    onMutate: async (request) => {
      const sentAt = Date.now()
      await queryClient.cancelQueries({ queryKey: plateKeys.byDate(request.date) })
      return { sentAt }
    },
    onSuccess: (plate, _request, context) => {
      rememberSavedPlate(queryClient, plate, context.sentAt)
      // "Repeat a recent plate" of a later day lists this plate now.
      void queryClient.invalidateQueries({ queryKey: [...plateKeys.all, 'recent'] })
    },
  })
}

/** Takes a plate the server answered (a conflict's current plate) as the saved plate of its date, as the person chooses it now. */
export function useAcceptSavedPlate() {
  const queryClient = useQueryClient()
  return useCallback((plate: PlateResponse) => rememberSavedPlate(queryClient, plate, Date.now()), [queryClient])
}
