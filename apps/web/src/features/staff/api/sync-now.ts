import { SyncNowResponseSchema } from '@campusplate/shared/staff'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { importsKeys } from './get-imports'

/** `POST /api/staff/imports/sync`: the scheduled sync, now; then the runs are read again. */
export function useSyncNow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiClient.post('/api/staff/imports/sync', () => SyncNowResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importsKeys.all }),
  })
}
