import { PlateResponseSchema, type PlateSaveRequest } from '@campusplate/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { plateKeys } from './get-plate'

/** `POST /api/plate` (spec §7): the whole plate of a date; the answer is the plate as saved. */
export function savePlate(body: PlateSaveRequest) {
  return apiClient.post('/api/plate', PlateResponseSchema, body)
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
