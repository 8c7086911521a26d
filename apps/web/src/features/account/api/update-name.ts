import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applyProfileChange, updateProfile } from './update-profile'

/** docs/product.md#name: saved through `PUT /api/profile {name}`; the header follows at once. */
export function useUpdateName() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => updateProfile({ name }),
    onSuccess: (_result, name) => applyProfileChange(queryClient, { name }),
  })
}
