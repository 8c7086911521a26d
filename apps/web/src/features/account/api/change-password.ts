import type { ChangePasswordRequest } from '@campusplate/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { accountKeys } from './get-account'

/** docs/product.md#calls */
export function changePassword(request: ChangePasswordRequest) {
  return apiClient.post('/api/account/change-password', (schemas) => schemas.AccountOkSchema, request)
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    // A Google-only account that set its first password now has one to confirm next time.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  })
}
